import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'कृष्ण भजन': stotras, dhuns and the bhajan of Narsinh Mehta. */
export const krishnaHymns: SeedContent[] = hymns('krishna', [
  {
    // The refrain as it is sung, then the first four verses of the Achyutashtakam (Adi Shankaracharya).
    titlePrimary: 'कृष्ण.अच्युतम् केशवम्',
    titleSecondary: 'Achyutam Keshavam',
    showSecondary: 'Y',
    bookPgNo: 64,
    contentPrimary: text(`
अच्युतम् केशवम् कृष्ण दामोदरम्, राम नारायणम् जानकी वल्लभम् ॥

अच्युतं केशवं रामनारायणं कृष्णदामोदरं वासुदेवं हरिम् ।
श्रीधरं माधवं गोपिकावल्लभं जानकीनायकं रामचन्द्रं भजे ॥१॥

अच्युतं केशवं सत्यभामाधवं माधवं श्रीधरं राधिकाराधितम् ।
इन्दिरामन्दिरं चेतसा सुन्दरं देवकीनन्दनं नन्दजं सन्दधे ॥२॥

विष्णवे जिष्णवे शङ्खिने चक्रिणे रुक्मिणीरागिणे जानकीजानये ।
वल्लवीवल्लभायार्चितायात्मने कंसविध्वंसिने वंशिने ते नमः ॥३॥

कृष्ण गोविन्द हे राम नारायण श्रीपते वासुदेवाजित श्रीनिधे ।
अच्युतानन्त हे माधवाधोक्षज द्वारकानायक द्रौपदीरक्षक ॥४॥
`),
    contentSecondary: text(`
Achyutam Keshavam Krishna Damodaram, Ram Narayanam Janaki Vallabham

Achyutam Keshavam Ram Narayanam Krishna Damodaram Vasudevam Harim
Shridharam Madhavam Gopika Vallabham Janaki Nayakam Ramachandram bhaje (1)

Achyutam Keshavam Satyabhama Dhavam Madhavam Shridharam Radhika Radhitam
Indira Mandiram chetasa sundaram Devaki Nandanam Nandajam sandadhe (2)

Vishnave Jishnave Shankhine Chakrine Rukmini Ragine Janaki Janaye
Vallavi Vallabhay architayatmane Kansa vidhvansine vanshine te namah (3)

Krishna Govind he Ram Narayan Shripate Vasudev Ajit Shrinidhe
Achyut Anant he Madhav Adhokshaj Dwarka Nayak Draupadi Rakshak (4)
`),
  },
  {
    // The dhun, then the verse of the Shri Govind Damodar Stotra (Bilvamangala) it comes from.
    titlePrimary: 'कृष्ण.श्री कृष्ण गोविन्द हरे मुरारे',
    titleSecondary: 'Shri Krishna Govind Hare Murare',
    showSecondary: 'Y',
    bookPgNo: 65,
    contentPrimary: text(`
श्री कृष्ण गोविन्द हरे मुरारे, हे नाथ नारायण वासुदेवा ॥
पितु मात स्वामी सखा हमारे, हे नाथ नारायण वासुदेवा ॥

श्रीगोविन्द दामोदर स्तोत्र से
श्रीकृष्ण गोविन्द हरे मुरारे हे नाथ नारायण वासुदेव ।
जिह्वे पिबस्वामृतमेतदेव गोविन्द दामोदर माधवेति ॥
`),
    contentSecondary: text(`
Shri Krishna Govind Hare Murare, he Nath Narayan Vasudeva
Pitu mat swami sakha hamare, he Nath Narayan Vasudeva

From the Shri Govind Damodar Stotra
Shri Krishna Govind Hare Murare he Nath Narayan Vasudev
Jihve pibasvamritam etad eva Govind Damodar Madhaveti
`),
  },
  {
    // The Maha mantra, in the order of the Kali-Santarana Upanishad.
    titlePrimary: 'महामंत्र.हरे राम हरे कृष्ण',
    titleSecondary: 'Hare Rama Hare Krishna',
    showSecondary: 'Y',
    bookPgNo: 66,
    contentPrimary: text(`
हरे राम हरे राम, राम राम हरे हरे ।
हरे कृष्ण हरे कृष्ण, कृष्ण कृष्ण हरे हरे ॥
`),
    contentSecondary: text(`
Hare Rama Hare Rama, Rama Rama Hare Hare
Hare Krishna Hare Krishna, Krishna Krishna Hare Hare
`),
  },
  {
    // Narsinh Mehta (15th c.), in Gujarati.
    titlePrimary: 'नरसिंह मेहता.वैष्णव जन तो तेने कहिये',
    titleSecondary: 'Vaishnav Jan To Tene Kahiye',
    // An external video id (YouTube-style, 11 characters). It is a placeholder, not a known recording:
    // the editors replace it with the id of a public recording they choose.
    videoPath: 'vaishnavJan',
    bookPgNo: 68,
    contentPrimary: text(`
वैष्णव जन तो तेने कहिये, जे पीड पराई जाणे रे ।
पर दुःखे उपकार करे तोये, मन अभिमान न आणे रे ॥

सकल लोकमां सहुने वंदे, निंदा न करे केनी रे ।
वाच काछ मन निश्चळ राखे, धन धन जननी तेनी रे ॥

समदृष्टि ने तृष्णा त्यागी, परस्त्री जेने मात रे ।
जिह्वा थकी असत्य न बोले, परधन नव झाले हाथ रे ॥

मोह माया व्यापे नहि जेने, दृढ वैराग्य जेना मनमां रे ।
रामनाम शुं ताळी रे लागी, सकळ तीरथ तेना तनमां रे ॥

वणलोभी ने कपटरहित छे, काम क्रोध निवार्या रे ।
भणे नरसैयो तेनुं दरसन करतां, कुळ एकोतेर तार्या रे ॥
`),
    contentSecondary: text(`
Vaishnav jan to tene kahiye, je peed parai jane re
Par dukhe upkar kare toye, man abhiman na aane re

Sakal lokman sahune vande, ninda na kare keni re
Vach kachh man nishchal rakhe, dhan dhan janani teni re

Samdrishti ne trishna tyagi, parstri jene mat re
Jihva thaki asatya na bole, pardhan nav jhale hath re

Moh maya vyape nahi jene, dridh vairagya jena manman re
Ramnam shun tali re lagi, sakal teerath tena tanman re

Vanlobhi ne kapatrahit chhe, kaam krodh nivarya re
Bhane Narsaiyo tenun darsan kartan, kul ekoter tarya re
`),
  },
  {
    // Shri Vallabhacharya (15th–16th c.), complete.
    titlePrimary: 'कृष्ण.मधुराष्टकम्',
    titleSecondary: 'Madhurashtakam',
    bookPgNo: 70,
    contentPrimary: text(`
अधरं मधुरं वदनं मधुरं नयनं मधुरं हसितं मधुरम् ।
हृदयं मधुरं गमनं मधुरं मधुराधिपतेरखिलं मधुरम् ॥१॥

वचनं मधुरं चरितं मधुरं वसनं मधुरं वलितं मधुरम् ।
चलितं मधुरं भ्रमितं मधुरं मधुराधिपतेरखिलं मधुरम् ॥२॥

वेणुर्मधुरो रेणुर्मधुरः पाणिर्मधुरः पादौ मधुरौ ।
नृत्यं मधुरं सख्यं मधुरं मधुराधिपतेरखिलं मधुरम् ॥३॥

गीतं मधुरं पीतं मधुरं भुक्तं मधुरं सुप्तं मधुरम् ।
रूपं मधुरं तिलकं मधुरं मधुराधिपतेरखिलं मधुरम् ॥४॥

करणं मधुरं तरणं मधुरं हरणं मधुरं रमणं मधुरम् ।
वमितं मधुरं शमितं मधुरं मधुराधिपतेरखिलं मधुरम् ॥५॥

गुञ्जा मधुरा माला मधुरा यमुना मधुरा वीची मधुरा ।
सलिलं मधुरं कमलं मधुरं मधुराधिपतेरखिलं मधुरम् ॥६॥

गोपी मधुरा लीला मधुरा युक्तं मधुरं मुक्तं मधुरम् ।
दृष्टं मधुरं शिष्टं मधुरं मधुराधिपतेरखिलं मधुरम् ॥७॥

गोपा मधुरा गावो मधुरा यष्टिर्मधुरा सृष्टिर्मधुरा ।
दलितं मधुरं फलितं मधुरं मधुराधिपतेरखिलं मधुरम् ॥८॥
`),
    contentSecondary: text(`
Adharam madhuram vadanam madhuram nayanam madhuram hasitam madhuram
Hridayam madhuram gamanam madhuram madhuradhipater akhilam madhuram (1)

Vachanam madhuram charitam madhuram vasanam madhuram valitam madhuram
Chalitam madhuram bhramitam madhuram madhuradhipater akhilam madhuram (2)

Venur madhuro renur madhurah panir madhurah padau madhurau
Nrityam madhuram sakhyam madhuram madhuradhipater akhilam madhuram (3)

Geetam madhuram peetam madhuram bhuktam madhuram suptam madhuram
Roopam madhuram tilakam madhuram madhuradhipater akhilam madhuram (4)

Karanam madhuram taranam madhuram haranam madhuram ramanam madhuram
Vamitam madhuram shamitam madhuram madhuradhipater akhilam madhuram (5)

Gunja madhura mala madhura Yamuna madhura veechi madhura
Salilam madhuram kamalam madhuram madhuradhipater akhilam madhuram (6)

Gopi madhura leela madhura yuktam madhuram muktam madhuram
Drishtam madhuram shishtam madhuram madhuradhipater akhilam madhuram (7)

Gopa madhura gavo madhura yashtir madhura srishtir madhura
Dalitam madhuram phalitam madhuram madhuradhipater akhilam madhuram (8)
`),
  },
  {
    // Traditional kirtan dhun.
    titlePrimary: 'कृष्ण धुन.गोविन्द बोलो हरि गोपाल बोलो',
    titleSecondary: 'Govind Bolo Hari Gopal Bolo',
    bookPgNo: 72,
    contentPrimary: text(`
गोविन्द बोलो हरि गोपाल बोलो ।
राधा रमण हरि गोविन्द बोलो ॥
`),
    contentSecondary: text(`
Govind bolo Hari Gopal bolo
Radha raman Hari Govind bolo
`),
  },
  {
    // Attributed to Bhaktivinoda Thakur (19th c.).
    titlePrimary: 'कृष्ण.जय राधा माधव कुंज बिहारी',
    titleSecondary: 'Jai Radha Madhav Kunj Bihari',
    bookPgNo: 72,
    contentPrimary: text(`
जय राधा-माधव, जय कुंज-बिहारी ।
जय गोपी-जन-वल्लभ, जय गिरि-वर-धारी ॥

जय यशोदा-नंदन, जय ब्रज-जन-रंजन ।
जय यमुना-तीर-वन-चारी ॥
`),
    contentSecondary: text(`
Jai Radha-Madhav, jai Kunj-Bihari
Jai Gopi-jan-vallabh, jai Giri-var-dhari

Jai Yashoda-nandan, jai Braj-jan-ranjan
Jai Yamuna-teer-van-chari
`),
  },
]);
