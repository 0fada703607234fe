import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'सूरदास के पद': padas of Surdas (16th c.) from the Sursagar, in Braj. */
export const surdasHymns: SeedContent[] = hymns('surdas', [
  {
    titlePrimary: 'सूरदास.मैया मोरी मैं नहिं माखन खायो',
    titleSecondary: 'Maiya Mori Main Nahin Makhan Khayo',
    showSecondary: 'Y',
    bookPgNo: 104,
    contentPrimary: text(`
मैया मोरी मैं नहिं माखन खायो ॥

भोर भयो गैयन के पाछे, मधुबन मोहिं पठायो ।
चार पहर बंसीबट भटक्यो, साँझ परे घर आयो ॥

मैं बालक बहियन को छोटो, छींको किहि बिधि पायो ।
ग्वाल बाल सब बैर परे हैं, बरबस मुख लपटायो ॥

तू जननी मन की अति भोरी, इनके कहे पतियायो ।
जिय तेरे कछु भेद उपजि है, जानि परायो जायो ॥

यह लै अपनी लकुटि कमरिया, बहुतहिं नाच नचायो ।
सूरदास तब बिहँसि जसोदा, लै उर कंठ लगायो ॥
`),
    contentSecondary: text(`
Maiya mori main nahin makhan khayo

Bhor bhayo gaiyan ke pachhe, Madhuban mohin pathayo
Char pahar Bansibat bhatakyo, sanjh pare ghar aayo

Main balak bahiyan ko chhoto, chheenko kihi bidhi payo
Gvaal baal sab bair pare hain, barbas mukh laptayo

Tu janani man ki ati bhori, inke kahe patiyayo
Jiy tere kachhu bhed upaji hai, jani parayo jayo

Yah lai apni lakuti kamariya, bahutahin nach nachayo
Surdas tab bihansi Jasoda, lai ur kanth lagayo
`),
  },
  {
    // The version commonly sung; the later stanzas differ between editions of the Sursagar.
    titlePrimary: 'सूरदास.प्रभु मेरे अवगुन चित न धरो',
    titleSecondary: 'Prabhu Mere Avgun Chit Na Dharo',
    showSecondary: 'Y',
    bookPgNo: 105,
    contentPrimary: text(`
प्रभु मेरे अवगुन चित न धरो ।
समदरसी है नाम तिहारो, चाहे तो पार करो ॥

एक लोहा पूजा में राखत, एक घर बधिक परो ।
पारस गुन अवगुन नहिं चितवत, कंचन करत खरो ॥

एक नदिया एक नाल कहावत, मैलो नीर भरो ।
जब मिलि के दोउ एक बरन भये, सुरसरि नाम परो ॥

एक माया एक ब्रह्म कहावत, सूर स्याम झगरो ।
अबकी बेर मोहिं पार उतारो, नहिं पन जात टरो ॥
`),
    contentSecondary: text(`
Prabhu mere avgun chit na dharo
Samdarsi hai naam tiharo, chahe to paar karo

Ek loha pooja mein rakhat, ek ghar badhik paro
Paras gun avgun nahin chitvat, kanchan karat kharo

Ek nadiya ek naal kahavat, mailo neer bharo
Jab mili ke dou ek baran bhaye, Sursari naam paro

Ek maya ek Brahm kahavat, Soor Shyam jhagro
Abki ber mohin paar utaro, nahin pan jat taro
`),
  },
  {
    titlePrimary: 'सूरदास.निसिदिन बरसत नैन हमारे',
    titleSecondary: 'Nisdin Barsat Nain Hamare',
    bookPgNo: 106,
    contentPrimary: text(`
निसिदिन बरसत नैन हमारे ।
सदा रहति पावस ऋतु हम पर, जब ते स्याम सिधारे ॥

अंजन थिर न रहत अँखियन में, कर कपोल भए कारे ।
कंचुकि-पट सूखत नहिं कबहूँ, उर बिच बहत पनारे ॥

आँसू सलिल भए पग थाके, बहे जात सित तारे ।
सूरदास अब डूबत है ब्रज, काहे न लेत उबारे ॥
`),
    contentSecondary: text(`
Nisidin barsat nain hamare
Sada rahati pavas ritu ham par, jab te Shyam sidhare

Anjan thir na rahat ankhiyan mein, kar kapol bhae kare
Kanchuki-pat sookhat nahin kabahun, ur bich bahat panare

Aansu salil bhae pag thake, bahe jat sit tare
Surdas ab doobat hai Braj, kahe na let ubare
`),
  },
  {
    titlePrimary: 'सूरदास.मैया कबहिं बढ़ैगी चोटी',
    titleSecondary: 'Maiya Kabahin Badhaigi Choti',
    bookPgNo: 107,
    contentPrimary: text(`
मैया कबहिं बढ़ैगी चोटी ।
किती बार मोहिं दूध पियत भई, यह अजहूँ है छोटी ॥

तू जो कहति बल की बेनी ज्यौं, ह्वै है लाँबी मोटी ।
काढ़त गुहत न्हवावत जैहै, नागिनि सी भुइँ लोटी ॥

काँचौ दूध पियावत पचि पचि, देति न माखन रोटी ।
सूरदास चिरजीवौ दोउ भैया, हरि हलधर की जोटी ॥
`),
    contentSecondary: text(`
Maiya kabahin badhaigi choti
Kiti baar mohin doodh piyat bhai, yah ajahun hai chhoti

Tu jo kahati Bal ki beni jyaun, hvai hai lanbi moti
Kadhat guhat nhavavat jaihai, nagini si bhuin loti

Kanchau doodh piyavat pachi pachi, deti na makhan roti
Surdas chirjeevau dou bhaiya, Hari Haldhar ki joti
`),
  },
  {
    titlePrimary: 'सूरदास.मेरो मन अनत कहाँ सुख पावै',
    titleSecondary: 'Mero Man Anat Kahan Sukh Pave',
    bookPgNo: 108,
    contentPrimary: text(`
मेरो मन अनत कहाँ सुख पावै ।
जैसे उड़ि जहाज कौ पंछी, फिरि जहाज पर आवै ॥

कमल-नैन कौ छाँड़ि महातम, और देव को ध्यावै ।
परम गंग कौ छाँड़ि पियासो, दुर्मति कूप खनावै ॥

जिहिं मधुकर अंबुज-रस चाख्यौ, क्यों करील-फल भावै ।
सूरदास-प्रभु कामधेनु तजि, छेरी कौन दुहावै ॥
`),
    contentSecondary: text(`
Mero man anat kahan sukh pavai
Jaise udi jahaj kau panchhi, phiri jahaj par aavai

Kamal-nain kau chhandi mahatam, aur dev ko dhyavai
Param Gang kau chhandi piyaso, durmati koop khanavai

Jihin madhukar ambuj-ras chakhyau, kyon kareel-phal bhavai
Surdas-prabhu kamdhenu taji, chheri kaun duhavai
`),
  },
  {
    // From the Bhramar Geet.
    titlePrimary: 'सूरदास.ऊधौ मन न भए दस बीस',
    titleSecondary: 'Udhau Man Na Bhae Das Bees',
    bookPgNo: 109,
    contentPrimary: text(`
ऊधौ, मन न भए दस बीस ।
एक हुतौ सो गयौ स्याम सँग, को अवराधै ईस ॥

इंद्री सिथिल भईं केसव बिनु, ज्यौं देही बिनु सीस ।
आसा लागि रहति तन स्वासा, जीजौ कोटि बरीस ॥

तुम तौ सखा स्याम सुंदर के, सकल जोग के ईस ।
सूर हमारैं नंद-नंदन बिनु, और नहीं जगदीस ॥
`),
    contentSecondary: text(`
Udhau, man na bhae das bees
Ek hutau so gayau Shyam sang, ko avradhai ees

Indri sithil bhain Kesav binu, jyaun dehi binu sees
Aasa lagi rahati tan swasa, jeejau koti barees

Tum tau sakha Shyam Sundar ke, sakal jog ke ees
Soor hamarain Nand-nandan binu, aur nahin Jagdees
`),
  },
  {
    titlePrimary: 'सूरदास.जसोदा हरि पालनैं झुलावै',
    titleSecondary: 'Jasoda Hari Palnai Jhulavai',
    bookPgNo: 110,
    contentPrimary: text(`
जसोदा हरि पालनैं झुलावै ।
हलरावै दुलराइ मल्हावै, जोइ सोइ कछु गावै ॥

मेरे लाल कौं आउ निंदरिया, काहैं न आनि सुवावै ।
तू काहैं नहिं बेगहिं आवै, तोकौं कान्ह बुलावै ॥

कबहुँ पलक हरि मूँदि लेत हैं, कबहुँ अधर फरकावै ।
सोवत जानि मौन ह्वै कै रहि, करि करि सैन बतावै ॥

इहिं अंतर अकुलाइ उठे हरि, जसुमति मधुरैं गावै ।
जो सुख सूर अमर मुनि दुरलभ, सो नँद-भामिनि पावै ॥
`),
    contentSecondary: text(`
Jasoda Hari palnain jhulavai
Halravai dulrai malhavai, joi soi kachhu gavai

Mere lal kaun aau nindariya, kahain na aani suvavai
Tu kahain nahin begahin aavai, tokaun Kanh bulavai

Kabahun palak Hari moondi let hain, kabahun adhar pharkavai
Sovat jani maun hvai kai rahi, kari kari sain batavai

Ihin antar akulai uthe Hari, Jasumati madhurain gavai
Jo sukh Soor amar muni durlabh, so Nand-bhamini pavai
`),
  },
]);
