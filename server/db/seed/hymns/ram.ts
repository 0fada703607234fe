import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'राम भजन': Goswami Tulsidas (16th c.) and the traditional Ram dhuns. */
export const ramHymns: SeedContent[] = hymns('ram', [
  {
    // Tulsidas, Vinay Patrika 45; the closing chhand and soratha are from the Ramcharitmanas (Bal Kand),
    // sung with it by custom.
    titlePrimary: 'राम.श्री रामचन्द्र कृपालु भजु मन',
    titleSecondary: 'Shri Ramchandra Kripalu Bhaju Man',
    showSecondary: 'Y',
    bookPgNo: 52,
    contentPrimary: text(`
श्री रामचन्द्र कृपालु भजु मन हरण भवभय दारुणं ।
नव कंज लोचन कंज मुख कर कंज पद कंजारुणं ॥१॥

कन्दर्प अगणित अमित छवि नव नील नीरद सुन्दरं ।
पट पीत मानहुँ तड़ित रुचि शुचि नौमि जनक सुतावरं ॥२॥

भजु दीनबन्धु दिनेश दानव दैत्य वंश निकन्दनं ।
रघुनन्द आनन्द कन्द कोशल चन्द दशरथ नन्दनं ॥३॥

सिर मुकुट कुंडल तिलक चारु उदारु अंग विभूषणं ।
आजानु भुज शर चाप धर संग्राम जित खरदूषणं ॥४॥

इति वदति तुलसीदास शंकर शेष मुनि मन रंजनं ।
मम हृदय कंज निवास कुरु कामादि खल दल गंजनं ॥५॥

मन जाहि राच्यो मिलहि सो वर सहज सुन्दर साँवरो ।
करुणा निधान सुजान शील सनेह जानत रावरो ॥६॥

एहि भाँति गौरी असीस सुन सिय सहित हिय हरषित अली ।
तुलसी भवानिहि पूजि पुनि पुनि मुदित मन मन्दिर चली ॥७॥

सोरठा
जानि गौरी अनुकूल सिय हिय हरषु न जाइ कहि ।
मंजुल मंगल मूल बाम अंग फरकन लगे ॥
`),
    contentSecondary: text(`
Shri Ramchandra kripalu bhaju man haran bhav bhay darunam
Nav kanj lochan kanj mukh kar kanj pad kanjarunam (1)

Kandarp aganit amit chhavi nav neel neerad sundaram
Pat peet manahun tadit ruchi shuchi naumi Janak sutavaram (2)

Bhaju deenbandhu dinesh danav daitya vansh nikandanam
Raghunand anand kand Koshal chand Dashrath nandanam (3)

Sir mukut kundal tilak charu udaru ang vibhushanam
Ajanu bhuj shar chap dhar sangram jit Khar-Dushanam (4)

Iti vadati Tulsidas Shankar Shesh muni man ranjanam
Mam hriday kanj nivas kuru kamadi khal dal ganjanam (5)

Man jahi rachyo milahi so var sahaj sundar sanvaro
Karuna nidhan sujan sheel saneh janat ravaro (6)

Ehi bhanti Gauri asees sun Siya sahit hiy harshit ali
Tulsi Bhavanihi pooji puni puni mudit man mandir chali (7)

Soratha
Jani Gauri anukool Siya hiy harashu na jai kahi
Manjul mangal mool bam ang pharkan lage
`),
  },
  {
    // Tulsidas, Gitavali (Bal Kand).
    titlePrimary: 'राम.ठुमक चलत रामचंद्र',
    titleSecondary: 'Thumak Chalat Ramchandra',
    showSecondary: 'Y',
    bookPgNo: 54,
    contentPrimary: text(`
ठुमक चलत रामचंद्र बाजत पैंजनियाँ ॥

किलकि किलकि उठत धाय गिरत भूमि लटपटाय ।
धाय मात गोद लेत दशरथ की रनियाँ ॥

अंचल रज अंग झारि विविध भाँति सो दुलारि ।
तन मन धन वारि वारि कहत मृदु बचनियाँ ॥

विद्रुम से अरुण अधर बोलत मुख मधुर मधुर ।
सुभग नासिका में चारु लटकत लटकनियाँ ॥

तुलसीदास अति आनंद देख के मुखारविंद ।
रघुवर छबि के समान रघुवर छबि बनियाँ ॥
`),
    contentSecondary: text(`
Thumak chalat Ramchandra bajat painjaniyan

Kilaki kilaki uthat dhaye girat bhoomi latpataye
Dhaye mat god let Dashrath ki raniyan

Anchal raj ang jhari vividh bhanti so dulari
Tan man dhan vari vari kahat mridu bachaniyan

Vidrum se arun adhar bolat mukh madhur madhur
Subhag nasika mein charu latkat latkaniyan

Tulsidas ati anand dekh ke mukharvind
Raghuvar chhabi ke saman Raghuvar chhabi baniyan
`),
  },
  {
    // The Ram dhun in the form sung at Gandhi's prayer meetings (set by Vishnu Digambar Paluskar).
    titlePrimary: 'राम धुन.रघुपति राघव राजा राम',
    titleSecondary: 'Raghupati Raghav Raja Ram',
    audioPath: '/media/tanpura-drone-e-ma.mp3',
    bookPgNo: 56,
    contentPrimary: text(`
रघुपति राघव राजाराम, पतित पावन सीताराम ॥

सीताराम सीताराम, भज प्यारे तू सीताराम ।
रघुपति राघव राजाराम, पतित पावन सीताराम ॥

ईश्वर अल्लाह तेरो नाम, सब को सन्मति दे भगवान ।
रघुपति राघव राजाराम, पतित पावन सीताराम ॥
`),
    contentSecondary: text(`
Raghupati Raghav Raja Ram, patit pavan Sitaram

Sitaram Sitaram, bhaj pyare tu Sitaram
Raghupati Raghav Raja Ram, patit pavan Sitaram

Ishwar Allah tero naam, sab ko sanmati de Bhagwan
Raghupati Raghav Raja Ram, patit pavan Sitaram
`),
  },
  {
    // The thirteen-syllable Ram mantra (trayodashakshari) popularised by Samarth Ramdas (17th c.), chanted as a japa.
    titlePrimary: 'राम धुन.श्रीराम जय राम जय जय राम',
    titleSecondary: 'Shri Ram Jai Ram Jai Jai Ram',
    bookPgNo: 56,
    contentPrimary: text(`
श्रीराम जय राम जय जय राम ।
श्रीराम जय राम जय जय राम ॥
`),
    contentSecondary: text(`
Shri Ram jai Ram jai jai Ram
Shri Ram jai Ram jai jai Ram
`),
  },
  {
    // Tulsidas, Vinay Patrika 162.
    titlePrimary: 'विनय पत्रिका.ऐसो को उदार जग माहीं',
    titleSecondary: 'Aiso Ko Udar Jag Mahin',
    bookPgNo: 58,
    contentPrimary: text(`
ऐसो को उदार जग माहीं ।
बिनु सेवा जो द्रवै दीन पर राम सरिस कोउ नाहीं ॥

जो गति जोग बिराग जतन करि नहिं पावत मुनि ग्यानी ।
सो गति देत गीध सबरी कहँ प्रभु न बहुत जिय जानी ॥

जो संपति दस सीस अरप करि रावन सिव पहँ लीन्हीं ।
सो संपदा बिभीषन कहँ अति सकुच सहित हरि दीन्हीं ॥

तुलसिदास सब भाँति सकल सुख जो चाहसि मन मेरो ।
तौ भजु राम काम सब पूरन करैं कृपानिधि तेरो ॥
`),
    contentSecondary: text(`
Aiso ko udar jag mahin
Binu seva jo dravai deen par Ram saris kou nahin

Jo gati jog birag jatan kari nahin pavat muni gyani
So gati det geedh Sabari kahan prabhu na bahut jiy jani

Jo sampati das sees arap kari Ravan Siv pahan leenhin
So sampada Bibhishan kahan ati sakuch sahit Hari deenhin

Tulsidas sab bhanti sakal sukh jo chahasi man mero
Tau bhaju Ram kaam sab pooran karain kripanidhi tero
`),
  },
  {
    // Tulsidas, Vinay Patrika 105.
    titlePrimary: 'विनय पत्रिका.अब लौं नसानी अब न नसैहौं',
    titleSecondary: 'Ab Laun Nasani Ab Na Nasaihaun',
    bookPgNo: 59,
    contentPrimary: text(`
अब लौं नसानी, अब न नसैहौं ।
राम-कृपा भव-निसा सिरानी, जागे फिरि न डसैहौं ॥

पायेउँ नाम चारु चिंतामनि, उर कर तें न खसैहौं ।
स्यामरूप सुचि रुचिर कसौटी, चित कंचनहिं कसैहौं ॥

परबस जानि हँस्यो इन इंद्रिन, निज बस ह्वै न हँसैहौं ।
मन मधुकर पन करि तुलसी रघुपति पद-कमल बसैहौं ॥
`),
    contentSecondary: text(`
Ab laun nasani, ab na nasaihaun
Ram-kripa bhav-nisa sirani, jage phiri na dasaihaun

Payeun naam charu chintamani, ur kar ten na khasaihaun
Shyamroop suchi ruchir kasauti, chit kanchanahin kasaihaun

Parbas jani hansyo in indrin, nij bas hvai na hansaihaun
Man madhukar pan kari Tulsi Raghupati pad-kamal basaihaun
`),
  },
  {
    // Tulsidas, Vinay Patrika 79.
    titlePrimary: 'विनय पत्रिका.तू दयालु दीन हौं',
    titleSecondary: 'Tu Dayalu Deen Haun',
    bookPgNo: 60,
    contentPrimary: text(`
तू दयालु, दीन हौं, तू दानि, हौं भिखारी ।
हौं प्रसिद्ध पातकी, तू पाप-पुंज-हारी ॥

नाथ तू अनाथ को, अनाथ कौन मोसो ।
मो समान आरत नहिं, आरतिहर तोसो ॥

ब्रह्म तू, हौं जीव, तू ठाकुर, हौं चेरो ।
तात मात गुरु सखा तू सब बिधि हितु मेरो ॥

तोहिं मोहिं नाते अनेक, मानियै जो भावै ।
ज्यों त्यों तुलसी कृपालु! चरन-सरन पावै ॥
`),
    contentSecondary: text(`
Tu dayalu, deen haun, tu dani, haun bhikhari
Haun prasiddh pataki, tu pap-punj-hari

Nath tu anath ko, anath kaun moso
Mo saman aarat nahin, aaratihar toso

Brahm tu, haun jeev, tu thakur, haun chero
Tat mat guru sakha tu sab bidhi hitu mero

Tohin mohin nate anek, maniyai jo bhavai
Jyon tyon Tulsi kripalu! charan-saran pavai
`),
  },
  {
    // Attributed to Tulsidas.
    titlePrimary: 'तुलसीदास.रघुबर तुमको मेरी लाज',
    titleSecondary: 'Raghubar Tumko Meri Laaj',
    bookPgNo: 61,
    contentPrimary: text(`
रघुबर तुमको मेरी लाज ।
सदा सदा मैं सरन तिहारी, तुम हो गरीब निवाज ॥

पतित उधारन बिरद तिहारो, स्रवनन सुनी आवाज ।
हौं तो पतित पुरातन कहिये, पार उतारो जहाज ॥

अघ खंडन दुख भंजन जन के, यही तिहारो काज ।
तुलसीदास पर किरपा कीजे, भक्ति दान देहु आज ॥
`),
    contentSecondary: text(`
Raghubar tumko meri laaj
Sada sada main saran tihari, tum ho gareeb nivaj

Patit udharan birad tiharo, sravanan suni aavaj
Haun to patit puratan kahiye, par utaro jahaj

Agh khandan dukh bhanjan jan ke, yahi tiharo kaaj
Tulsidas par kirpa keeje, bhakti daan dehu aaj
`),
  },
  {
    // Tulsidas's dohas, as sung (no editors' transliteration yet: search reads them in Latin letters all the same).
    titlePrimary: 'तुलसीदास के दोहे.दया, मीठे बचन और राम नाम',
    titleSecondary: 'Daya, Meethe Bachan Aur Ram Naam',
    contentPrimary: text(`
दया धर्म का मूल है, पाप मूल अभिमान ।
तुलसी दया न छांड़िए, जब लग घट में प्राण ॥

तुलसी मीठे बचन ते, सुख उपजत चहुँ ओर ।
बसीकरन इक मंत्र है, परिहरु बचन कठोर ॥

तुलसी इस संसार में, भाँति भाँति के लोग ।
सबसे हिलमिल चालिए, नदी नाव संजोग ॥

राम नाम मनिदीप धरु, जीह देहरीं द्वार ।
तुलसी भीतर बाहेरहुँ, जौं चाहसि उजिआर ॥

आवत ही हरषै नहीं, नैनन नहीं सनेह ।
तुलसी तहाँ न जाइए, कंचन बरसे मेह ॥
`),
    contentSecondary: null,
  },
]);
