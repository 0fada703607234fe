import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'आरती': traditional aartis, and the mantras sung with them. */
export const aartiHymns: SeedContent[] = hymns('aarti', [
  {
    // Pandit Shardha Ram Phillauri (1837–1881).
    titlePrimary: 'आरती.ॐ जय जगदीश हरे',
    titleSecondary: 'Om Jai Jagdish Hare',
    showSecondary: 'Y',
    audioPath: '/media/tanpura-drone-d.mp3',
    bookPgNo: 40,
    contentPrimary: text(`
ॐ जय जगदीश हरे, स्वामी जय जगदीश हरे ।
भक्त जनों के संकट, दास जनों के संकट, क्षण में दूर करे ॥
ॐ जय जगदीश हरे ॥

जो ध्यावे फल पावे, दुःख बिनसे मन का, स्वामी दुःख बिनसे मन का ।
सुख सम्पति घर आवे, कष्ट मिटे तन का ॥
ॐ जय जगदीश हरे ॥

मात पिता तुम मेरे, शरण गहूँ मैं किसकी, स्वामी शरण गहूँ मैं किसकी ।
तुम बिन और न दूजा, आस करूँ मैं जिसकी ॥
ॐ जय जगदीश हरे ॥

तुम पूरण परमात्मा, तुम अन्तर्यामी, स्वामी तुम अन्तर्यामी ।
पारब्रह्म परमेश्वर, तुम सब के स्वामी ॥
ॐ जय जगदीश हरे ॥

तुम करुणा के सागर, तुम पालनकर्ता, स्वामी तुम पालनकर्ता ।
मैं मूरख फलकामी, मैं सेवक तुम स्वामी, कृपा करो भर्ता ॥
ॐ जय जगदीश हरे ॥

तुम हो एक अगोचर, सबके प्राणपति, स्वामी सबके प्राणपति ।
किस विधि मिलूँ दयामय, तुमको मैं कुमति ॥
ॐ जय जगदीश हरे ॥

दीनबन्धु दुखहर्ता, ठाकुर तुम मेरे, स्वामी रक्षक तुम मेरे ।
अपने हाथ उठाओ, अपने शरण लगाओ, द्वार पड़ा तेरे ॥
ॐ जय जगदीश हरे ॥

विषय विकार मिटाओ, पाप हरो देवा, स्वामी पाप हरो देवा ।
श्रद्धा भक्ति बढ़ाओ, सन्तन की सेवा ॥
ॐ जय जगदीश हरे ॥

तन मन धन सब कुछ है तेरा, स्वामी सब कुछ है तेरा ।
तेरा तुझको अर्पण, क्या लागे मेरा ॥
ॐ जय जगदीश हरे ॥
`),
    contentSecondary: text(`
Om jai Jagdish hare, swami jai Jagdish hare
Bhakt janon ke sankat, das janon ke sankat, kshan mein door kare
Om jai Jagdish hare

Jo dhyave phal pave, dukh binse man ka, swami dukh binse man ka
Sukh sampati ghar aave, kasht mite tan ka
Om jai Jagdish hare

Mat pita tum mere, sharan gahun main kiski, swami sharan gahun main kiski
Tum bin aur na dooja, aas karun main jiski
Om jai Jagdish hare

Tum pooran Parmatma, tum antaryami, swami tum antaryami
Parbrahm Parmeshwar, tum sab ke swami
Om jai Jagdish hare

Tum karuna ke sagar, tum palankarta, swami tum palankarta
Main moorakh phalkami, main sevak tum swami, kripa karo bharta
Om jai Jagdish hare

Tum ho ek agochar, sabke pranpati, swami sabke pranpati
Kis vidhi milun dayamay, tumko main kumati
Om jai Jagdish hare

Deenbandhu dukhharta, thakur tum mere, swami rakshak tum mere
Apne hath uthao, apne sharan lagao, dwar pada tere
Om jai Jagdish hare

Vishay vikar mitao, pap haro deva, swami pap haro deva
Shraddha bhakti badhao, santan ki seva
Om jai Jagdish hare

Tan man dhan sab kuchh hai tera, swami sab kuchh hai tera
Tera tujhko arpan, kya lage mera
Om jai Jagdish hare
`),
  },
  {
    // Traditional; the last stanza names Surdas ("सूर श्याम").
    titlePrimary: 'आरती.जय गणेश जय गणेश देवा',
    titleSecondary: 'Jai Ganesh Jai Ganesh Deva',
    showSecondary: 'Y',
    bookPgNo: 41,
    contentPrimary: text(`
जय गणेश जय गणेश जय गणेश देवा ।
माता जाकी पार्वती पिता महादेवा ॥

एक दंत दयावंत चार भुजा धारी ।
माथे सिंदूर सोहे मूसे की सवारी ॥
जय गणेश जय गणेश जय गणेश देवा ॥

पान चढ़े फूल चढ़े और चढ़े मेवा ।
लड्डुअन का भोग लगे संत करें सेवा ॥
जय गणेश जय गणेश जय गणेश देवा ॥

अंधन को आँख देत कोढ़िन को काया ।
बाँझन को पुत्र देत निर्धन को माया ॥
जय गणेश जय गणेश जय गणेश देवा ॥

सूर श्याम शरण आए सफल कीजे सेवा ।
माता जाकी पार्वती पिता महादेवा ॥
जय गणेश जय गणेश जय गणेश देवा ॥
`),
    contentSecondary: text(`
Jai Ganesh jai Ganesh jai Ganesh deva
Mata jaki Parvati pita Mahadeva

Ek dant dayavant char bhuja dhari
Mathe sindoor sohe moose ki savari
Jai Ganesh jai Ganesh jai Ganesh deva

Paan chadhe phool chadhe aur chadhe meva
Ladduan ka bhog lage sant karen seva
Jai Ganesh jai Ganesh jai Ganesh deva

Andhan ko aankh det kodhin ko kaya
Banjhan ko putra det nirdhan ko maya
Jai Ganesh jai Ganesh jai Ganesh deva

Soor Shyam sharan aae saphal keeje seva
Mata jaki Parvati pita Mahadeva
Jai Ganesh jai Ganesh jai Ganesh deva
`),
  },
  {
    // Traditional. Its video is a short generated clip in /media (see scripts/generate-seed-media.sh).
    titlePrimary: 'आरती.आरती कुंजबिहारी की',
    titleSecondary: 'Aarti Kunj Bihari Ki',
    showSecondary: 'Y',
    videoPath: '/media/aarti-kunj-bihari.mp4',
    bookPgNo: 42,
    contentPrimary: text(`
आरती कुंजबिहारी की, श्री गिरिधर कृष्णमुरारी की ॥

गले में बैजंती माला, बजावै मुरली मधुर बाला ।
श्रवण में कुण्डल झलकाला, नंद के आनंद नंदलाला ।
गगन सम अंग कांति काली, राधिका चमक रही आली ।
लतन में ठाढ़े बनमाली, भ्रमर सी अलक, कस्तूरी तिलक, चंद्र सी झलक,
ललित छवि श्यामा प्यारी की ॥
आरती कुंजबिहारी की, श्री गिरिधर कृष्णमुरारी की ॥

कनकमय मोर मुकुट बिलसै, देवता दरसन को तरसैं ।
गगन सों सुमन रासि बरसै ।
बजे मुरचंग, मधुर मिरदंग, ग्वालिन संग,
अतुल रति गोप कुमारी की ॥
आरती कुंजबिहारी की, श्री गिरिधर कृष्णमुरारी की ॥

जहाँ ते प्रकट भई गंगा, सकल मन हारिणि श्री गंगा ।
स्मरन ते होत मोह भंगा ।
बसी शिव सीस, जटा के बीच, हरै अघ कीच,
चरन छवि श्रीबनवारी की ॥
आरती कुंजबिहारी की, श्री गिरिधर कृष्णमुरारी की ॥

चमकती उज्ज्वल तट रेनू, बज रही वृंदावन बेनू ।
चहुँ दिसि गोपि ग्वाल धेनू ।
हँसत मृदु मंद, चाँदनी चंद, कटत भव फंद,
टेर सुन दीन दुखारी की ॥
आरती कुंजबिहारी की, श्री गिरिधर कृष्णमुरारी की ॥
`),
    contentSecondary: text(`
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki

Gale mein baijanti mala, bajavai murali madhur bala
Shravan mein kundal jhalkala, Nand ke anand Nandlala
Gagan sam ang kanti kali, Radhika chamak rahi aali
Latan mein thadhe Banmali, bhramar si alak, kasturi tilak, chandra si jhalak
Lalit chhavi Shyama pyari ki
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki

Kanakmay mor mukut bilsai, devta darsan ko tarsain
Gagan son suman rasi barsai
Baje murchang, madhur mirdang, gvalin sang
Atul rati Gop kumari ki
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki

Jahan te prakat bhai Ganga, sakal man harini Shri Ganga
Smaran te hot moh bhanga
Basi Shiv sees, jata ke beech, harai agh keech
Charan chhavi Shri Banwari ki
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki

Chamakti ujjval tat renu, baj rahi Vrindavan benu
Chahun disi gopi gvaal dhenu
Hansat mridu mand, chandni chand, katat bhav phand
Ter sun deen dukhari ki
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki
`),
  },
  {
    titlePrimary: 'आरती.आरती कीजै हनुमान लला की',
    titleSecondary: 'Aarti Keeje Hanuman Lala Ki',
    showSecondary: 'Y',
    bookPgNo: 43,
    contentPrimary: text(`
आरती कीजै हनुमान लला की ।
दुष्ट दलन रघुनाथ कला की ॥

जाके बल से गिरिवर काँपे ।
रोग दोष जाके निकट न झाँके ॥
अंजनि पुत्र महाबलदायी ।
संतन के प्रभु सदा सहाई ॥

दे बीरा रघुनाथ पठाए ।
लंका जारि सिया सुधि लाए ॥
लंका सो कोट समुद्र सी खाई ।
जात पवनसुत बार न लाई ॥

लंका जारि असुर संहारे ।
सियारामजी के काज सँवारे ॥
लक्ष्मण मूर्छित पड़े सकारे ।
आनि संजीवन प्राण उबारे ॥

पैठि पाताल तोरि जम कारे ।
अहिरावण की भुजा उखारे ॥
बाएँ भुजा असुरदल मारे ।
दाहिने भुजा संतजन तारे ॥

सुर नर मुनि आरती उतारें ।
जय जय जय हनुमान उचारें ॥
कंचन थार कपूर लौ छाई ।
आरती करत अंजना माई ॥

जो हनुमानजी की आरती गावे ।
बसि बैकुण्ठ परम पद पावे ॥
आरती कीजै हनुमान लला की ।
दुष्ट दलन रघुनाथ कला की ॥
`),
    contentSecondary: text(`
Aarti keejai Hanuman Lala ki
Dusht dalan Raghunath kala ki

Jake bal se girivar kanpe
Rog dosh jake nikat na jhanke
Anjani putra mahabaldayi
Santan ke prabhu sada sahai

De beera Raghunath pathae
Lanka jari Siya sudhi lae
Lanka so kot samudra si khai
Jat Pavansut bar na lai

Lanka jari asur sanhare
Siyaramji ke kaj sanvare
Lakshman moorchhit pade sakare
Aani Sanjivan pran ubare

Paithi patal tori jam kare
Ahiravan ki bhuja ukhare
Baen bhuja asurdal mare
Dahine bhuja santjan tare

Sur nar muni aarti utaren
Jai jai jai Hanuman ucharen
Kanchan thar kapoor lau chhai
Aarti karat Anjana mai

Jo Hanumanji ki aarti gave
Basi Baikunth param pad pave
Aarti keejai Hanuman Lala ki
Dusht dalan Raghunath kala ki
`),
  },
  {
    // Traditional; the last stanza names Shivanand Swami.
    titlePrimary: 'आरती.ॐ जय शिव ओंकारा',
    titleSecondary: 'Om Jai Shiv Omkara',
    showSecondary: 'Y',
    bookPgNo: 44,
    contentPrimary: text(`
ॐ जय शिव ओंकारा, स्वामी जय शिव ओंकारा ।
ब्रह्मा विष्णु सदाशिव, अर्द्धांगी धारा ॥
ॐ जय शिव ओंकारा ॥

एकानन चतुरानन पंचानन राजे ।
हंसासन गरुड़ासन वृषवाहन साजे ॥
ॐ जय शिव ओंकारा ॥

दो भुज चार चतुर्भुज दसभुज अति सोहे ।
त्रिगुण रूप निरखते त्रिभुवन जन मोहे ॥
ॐ जय शिव ओंकारा ॥

अक्षमाला वनमाला मुण्डमाला धारी ।
त्रिपुरारी कंसारी कर माला धारी ॥
ॐ जय शिव ओंकारा ॥

श्वेताम्बर पीताम्बर बाघम्बर अंगे ।
सनकादिक गरुड़ादिक भूतादिक संगे ॥
ॐ जय शिव ओंकारा ॥

कर के मध्य कमण्डलु चक्र त्रिशूलधारी ।
सुखकारी दुखहारी जगपालन कारी ॥
ॐ जय शिव ओंकारा ॥

ब्रह्मा विष्णु सदाशिव जानत अविवेका ।
प्रणवाक्षर में शोभित ये तीनों एका ॥
ॐ जय शिव ओंकारा ॥

त्रिगुणस्वामी जी की आरती जो कोई नर गावे ।
कहत शिवानन्द स्वामी मनवांछित फल पावे ॥
ॐ जय शिव ओंकारा ॥
`),
    contentSecondary: text(`
Om jai Shiv Omkara, swami jai Shiv Omkara
Brahma Vishnu Sadashiv, arddhangi dhara
Om jai Shiv Omkara

Ekanan chaturanan panchanan raje
Hansasan Garudasan vrishvahan saje
Om jai Shiv Omkara

Do bhuj char chaturbhuj dasbhuj ati sohe
Trigun roop nirakhte tribhuvan jan mohe
Om jai Shiv Omkara

Akshamala vanmala mundmala dhari
Tripurari Kansari kar mala dhari
Om jai Shiv Omkara

Shvetambar peetambar baghambar ange
Sanakadik Garudadik bhootadik sange
Om jai Shiv Omkara

Kar ke madhya kamandalu chakra trishooldhari
Sukhkari dukhhari jagpalan kari
Om jai Shiv Omkara

Brahma Vishnu Sadashiv janat aviveka
Pranavakshar mein shobhit ye teenon eka
Om jai Shiv Omkara

Trigunswami ji ki aarti jo koi nar gave
Kahat Shivanand swami manvanchhit phal pave
Om jai Shiv Omkara
`),
  },
  {
    // Traditional; the last stanza names Shivanand Swami.
    titlePrimary: 'आरती.जय अम्बे गौरी',
    titleSecondary: 'Jai Ambe Gauri',
    bookPgNo: 45,
    contentPrimary: text(`
जय अम्बे गौरी, मैया जय श्यामा गौरी ।
तुमको निशदिन ध्यावत, हरि ब्रह्मा शिवरी ॥
जय अम्बे गौरी ॥

माँग सिंदूर विराजत, टीको मृगमद को ।
उज्ज्वल से दोउ नैना, चंद्रवदन नीको ॥

कनक समान कलेवर, रक्ताम्बर राजै ।
रक्तपुष्प गल माला, कंठन पर साजै ॥

केहरि वाहन राजत, खड्ग खप्पर धारी ।
सुर-नर-मुनिजन सेवत, तिनके दुखहारी ॥

कानन कुण्डल शोभित, नासाग्रे मोती ।
कोटिक चंद्र दिवाकर, सम राजत ज्योती ॥

शुंभ-निशुंभ बिदारे, महिषासुर घाती ।
धूम्र विलोचन नैना, निशदिन मदमाती ॥

चण्ड-मुण्ड संहारे, शोणित बीज हरे ।
मधु-कैटभ दोउ मारे, सुर भयहीन करे ॥

ब्रह्माणी रुद्राणी, तुम कमला रानी ।
आगम निगम बखानी, तुम शिव पटरानी ॥

चौंसठ योगिनी गावत, नृत्य करत भैरों ।
बाजत ताल मृदंगा, अरु बाजत डमरू ॥

तुम ही जग की माता, तुम ही हो भरता ।
भक्तन की दुख हरता, सुख संपति करता ॥

भुजा चार अति शोभित, वर मुद्रा धारी ।
मनवांछित फल पावत, सेवत नर नारी ॥

कंचन थाल विराजत, अगर कपूर बाती ।
श्रीमालकेतु में राजत, कोटि रतन ज्योती ॥

श्री अम्बेजी की आरती, जो कोई नर गावे ।
कहत शिवानंद स्वामी, सुख संपति पावे ॥
जय अम्बे गौरी ॥
`),
    contentSecondary: text(`
Jai Ambe Gauri, maiya jai Shyama Gauri
Tumko nishdin dhyavat, Hari Brahma Shivri
Jai Ambe Gauri

Maang sindoor virajat, teeko mrigmad ko
Ujjval se dou naina, chandravadan neeko

Kanak saman kalevar, raktambar rajai
Raktapushp gal mala, kanthan par sajai

Kehari vahan rajat, khadag khappar dhari
Sur-nar-munijan sevat, tinke dukhhari

Kanan kundal shobhit, nasagre moti
Kotik chandra divakar, sam rajat jyoti

Shumbh-Nishumbh bidare, Mahishasur ghati
Dhoomra vilochan naina, nishdin madmati

Chand-Mund sanhare, Shonit Beej hare
Madhu-Kaitabh dou mare, sur bhayheen kare

Brahmani Rudrani, tum Kamla rani
Agam nigam bakhani, tum Shiv patrani

Chaunsath yogini gavat, nritya karat Bhairon
Bajat taal mridanga, aru bajat damroo

Tum hi jag ki mata, tum hi ho bharta
Bhaktan ki dukh harta, sukh sampati karta

Bhuja char ati shobhit, var mudra dhari
Manvanchhit phal pavat, sevat nar nari

Kanchan thal virajat, agar kapoor bati
Shrimalketu mein rajat, koti ratan jyoti

Shri Ambeji ki aarti, jo koi nar gave
Kahat Shivanand swami, sukh sampati pave
Jai Ambe Gauri
`),
  },
  {
    titlePrimary: 'आरती.ॐ जय लक्ष्मी माता',
    titleSecondary: 'Om Jai Lakshmi Mata',
    bookPgNo: 46,
    contentPrimary: text(`
ॐ जय लक्ष्मी माता, मैया जय लक्ष्मी माता ।
तुमको निसदिन सेवत, हर विष्णु विधाता ॥
ॐ जय लक्ष्मी माता ॥

उमा रमा ब्रह्माणी, तुम ही जग माता ।
सूर्य चन्द्रमा ध्यावत, नारद ऋषि गाता ॥

दुर्गा रूप निरंजनी, सुख सम्पत्ति दाता ।
जो कोई तुमको ध्यावत, ऋद्धि सिद्धि धन पाता ॥

तुम पाताल निवासिनि, तुम ही शुभदाता ।
कर्म प्रभाव प्रकाशिनी, भवनिधि की त्राता ॥

जिस घर में तुम रहतीं, सब सद्गुण आता ।
सब सम्भव हो जाता, मन नहीं घबराता ॥

तुम बिन यज्ञ न होते, वस्त्र न कोई पाता ।
खान पान का वैभव, सब तुमसे आता ॥

शुभ गुण मन्दिर सुन्दर, क्षीरोदधि जाता ।
रत्न चतुर्दश तुम बिन, कोई नहीं पाता ॥

महालक्ष्मीजी की आरती, जो कोई जन गाता ।
उर आनन्द समाता, पाप उतर जाता ॥
ॐ जय लक्ष्मी माता ॥
`),
    contentSecondary: text(`
Om jai Lakshmi mata, maiya jai Lakshmi mata
Tumko nisdin sevat, Har Vishnu Vidhata
Om jai Lakshmi mata

Uma Rama Brahmani, tum hi jag mata
Soorya chandrama dhyavat, Narad rishi gata

Durga roop niranjani, sukh sampatti data
Jo koi tumko dhyavat, riddhi siddhi dhan pata

Tum patal nivasini, tum hi shubhdata
Karm prabhav prakashini, bhavnidhi ki trata

Jis ghar mein tum rahtin, sab sadgun aata
Sab sambhav ho jata, man nahin ghabrata

Tum bin yagya na hote, vastra na koi pata
Khan paan ka vaibhav, sab tumse aata

Shubh gun mandir sundar, ksheerodadhi jata
Ratna chaturdash tum bin, koi nahin pata

Mahalakshmiji ki aarti, jo koi jan gata
Ur anand samata, pap utar jata
Om jai Lakshmi mata
`),
  },
  {
    // Sanskrit shloka sung at the close of an aarti.
    titlePrimary: 'मंत्र.कर्पूरगौरं करुणावतारं',
    titleSecondary: 'Karpur Gauram Karunavataram',
    showSecondary: 'Y',
    bookPgNo: 47,
    contentPrimary: text(`
कर्पूरगौरं करुणावतारं
संसारसारं भुजगेन्द्रहारम् ।
सदा वसन्तं हृदयारविन्दे
भवं भवानीसहितं नमामि ॥
`),
    contentSecondary: text(`
Karpur gauram karunavataram
Sansar saram bhujagendra haram
Sada vasantam hridayaravinde
Bhavam Bhavani sahitam namami
`),
  },
  {
    // Rigveda 3.62.10.
    titlePrimary: 'मंत्र.गायत्री मंत्र',
    titleSecondary: 'Gayatri Mantra',
    showSecondary: 'Y',
    bookPgNo: 48,
    contentPrimary: text(`
ॐ भूर्भुवः स्वः
तत्सवितुर्वरेण्यं
भर्गो देवस्य धीमहि
धियो यो नः प्रचोदयात् ॥
`),
    contentSecondary: text(`
Om bhur bhuvah svah
Tat savitur varenyam
Bhargo devasya dhimahi
Dhiyo yo nah prachodayat
`),
  },
  {
    // A draft: the mantra with its meaning in Hindi, hidden ('N') until the editors decide whether
    // meanings get their own entries.
    titlePrimary: 'मंत्र.गायत्री मंत्र (अर्थ सहित)',
    titleSecondary: 'Gayatri Mantra (with meaning)',
    displayFlag: 'N',
    contentPrimary: text(`
ॐ भूर्भुवः स्वः
तत्सवितुर्वरेण्यं
भर्गो देवस्य धीमहि
धियो यो नः प्रचोदयात् ॥

अर्थ
उस प्राणस्वरूप, दुःखनाशक, सुखस्वरूप, श्रेष्ठ, तेजस्वी, पापनाशक, देवस्वरूप परमात्मा को हम अपनी अन्तरात्मा में धारण करें ।
वह परमात्मा हमारी बुद्धि को सन्मार्ग में प्रेरित करे ॥
`),
    contentSecondary: text(`
Om bhur bhuvah svah
Tat savitur varenyam
Bhargo devasya dhimahi
Dhiyo yo nah prachodayat

Meaning
We meditate on that life-giving, sorrow-destroying, blissful, most excellent, radiant, sin-destroying divine Being, and hold Him within us.
May He inspire our intellect towards the right path.
`),
  },
  {
    // Samarth Ramdas (1608–1681), in Marathi; no editors' transliteration yet.
    titlePrimary: 'आरती.सुखकर्ता दुखहर्ता',
    titleSecondary: 'Sukhkarta Dukhharta',
    bookPgNo: 49,
    contentPrimary: text(`
सुखकर्ता दुखहर्ता वार्ता विघ्नाची ।
नुरवी पुरवी प्रेम कृपा जयाची ।
सर्वांगी सुंदर उटी शेंदुराची ।
कंठी झळके माळ मुक्ताफळांची ॥
जय देव जय देव जय मंगलमूर्ती ।
दर्शनमात्रे मनकामना पुरती ॥

रत्नखचित फरा तुज गौरीकुमरा ।
चंदनाची उटी कुंकुमकेशरा ।
हिरेजडित मुकुट शोभतो बरा ।
रुणझुणती नूपुरे चरणी घागरिया ॥
जय देव जय देव जय मंगलमूर्ती ।
दर्शनमात्रे मनकामना पुरती ॥

लंबोदर पीतांबर फणिवरबंधना ।
सरळ सोंड वक्रतुंड त्रिनयना ।
दास रामाचा वाट पाहे सदना ।
संकटी पावावे निर्वाणी रक्षावे सुरवरवंदना ॥
जय देव जय देव जय मंगलमूर्ती ।
दर्शनमात्रे मनकामना पुरती ॥
`),
    contentSecondary: null,
  },
  {
    // Traditional Sanskrit shlokas to Ganesha, said before a puja; no editors' transliteration yet.
    titlePrimary: 'मंत्र.वक्रतुण्ड महाकाय',
    titleSecondary: 'Vakratunda Mahakaya',
    bookPgNo: 50,
    contentPrimary: text(`
वक्रतुण्ड महाकाय सूर्यकोटि समप्रभ ।
निर्विघ्नं कुरु मे देव सर्वकार्येषु सर्वदा ॥

गजाननं भूतगणादिसेवितं कपित्थजम्बूफलचारुभक्षणम् ।
उमासुतं शोकविनाशकारकं नमामि विघ्नेश्वरपादपङ्कजम् ॥
`),
    contentSecondary: null,
  },
]);
