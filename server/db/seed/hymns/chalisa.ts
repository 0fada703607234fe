import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'चालीसा और स्तुति': chalisas (forty chaupais with dohas) and hymns of praise to Hanuman. */
export const chalisaHymns: SeedContent[] = hymns('chalisa', [
  {
    // Goswami Tulsidas (16th c.), complete with the opening and closing dohas.
    titlePrimary: 'चालीसा.श्री हनुमान चालीसा',
    titleSecondary: 'Shri Hanuman Chalisa',
    showSecondary: 'Y',
    audioPath: '/media/tanpura-drone-c.mp3',
    imagePath: '/static/subcategoryimg/chalisa.png',
    bookPgNo: 12,
    contentPrimary: text(`
दोहा
श्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि ।
बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि ॥
बुद्धिहीन तनु जानिके, सुमिरौं पवन-कुमार ।
बल बुधि बिद्या देहु मोहिं, हरहु कलेस बिकार ॥

चौपाई
जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥
राम दूत अतुलित बल धामा । अंजनि-पुत्र पवनसुत नामा ॥
महाबीर बिक्रम बजरंगी । कुमति निवार सुमति के संगी ॥
कंचन बरन बिराज सुबेसा । कानन कुंडल कुंचित केसा ॥

हाथ बज्र औ ध्वजा बिराजै । काँधे मूँज जनेऊ साजै ॥
संकर सुवन केसरीनंदन । तेज प्रताप महा जग बंदन ॥
बिद्यावान गुनी अति चातुर । राम काज करिबे को आतुर ॥
प्रभु चरित्र सुनिबे को रसिया । राम लखन सीता मन बसिया ॥

सूक्ष्म रूप धरि सियहिं दिखावा । बिकट रूप धरि लंक जरावा ॥
भीम रूप धरि असुर सँहारे । रामचंद्र के काज सँवारे ॥
लाय सजीवन लखन जियाये । श्रीरघुबीर हरषि उर लाये ॥
रघुपति कीन्ही बहुत बड़ाई । तुम मम प्रिय भरतहि सम भाई ॥

सहस बदन तुम्हरो जस गावैं । अस कहि श्रीपति कंठ लगावैं ॥
सनकादिक ब्रह्मादि मुनीसा । नारद सारद सहित अहीसा ॥
जम कुबेर दिगपाल जहाँ ते । कबि कोबिद कहि सके कहाँ ते ॥
तुम उपकार सुग्रीवहिं कीन्हा । राम मिलाय राज पद दीन्हा ॥

तुम्हरो मंत्र बिभीषन माना । लंकेस्वर भए सब जग जाना ॥
जुग सहस्र जोजन पर भानू । लील्यो ताहि मधुर फल जानू ॥
प्रभु मुद्रिका मेलि मुख माहीं । जलधि लाँघि गये अचरज नाहीं ॥
दुर्गम काज जगत के जेते । सुगम अनुग्रह तुम्हरे तेते ॥

राम दुआरे तुम रखवारे । होत न आज्ञा बिनु पैसारे ॥
सब सुख लहै तुम्हारी सरना । तुम रच्छक काहू को डर ना ॥
आपन तेज सम्हारो आपै । तीनों लोक हाँक तें काँपै ॥
भूत पिसाच निकट नहिं आवै । महाबीर जब नाम सुनावै ॥

नासै रोग हरै सब पीरा । जपत निरंतर हनुमत बीरा ॥
संकट तें हनुमान छुड़ावै । मन क्रम बचन ध्यान जो लावै ॥
सब पर राम तपस्वी राजा । तिन के काज सकल तुम साजा ॥
और मनोरथ जो कोई लावै । सोइ अमित जीवन फल पावै ॥

चारों जुग परताप तुम्हारा । है परसिद्ध जगत उजियारा ॥
साधु संत के तुम रखवारे । असुर निकंदन राम दुलारे ॥
अष्ट सिद्धि नौ निधि के दाता । अस बर दीन जानकी माता ॥
राम रसायन तुम्हरे पासा । सदा रहो रघुपति के दासा ॥

तुम्हरे भजन राम को पावै । जनम जनम के दुख बिसरावै ॥
अंत काल रघुबर पुर जाई । जहाँ जन्म हरि-भक्त कहाई ॥
और देवता चित्त न धरई । हनुमत सेइ सर्ब सुख करई ॥
संकट कटै मिटै सब पीरा । जो सुमिरै हनुमत बलबीरा ॥

जै जै जै हनुमान गोसाईं । कृपा करहु गुरुदेव की नाईं ॥
जो सत बार पाठ कर कोई । छूटहि बंदि महा सुख होई ॥
जो यह पढ़ै हनुमान चालीसा । होय सिद्धि साखी गौरीसा ॥
तुलसीदास सदा हरि चेरा । कीजै नाथ हृदय महँ डेरा ॥

दोहा
पवनतनय संकट हरन, मंगल मूरति रूप ।
राम लखन सीता सहित, हृदय बसहु सुर भूप ॥
`),
    contentSecondary: text(`
Doha
Shri Guru charan saroj raj, nij manu mukuru sudhari
Barnaun Raghubar bimal jasu, jo dayaku phal chari
Buddhiheen tanu janike, sumiraun Pavan-kumar
Bal budhi bidya dehu mohin, harahu kales bikar

Chaupai
Jai Hanuman gyan gun sagar, jai Kapis tihun lok ujagar
Ram doot atulit bal dhama, Anjani-putra Pavansut nama
Mahabir bikram Bajrangi, kumati nivar sumati ke sangi
Kanchan baran biraj subesa, kanan kundal kunchit kesa

Hath bajra au dhvaja birajai, kandhe moonj janeu sajai
Sankar suvan Kesarinandan, tej pratap maha jag bandan
Bidyavan guni ati chatur, Ram kaj karibe ko atur
Prabhu charitra sunibe ko rasiya, Ram Lakhan Sita man basiya

Sukshma roop dhari Siyahin dikhava, bikat roop dhari Lank jarava
Bheem roop dhari asur sanhare, Ramchandra ke kaj sanvare
Laye Sajivan Lakhan jiyaye, Shri Raghubir harashi ur laye
Raghupati kinhi bahut badai, tum mam priya Bharatahi sam bhai

Sahas badan tumhro jas gavain, as kahi Shripati kanth lagavain
Sanakadik Brahmadi munisa, Narad Sarad sahit Ahisa
Jam Kuber Digpal jahan te, kabi kobid kahi sake kahan te
Tum upkar Sugrivahin kinha, Ram milaye raj pad dinha

Tumhro mantra Bibhishan mana, Lankeswar bhae sab jag jana
Jug sahastra jojan par bhanu, leelyo tahi madhur phal janu
Prabhu mudrika meli mukh mahin, jaladhi langhi gaye achraj nahin
Durgam kaj jagat ke jete, sugam anugrah tumhre tete

Ram duare tum rakhvare, hot na agya binu paisare
Sab sukh lahai tumhari sarna, tum rachchhak kahu ko dar na
Apan tej samharo apai, teenon lok hank ten kanpai
Bhoot pisach nikat nahin avai, Mahabir jab naam sunavai

Nasai rog harai sab peera, japat nirantar Hanumat beera
Sankat ten Hanuman chhudavai, man kram bachan dhyan jo lavai
Sab par Ram tapasvi raja, tin ke kaj sakal tum saja
Aur manorath jo koi lavai, soi amit jivan phal pavai

Charon jug partap tumhara, hai parsiddh jagat ujiyara
Sadhu sant ke tum rakhvare, asur nikandan Ram dulare
Ashta siddhi nau nidhi ke data, as bar deen Janaki mata
Ram rasayan tumhre pasa, sada raho Raghupati ke dasa

Tumhre bhajan Ram ko pavai, janam janam ke dukh bisravai
Ant kaal Raghubar pur jai, jahan janma Hari-bhakt kahai
Aur devta chitt na dharai, Hanumat sei sarb sukh karai
Sankat katai mitai sab peera, jo sumirai Hanumat balbeera

Jai jai jai Hanuman Gosain, kripa karahu gurudev ki nain
Jo sat bar path kar koi, chhootahi bandi maha sukh hoi
Jo yah padhai Hanuman Chalisa, hoye siddhi sakhi Gaurisa
Tulsidas sada Hari chera, keejai nath hriday mahan dera

Doha
Pavantanay sankat haran, mangal murati roop
Ram Lakhan Sita sahit, hriday basahu sur bhoop
`),
  },
  {
    // Traditional; the closing doha names Ayodhyadas. Marked Under Review until proofread against a
    // printed edition: a few lines (marked in the report) vary between editions.
    titlePrimary: 'चालीसा.श्री शिव चालीसा',
    titleSecondary: 'Shri Shiv Chalisa',
    displayFlag: 'R',
    bookPgNo: 18,
    contentPrimary: text(`
दोहा
जय गणेश गिरिजा सुवन, मंगल मूल सुजान ।
कहत अयोध्यादास तुम, देहु अभय वरदान ॥

चौपाई
जय गिरिजा पति दीन दयाला । सदा करत सन्तन प्रतिपाला ॥
भाल चन्द्रमा सोहत नीके । कानन कुण्डल नागफनी के ॥
अंग गौर शिर गंग बहाये । मुण्डमाल तन क्षार लगाए ॥
वस्त्र खाल बाघम्बर सोहे । छवि को देखि नाग मन मोहे ॥

मैना मातु की ह्वै दुलारी । बाम अंग सोहत छवि न्यारी ॥
कर त्रिशूल सोहत छवि भारी । करत सदा शत्रुन क्षयकारी ॥
नन्दि गणेश सोहै तहँ कैसे । सागर मध्य कमल हैं जैसे ॥
कार्तिक श्याम और गणराऊ । या छवि को कहि जात न काऊ ॥

देवन जबहीं जाय पुकारा । तब ही दुख प्रभु आप निवारा ॥
किया उपद्रव तारक भारी । देवन सब मिलि तुमहिं जुहारी ॥
तुरत षडानन आप पठायउ । लवनिमेष महँ मारि गिरायउ ॥
आप जलंधर असुर संहारा । सुयश तुम्हार विदित संसारा ॥

त्रिपुरासुर सन युद्ध मचाई । सबहिं कृपा कर लीन बचाई ॥
किया तपहिं भागीरथ भारी । पुरब प्रतिज्ञा तासु पुरारी ॥
दानिन महँ तुम सम कोउ नाहीं । सेवक स्तुति करत सदाहीं ॥
वेद नाम महिमा तव गाई । अकथ अनादि भेद नहिं पाई ॥

प्रकटी उदधि मंथन में ज्वाला । जरत सुरासुर भए विहाला ॥
कीन्ही दया तहँ करी सहाई । नीलकण्ठ तब नाम कहाई ॥
पूजन रामचन्द्र जब कीन्हा । जीत के लंक विभीषण दीन्हा ॥
सहस कमल में हो रहे धारी । कीन्ह परीक्षा तबहिं पुरारी ॥

एक कमल प्रभु राखेउ जोई । कमल नयन पूजन चहँ सोई ॥
कठिन भक्ति देखी प्रभु शंकर । भए प्रसन्न दिए इच्छित वर ॥
जय जय जय अनन्त अविनाशी । करत कृपा सब के घटवासी ॥
दुष्ट सकल नित मोहि सतावै । भ्रमत रहौं मोहि चैन न आवै ॥

त्राहि त्राहि मैं नाथ पुकारो । येहि अवसर मोहि आन उबारो ॥
लै त्रिशूल शत्रुन को मारो । संकट ते मोहि आन उबारो ॥
मात-पिता भ्राता सब होई । संकट में पूछत नहिं कोई ॥
स्वामी एक है आस तुम्हारी । आय हरहु मम संकट भारी ॥

धन निर्धन को देत सदा हीं । जो कोई जांचे सो फल पाहीं ॥
अस्तुति केहि विधि करैं तुम्हारी । क्षमहु नाथ अब चूक हमारी ॥
शंकर हो संकट के नाशन । मंगल कारण विघ्न विनाशन ॥
योगी यति मुनि ध्यान लगावैं । शारद नारद शीश नवावैं ॥

नमो नमो जय नमः शिवाय । सुर ब्रह्मादिक पार न पाय ॥
जो यह पाठ करे मन लाई । ता पर होत है शम्भु सहाई ॥
ऋनियाँ जो कोई हो अधिकारी । पाठ करे सो पावन हारी ॥
पुत्र हीन कर इच्छा जोई । निश्चय शिव प्रसाद तेहि होई ॥

पण्डित त्रयोदशी को लावे । ध्यान पूर्वक होम करावे ॥
त्रयोदशी व्रत करै हमेशा । ताके तन नहीं रहै कलेशा ॥
धूप दीप नैवेद्य चढ़ावे । शंकर सम्मुख पाठ सुनावे ॥
जन्म जन्म के पाप नसावे । अन्त धाम शिवपुर में पावे ॥
कहैं अयोध्यादास आस तुम्हारी । जानि सकल दुःख हरहु हमारी ॥

दोहा
नित्त नेम कर प्रातः ही, पाठ करौं चालीसा ।
तुम मेरी मनोकामना, पूर्ण करो जगदीश ॥
मगसर छठि हेमन्त ऋतु, संवत चौसठ जान ।
अस्तुति चालीसा शिवहि, पूर्ण कीन कल्याण ॥
`),
    contentSecondary: text(`
Doha
Jai Ganesh Girija suvan, mangal mool sujan
Kahat Ayodhyadas tum, dehu abhay vardan

Chaupai
Jai Girija pati deen dayala, sada karat santan pratipala
Bhal chandrama sohat neeke, kanan kundal nagaphani ke
Ang gaur shir Gang bahaye, mundmal tan kshar lagaye
Vastra khal baghambar sohe, chhavi ko dekhi naag man mohe

Maina matu ki hvai dulari, bam ang sohat chhavi nyari
Kar trishool sohat chhavi bhari, karat sada shatrun kshaykari
Nandi Ganesh sohai tahan kaise, sagar madhya kamal hain jaise
Kartik Shyam aur Ganrau, ya chhavi ko kahi jat na kau

Devan jabahin jaye pukara, tab hi dukh prabhu aap nivara
Kiya upadrav Tarak bhari, devan sab mili tumahin juhari
Turat Shadanan aap pathayau, lavnimesh mahan mari girayau
Aap Jalandhar asur sanhara, suyash tumhar vidit sansara

Tripurasur san yuddh machai, sabahin kripa kar leen bachai
Kiya tapahin Bhagirath bhari, purab pratigya tasu Purari
Danin mahan tum sam kou nahin, sevak stuti karat sadahin
Ved naam mahima tav gai, akath anadi bhed nahin pai

Prakati udadhi manthan mein jvala, jarat surasur bhae vihala
Keenhi daya tahan kari sahai, Neelkanth tab naam kahai
Poojan Ramchandra jab keenha, jeet ke Lank Vibhishan deenha
Sahas kamal mein ho rahe dhari, keenh pariksha tabahin Purari

Ek kamal prabhu rakheu joi, kamal nayan poojan chahan soi
Kathin bhakti dekhi prabhu Shankar, bhae prasann die ichchhit var
Jai jai jai anant avinashi, karat kripa sab ke ghatvasi
Dusht sakal nit mohi satavai, bhramat rahaun mohi chain na avai

Trahi trahi main nath pukaro, yehi avsar mohi aan ubaro
Lai trishool shatrun ko maro, sankat te mohi aan ubaro
Mat-pita bhrata sab hoi, sankat mein poochhat nahin koi
Swami ek hai aas tumhari, aye harahu mam sankat bhari

Dhan nirdhan ko det sada hin, jo koi janche so phal pahin
Astuti kehi vidhi karain tumhari, kshamahu nath ab chook hamari
Shankar ho sankat ke nashan, mangal karan vighna vinashan
Yogi yati muni dhyan lagavain, Sharad Narad sheesh navavain

Namo namo jai namah Shivaye, sur Brahmadik par na paye
Jo yah path kare man lai, ta par hot hai Shambhu sahai
Riniyan jo koi ho adhikari, path kare so pavan hari
Putra heen kar ichchha joi, nishchay Shiv prasad tehi hoi

Pandit trayodashi ko lave, dhyan poorvak hom karave
Trayodashi vrat karai hamesha, take tan nahin rahai kalesha
Dhoop deep naivedya chadhave, Shankar sammukh path sunave
Janma janma ke pap nasave, ant dham Shivpur mein pave
Kahain Ayodhyadas aas tumhari, jani sakal dukh harahu hamari

Doha
Nitt nem kar pratah hi, path karaun chalisa
Tum meri manokamna, poorn karo Jagdish
Magsar chhathi hemant ritu, samvat chausath jan
Astuti chalisa Shivahi, poorn keen kalyan
`),
  },
  {
    // Traditional; the last chaupai names Devidas.
    titlePrimary: 'चालीसा.श्री दुर्गा चालीसा',
    titleSecondary: 'Shri Durga Chalisa',
    bookPgNo: 24,
    contentPrimary: text(`
नमो नमो दुर्गे सुख करनी । नमो नमो अम्बे दुःख हरनी ॥
निराकार है ज्योति तुम्हारी । तिहूँ लोक फैली उजियारी ॥
शशि ललाट मुख महाविशाला । नेत्र लाल भृकुटि विकराला ॥
रूप मातु को अधिक सुहावे । दरश करत जन अति सुख पावे ॥

तुम संसार शक्ति लय कीना । पालन हेतु अन्न धन दीना ॥
अन्नपूर्णा हुई जग पाला । तुम ही आदि सुन्दरी बाला ॥
प्रलयकाल सब नाशन हारी । तुम गौरी शिवशंकर प्यारी ॥
शिव योगी तुम्हरे गुण गावें । ब्रह्मा विष्णु तुम्हें नित ध्यावें ॥

रूप सरस्वती को तुम धारा । दे सुबुद्धि ऋषि मुनिन उबारा ॥
धरयो रूप नरसिंह को अम्बा । परगट भई फाड़कर खम्बा ॥
रक्षा करि प्रह्लाद बचायो । हिरण्याक्ष को स्वर्ग पठायो ॥
लक्ष्मी रूप धरो जग माहीं । श्री नारायण अंग समाहीं ॥

क्षीरसिन्धु में करत विलासा । दयासिन्धु दीजै मन आसा ॥
हिंगलाज में तुम्हीं भवानी । महिमा अमित न जात बखानी ॥
मातंगी अरु धूमावति माता । भुवनेश्वरी बगला सुख दाता ॥
श्री भैरव तारा जग तारिणी । छिन्न भाल भव दुःख निवारिणी ॥

केहरि वाहन सोह भवानी । लांगुर वीर चलत अगवानी ॥
कर में खप्पर खड्ग विराजै । जाको देख काल डर भाजै ॥
सोहै अस्त्र और त्रिशूला । जाते उठत शत्रु हिय शूला ॥
नगरकोट में तुम्हीं विराजत । तिहुँलोक में डंका बाजत ॥

शुम्भ निशुम्भ दानव तुम मारे । रक्तबीज शंखन संहारे ॥
महिषासुर नृप अति अभिमानी । जेहि अघ भार मही अकुलानी ॥
रूप कराल कालिका धारा । सेन सहित तुम तिहि संहारा ॥
परी गाढ़ संतन पर जब जब । भई सहाय मातु तुम तब तब ॥

अमरपुरी अरु बासव लोका । तब महिमा सब रहें अशोका ॥
ज्वाला में है ज्योति तुम्हारी । तुम्हें सदा पूजें नर नारी ॥
प्रेम भक्ति से जो यश गावें । दुःख दारिद्र निकट नहिं आवें ॥
ध्यावे तुम्हें जो नर मन लाई । जन्म-मरण ताकौ छुटि जाई ॥

जोगी सुर मुनि कहत पुकारी । योग न हो बिन शक्ति तुम्हारी ॥
शंकर आचारज तप कीनो । काम अरु क्रोध जीति सब लीनो ॥
निशिदिन ध्यान धरो शंकर को । काहु काल नहिं सुमिरो तुमको ॥
शक्ति रूप का मरम न पायो । शक्ति गई तब मन पछितायो ॥

शरणागत हुई कीर्ति बखानी । जय जय जय जगदम्ब भवानी ॥
भई प्रसन्न आदि जगदम्बा । दई शक्ति नहिं कीन विलम्बा ॥
मोको मातु कष्ट अति घेरो । तुम बिन कौन हरै दुःख मेरो ॥
आशा तृष्णा निपट सतावें । मोह मदादिक सब बिनशावें ॥

शत्रु नाश कीजै महारानी । सुमिरौं इकचित तुम्हें भवानी ॥
करो कृपा हे मातु दयाला । ऋद्धि-सिद्धि दै करहु निहाला ॥
जब लगि जिऊँ दया फल पाऊँ । तुम्हरो यश मैं सदा सुनाऊँ ॥
श्री दुर्गा चालीसा जो कोई गावै । सब सुख भोग परमपद पावै ॥
देवीदास शरण निज जानी । करहु कृपा जगदम्ब भवानी ॥
`),
    contentSecondary: text(`
Namo namo Durge sukh karani, namo namo Ambe dukh harani
Nirakar hai jyoti tumhari, tihun lok phaili ujiyari
Shashi lalat mukh mahavishala, netra lal bhrikuti vikrala
Roop matu ko adhik suhave, darash karat jan ati sukh pave

Tum sansar shakti lay keena, palan hetu ann dhan deena
Annapurna hui jag pala, tum hi aadi sundari bala
Pralaykal sab nashan hari, tum Gauri Shivshankar pyari
Shiv yogi tumhre gun gaven, Brahma Vishnu tumhen nit dhyaven

Roop Saraswati ko tum dhara, de subuddhi rishi munin ubara
Dharyo roop Narsingh ko Amba, pargat bhai phadkar khamba
Raksha kari Prahlad bachayo, Hiranyaksh ko swarg pathayo
Lakshmi roop dharo jag mahin, Shri Narayan ang samahin

Ksheersindhu mein karat vilasa, dayasindhu deejai man aasa
Hinglaj mein tumhin Bhavani, mahima amit na jat bakhani
Matangi aru Dhoomavati mata, Bhuvaneshwari Bagla sukh data
Shri Bhairav Tara jag tarini, Chhinna bhal bhav dukh nivarini

Kehari vahan soh Bhavani, langur veer chalat agvani
Kar mein khappar khadag virajai, jako dekh kaal dar bhajai
Sohai astra aur trishoola, jate uthat shatru hiy shoola
Nagarkot mein tumhin virajat, tihunlok mein danka bajat

Shumbh Nishumbh danav tum mare, Raktabeej shankhan sanhare
Mahishasur nrip ati abhimani, jehi agh bhar mahi akulani
Roop karal Kalika dhara, sen sahit tum tihi sanhara
Pari gadh santan par jab jab, bhai sahay matu tum tab tab

Amarpuri aru Basav loka, tab mahima sab rahen ashoka
Jvala mein hai jyoti tumhari, tumhen sada poojen nar nari
Prem bhakti se jo yash gaven, dukh daridra nikat nahin aven
Dhyave tumhen jo nar man lai, janma-maran tako chhuti jai

Jogi sur muni kahat pukari, yog na ho bin shakti tumhari
Shankar acharaj tap keeno, kaam aru krodh jeeti sab leeno
Nishidin dhyan dharo Shankar ko, kahu kaal nahin sumiro tumko
Shakti roop ka maram na payo, shakti gai tab man pachhtayo

Sharnagat hui keerti bakhani, jai jai jai Jagdamb Bhavani
Bhai prasann aadi Jagdamba, dai shakti nahin keen vilamba
Moko matu kasht ati ghero, tum bin kaun harai dukh mero
Aasha trishna nipat sataven, moh madadik sab binshaven

Shatru nash keejai Maharani, sumiraun ikchit tumhen Bhavani
Karo kripa he matu dayala, riddhi-siddhi dai karahu nihala
Jab lagi jiun daya phal paun, tumhro yash main sada sunaun
Shri Durga Chalisa jo koi gavai, sab sukh bhog parampad pavai
Devidas sharan nij jani, karahu kripa Jagdamb Bhavani
`),
  },
  {
    // Attributed to Goswami Tulsidas.
    titlePrimary: 'हनुमान.संकटमोचन हनुमान अष्टक',
    titleSecondary: 'Sankat Mochan Hanuman Ashtak',
    showSecondary: 'Y',
    bookPgNo: 30,
    contentPrimary: text(`
बाल समय रबि भक्षि लियो तब, तीनहुँ लोक भयो अँधियारो ।
ताहि सों त्रास भयो जग को, यह संकट काहु सों जात न टारो ॥
देवन आनि करी बिनती तब, छाँड़ि दियो रबि कष्ट निवारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥१॥

बालि की त्रास कपीस बसै गिरि, जात महाप्रभु पंथ निहारो ।
चौंकि महा मुनि साप दियो तब, चाहिय कौन बिचार बिचारो ॥
कै द्विज रूप लिवाय महाप्रभु, सो तुम दास के सोक निवारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥२॥

अंगद के सँग लेन गए सिय, खोज कपीस यह बैन उचारो ।
जीवत ना बचिहौ हम सो जु, बिना सुधि लाए इहाँ पगु धारो ॥
हेरि थके तट सिंधु सबै तब, लाय सिया-सुधि प्रान उबारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥३॥

रावन त्रास दई सिय को सब, राक्षसि सों कहि सोक निवारो ।
ताहि समय हनुमान महाप्रभु, जाय महा रजनीचर मारो ॥
चाहत सीय असोक सों आगि सु, दै प्रभु मुद्रिका सोक निवारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥४॥

बान लग्यो उर लछिमन के तब, प्रान तजे सुत रावन मारो ।
लै गृह बैद्य सुषेन समेत, तबै गिरि द्रोन सु बीर उपारो ॥
आनि सजीवन हाथ दई तब, लछिमन के तुम प्रान उबारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥५॥

रावन जुद्ध अजान कियो तब, नाग कि फाँस सबै सिर डारो ।
श्रीरघुनाथ समेत सबै दल, मोह भयो यह संकट भारो ॥
आनि खगेस तबै हनुमान जु, बंधन काटि सुत्रास निवारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥६॥

बंधु समेत जबै अहिरावन, लै रघुनाथ पताल सिधारो ।
देबिहिं पूजि भली बिधि सों बलि, देउ सबै मिलि मंत्र बिचारो ॥
जाय सहाय भयो तब ही, अहिरावन सैन्य समेत सँहारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥७॥

काज किए बड़ देवन के तुम, बीर महाप्रभु देखि बिचारो ।
कौन सो संकट मोर गरीब को, जो तुमसों नहिं जात है टारो ॥
बेगि हरो हनुमान महाप्रभु, जो कछु संकट होय हमारो ।
को नहिं जानत है जग में कपि, संकटमोचन नाम तिहारो ॥८॥

दोहा
लाल देह लाली लसे, अरु धरि लाल लँगूर ।
बज्र देह दानव दलन, जय जय जय कपि सूर ॥
`),
    contentSecondary: text(`
Baal samay rabi bhakshi liyo tab, teenahun lok bhayo andhiyaro
Tahi son tras bhayo jag ko, yah sankat kahu son jat na taro
Devan aani kari binati tab, chhandi diyo rabi kasht nivaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (1)

Bali ki tras Kapis basai giri, jat Mahaprabhu panth niharo
Chaunki maha muni sap diyo tab, chahiy kaun bichar bicharo
Kai dvij roop livaye Mahaprabhu, so tum das ke sok nivaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (2)

Angad ke sang len gae Siya, khoj Kapis yah bain ucharo
Jeevat na bachihau ham so ju, bina sudhi lae ihan pagu dharo
Heri thake tat Sindhu sabai tab, laye Siya-sudhi pran ubaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (3)

Ravan tras dai Siya ko sab, rakshasi son kahi sok nivaro
Tahi samay Hanuman Mahaprabhu, jaye maha rajnichar maro
Chahat Seey Asok son aagi su, dai prabhu mudrika sok nivaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (4)

Ban lagyo ur Lachhiman ke tab, pran taje sut Ravan maro
Lai grih baidya Sushen samet, tabai giri Dron su beer uparo
Aani Sajivan hath dai tab, Lachhiman ke tum pran ubaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (5)

Ravan juddh ajan kiyo tab, naag ki phans sabai sir daro
Shri Raghunath samet sabai dal, moh bhayo yah sankat bharo
Aani Khages tabai Hanuman ju, bandhan kati sutras nivaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (6)

Bandhu samet jabai Ahiravan, lai Raghunath patal sidharo
Debihin pooji bhali bidhi son bali, deu sabai mili mantra bicharo
Jaye sahay bhayo tab hi, Ahiravan sainya samet sanharo
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (7)

Kaj kie bad devan ke tum, beer Mahaprabhu dekhi bicharo
Kaun so sankat mor gareeb ko, jo tumson nahin jat hai taro
Begi haro Hanuman Mahaprabhu, jo kachhu sankat hoye hamaro
Ko nahin janat hai jag mein kapi, Sankatmochan naam tiharo (8)

Doha
Lal deh lali lase, aru dhari lal langoor
Bajra deh danav dalan, jai jai jai kapi soor
`),
  },
  {
    // Sanskrit shlokas: the first from the Ramcharitmanas (Sundar Kand), the second from the
    // Ram Raksha Stotra; the last two traditional.
    titlePrimary: 'हनुमान.श्री हनुमान वंदना',
    titleSecondary: 'Shri Hanuman Vandana',
    showSecondary: 'Y',
    bookPgNo: 34,
    contentPrimary: text(`
अतुलितबलधामं हेमशैलाभदेहं
दनुजवनकृशानुं ज्ञानिनामग्रगण्यम् ।
सकलगुणनिधानं वानराणामधीशं
रघुपतिप्रियभक्तं वातजातं नमामि ॥

मनोजवं मारुततुल्यवेगं
जितेन्द्रियं बुद्धिमतां वरिष्ठम् ।
वातात्मजं वानरयूथमुख्यं
श्रीरामदूतं शरणं प्रपद्ये ॥

गोष्पदीकृतवारीशं मशकीकृतराक्षसम् ।
रामायणमहामालारत्नं वन्देऽनिलात्मजम् ॥

यत्र यत्र रघुनाथकीर्तनं
तत्र तत्र कृतमस्तकाञ्जलिम् ।
बाष्पवारिपरिपूर्णलोचनं
मारुतिं नमत राक्षसान्तकम् ॥
`),
    contentSecondary: text(`
Atulit bal dhamam hem shailabh deham
Danuj van krishanum gyaninam agraganyam
Sakal gun nidhanam vanaranam adhisham
Raghupati priya bhaktam vatajatam namami

Manojavam Maruta tulya vegam
Jitendriyam buddhimatam varishtham
Vatatmajam vanar yooth mukhyam
Shri Ramdootam sharanam prapadye

Goshpadikrit varisham mashakikrit rakshasam
Ramayan mahamala ratnam vande Anilatmajam

Yatra yatra Raghunath kirtanam
Tatra tatra kritmastakanjalim
Bashpa vari paripoorn lochanam
Marutim namat rakshasantakam
`),
  },
]);
