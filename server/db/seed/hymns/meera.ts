import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'मीरा के भजन': padas of Meerabai (16th c.), in her Rajasthani-Braj. */
export const meeraHymns: SeedContent[] = hymns('meera', [
  {
    titlePrimary: 'मीरा.पायोजी मैंने राम रतन धन पायो',
    titleSecondary: 'Payoji Maine Ram Ratan Dhan Payo',
    showSecondary: 'Y',
    imagePath: '/static/subcategoryimg/meera.png',
    bookPgNo: 80,
    contentPrimary: text(`
पायो जी मैंने राम रतन धन पायो ।
वस्तु अमोलक दी मेरे सतगुरु, किरपा कर अपनायो ॥

जनम जनम की पूँजी पाई, जग में सभी खोवायो ।
खरचै न खूटै, चोर न लूटै, दिन दिन बढ़त सवायो ॥

सत की नाव खेवटिया सतगुरु, भवसागर तर आयो ।
मीरा के प्रभु गिरधर नागर, हरख हरख जस गायो ॥
`),
    contentSecondary: text(`
Payo ji maine Ram ratan dhan payo
Vastu amolak di mere satguru, kirpa kar apnayo

Janam janam ki poonji pai, jag mein sabhi khovayo
Kharchai na khootai, chor na lootai, din din badhat savayo

Sat ki naav khevatiya satguru, bhavsagar tar aayo
Meera ke prabhu Giridhar Nagar, harakh harakh jas gayo
`),
  },
  {
    titlePrimary: 'मीरा.मेरे तो गिरधर गोपाल दूसरो न कोई',
    titleSecondary: 'Mere To Giridhar Gopal Dusro Na Koi',
    bookPgNo: 81,
    contentPrimary: text(`
मेरे तो गिरधर गोपाल, दूसरो न कोई ।
जाके सिर मोर मुकुट, मेरो पति सोई ॥

छाँड़ि दई कुल की कानि, कहा करिहै कोई ।
संतन ढिग बैठि बैठि, लोक लाज खोई ॥

अँसुवन जल सींचि सींचि, प्रेम बेलि बोई ।
अब तो बेलि फैलि गई, आणँद फल होई ॥

दूध की मथनियाँ बड़े प्रेम से बिलोई ।
दधि मथि घृत काढ़ि लियो, डारि दई छोई ॥

भगत देखि राजी हुई, जगत देखि रोई ।
दासी मीरा लाल गिरधर, तारो अब मोही ॥
`),
    contentSecondary: text(`
Mere to Giridhar Gopal, dusro na koi
Jake sir mor mukut, mero pati soi

Chhandi dai kul ki kani, kaha karihai koi
Santan dhig baithi baithi, lok laaj khoi

Ansuvan jal seenchi seenchi, prem beli boi
Ab to beli phaili gai, aanand phal hoi

Doodh ki mathaniyan bade prem se biloi
Dadhi mathi ghrit kadhi liyo, dari dai chhoi

Bhagat dekhi raji hui, jagat dekhi roi
Dasi Meera Lal Giridhar, taro ab mohi
`),
  },
  {
    titlePrimary: 'मीरा.मैं तो प्रेम दिवानी',
    titleSecondary: 'Main To Prem Diwani',
    bookPgNo: 82,
    contentPrimary: text(`
हे री मैं तो प्रेम दिवानी, मेरो दरद न जाणै कोय ॥

घायल की गत घायल जाणै, जो कोई घायल होय ।
जौहरि की गत जौहरि जाणै, की जिन जौहर होय ॥

सूली ऊपर सेज हमारी, सोवण किस बिध होय ।
गगन मंडल पर सेज पिया की, किस बिध मिलणा होय ॥

दरद की मारी बन बन डोलूँ, बैद मिल्या नहिं कोय ।
मीरा की प्रभु पीर मिटेगी, जद बैद साँवलिया होय ॥
`),
    contentSecondary: text(`
He ri main to prem diwani, mero darad na janai koye

Ghayal ki gat ghayal janai, jo koi ghayal hoye
Jauhari ki gat jauhari janai, ki jin jauhar hoye

Sooli oopar sej hamari, sovan kis bidh hoye
Gagan mandal par sej piya ki, kis bidh milna hoye

Darad ki mari ban ban dolun, baid milya nahin koye
Meera ki prabhu peer mitegi, jad baid Sanvaliya hoye
`),
  },
  {
    titlePrimary: 'मीरा.पग घुँघरू बाँध मीरा नाची रे',
    titleSecondary: 'Pag Ghunghroo Bandh Meera Nachi Re',
    bookPgNo: 83,
    contentPrimary: text(`
पग घुँघरू बाँध मीरा नाची रे ॥

मैं तो मेरे नारायण की, आपहि हो गई दासी रे ।
लोग कहैं मीरा भई बावरी, न्यात कहै कुलनासी रे ॥

विष का प्याला राणाजी भेज्या, पीवत मीरा हाँसी रे ।
मीरा के प्रभु गिरधर नागर, सहज मिले अविनासी रे ॥
`),
    contentSecondary: text(`
Pag ghunghroo bandh Meera nachi re

Main to mere Narayan ki, aapahi ho gai dasi re
Log kahain Meera bhai bavari, nyat kahai kulnasi re

Vish ka pyala Ranaji bhejya, peevat Meera hansi re
Meera ke prabhu Giridhar Nagar, sahaj mile avinasi re
`),
  },
  {
    // Selected stanzas; the stanza on building a high palace with windows is left out until checked.
    titlePrimary: 'मीरा.स्याम मने चाकर राखो जी',
    titleSecondary: 'Shyam Mane Chakar Rakho Ji',
    bookPgNo: 84,
    contentPrimary: text(`
स्याम मने चाकर राखो जी,
गिरधारी लाला चाकर राखो जी ॥

चाकर रहसूँ बाग लगासूँ, नित उठ दरसण पासूँ ।
बिंद्राबन की कुंज गलिन में, तेरी लीला गासूँ ॥

चाकरी में दरसण पाऊँ, सुमिरण पाऊँ खरची ।
भाव भगति जागीरी पाऊँ, तीनूँ बाताँ सरसी ॥

मोर मुकुट पीताम्बर सोहै, गल बैजंती माला ।
बिंद्राबन में धेनु चरावे, मोहन मुरली वाला ॥

जोगी आया जोग करण कूँ, तप करणे संन्यासी ।
हरी भजन कूँ साधू आया, बिंद्राबन के बासी ॥

मीरा के प्रभु गहिर गंभीरा, सदा रहो जी धीरा ।
आधी रात प्रभु दरसण दीन्हें, प्रेम नदी के तीरा ॥
`),
    contentSecondary: text(`
Shyam mane chakar rakho ji,
Girdhari Lala chakar rakho ji

Chakar rahsun bagh lagasun, nit uth darsan pasun
Bindraban ki kunj galin mein, teri leela gasun

Chakari mein darsan paun, sumiran paun kharchi
Bhav bhagati jagiri paun, teenun batan sarsi

Mor mukut peetambar sohai, gal baijanti mala
Bindraban mein dhenu charave, Mohan murali vala

Jogi aaya jog karan koon, tap karne sanyasi
Hari bhajan koon sadhu aaya, Bindraban ke basi

Meera ke prabhu gahir gambhira, sada raho ji dheera
Aadhi raat prabhu darsan deenhen, prem nadi ke teera
`),
  },
  {
    titlePrimary: 'मीरा.हरि तुम हरो जन की भीर',
    titleSecondary: 'Hari Tum Haro Jan Ki Bheer',
    bookPgNo: 85,
    contentPrimary: text(`
हरि तुम हरो जन की भीर ।
द्रोपदी की लाज राखी, तुम बढ़ायो चीर ॥

भगत कारण रूप नरहरि, धर्यो आप सरीर ।
हिरणकस्यप मार लीन्हों, धर्यो नाहिन धीर ॥

बूडते गजराज राख्यो, कियो बाहर नीर ।
दासी मीरा लाल गिरधर, दुख जहाँ तहँ पीर ॥
`),
    contentSecondary: text(`
Hari tum haro jan ki bheer
Dropadi ki laaj rakhi, tum badhayo cheer

Bhagat karan roop Narhari, dharyo aap sareer
Hirankasyap mar leenhon, dharyo nahin dheer

Boodte gajraj rakhyo, kiyo bahar neer
Dasi Meera Lal Giridhar, dukh jahan tahan peer
`),
  },
  {
    titlePrimary: 'मीरा.बसो मोरे नैनन में नंदलाल',
    titleSecondary: 'Baso More Nainan Mein Nandlal',
    bookPgNo: 86,
    contentPrimary: text(`
बसो मोरे नैनन में नंदलाल ।
मोहनी मूरति साँवरी सूरति, नैणा बने बिसाल ॥

अधर सुधारस मुरली राजति, उर बैजंती माल ।
छुद्र घंटिका कटि तट सोभित, नूपुर सबद रसाल ॥

मीरा प्रभु संतन सुखदाई, भगत बछल गोपाल ॥
`),
    contentSecondary: text(`
Baso more nainan mein Nandlal
Mohani moorati sanvari soorati, naina bane bisal

Adhar sudharas murali rajati, ur baijanti mal
Chhudra ghantika kati tat sobhit, noopur sabad rasal

Meera prabhu santan sukhdai, bhagat bachhal Gopal
`),
  },
  {
    titlePrimary: 'मीरा.मैं तो साँवरे के रंग राची',
    titleSecondary: 'Main To Sanvare Ke Rang Rachi',
    bookPgNo: 87,
    contentPrimary: text(`
मैं तो साँवरे के रंग राची ।
साजि सिंगार बाँधि पग घुँघरू, लोक लाज तजि नाची ॥

गई कुमति लई साधु की संगति, भगत रूप भइ साँची ।
गाय गाय हरि के गुण निसदिन, काल ब्याल सूँ बाँची ॥

उण बिन सब जग खारो लागत, और बात सब काँची ।
मीरा श्रीगिरधरन लाल सूँ, भगति रसीली जाँची ॥
`),
    contentSecondary: text(`
Main to sanvare ke rang rachi
Saji singar bandhi pag ghunghroo, lok laaj taji nachi

Gai kumati lai sadhu ki sangati, bhagat roop bhai sanchi
Gaye gaye Hari ke gun nisdin, kaal byal soon banchi

Un bin sab jag kharo lagat, aur baat sab kanchi
Meera Shri Giridharan Lal soon, bhagati raseeli janchi
`),
  },
]);
