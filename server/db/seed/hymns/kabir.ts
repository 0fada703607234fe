import type { SeedContent } from '../types';
import { hymns, text } from './text';

/** Sub-category 'कबीर वाणी': dohas (sakhis) and padas of Sant Kabir (15th c.). */
export const kabirHymns: SeedContent[] = hymns('kabir', [
  {
    titlePrimary: 'कबीर के दोहे.गुरु, प्रेम और वाणी',
    titleSecondary: 'Guru, Prem Aur Vani',
    showSecondary: 'Y',
    bookPgNo: 92,
    contentPrimary: text(`
गुरु गोविंद दोऊ खड़े, काके लागूँ पाँय ।
बलिहारी गुरु आपनो, गोविंद दियो बताय ॥

बुरा जो देखन मैं चला, बुरा न मिलिया कोय ।
जो दिल खोजा आपना, मुझसा बुरा न कोय ॥

पोथी पढ़ि पढ़ि जग मुआ, पंडित भया न कोय ।
ढाई आखर प्रेम का, पढ़े सो पंडित होय ॥

साधु ऐसा चाहिए, जैसा सूप सुभाय ।
सार सार को गहि रहै, थोथा देई उड़ाय ॥

ऐसी बानी बोलिए, मन का आपा खोय ।
औरन को सीतल करै, आपहुँ सीतल होय ॥

जाति न पूछो साधु की, पूछ लीजिए ज्ञान ।
मोल करो तरवार का, पड़ा रहन दो म्यान ॥
`),
    contentSecondary: text(`
Guru Govind dou khade, kake lagun paye
Balihari guru aapno, Govind diyo bataye

Bura jo dekhan main chala, bura na miliya koye
Jo dil khoja aapna, mujhsa bura na koye

Pothi padhi padhi jag mua, pandit bhaya na koye
Dhai aakhar prem ka, padhe so pandit hoye

Sadhu aisa chahiye, jaisa soop subhaye
Saar saar ko gahi rahai, thotha dei udaye

Aisi bani boliye, man ka aapa khoye
Auran ko seetal karai, aapahun seetal hoye

Jati na poochho sadhu ki, poochh lijiye gyan
Mol karo tarvar ka, pada rahan do myan
`),
  },
  {
    titlePrimary: 'कबीर के दोहे.समय, धीरज और विनम्रता',
    titleSecondary: 'Samay, Dheeraj Aur Vinamrata',
    showSecondary: 'Y',
    bookPgNo: 93,
    contentPrimary: text(`
दुख में सुमिरन सब करै, सुख में करै न कोय ।
जो सुख में सुमिरन करै, तो दुख काहे को होय ॥

काल करै सो आज कर, आज करै सो अब ।
पल में परलय होयगी, बहुरि करैगा कब ॥

धीरे धीरे रे मना, धीरे सब कुछ होय ।
माली सींचे सौ घड़ा, ऋतु आए फल होय ॥

बड़ा हुआ तो क्या हुआ, जैसे पेड़ खजूर ।
पंथी को छाया नहीं, फल लागै अति दूर ॥

माटी कहै कुम्हार से, तू क्या रौंदै मोय ।
इक दिन ऐसा आएगा, मैं रौंदूँगी तोय ॥

निंदक नियरे राखिए, आँगन कुटी छवाय ।
बिन पानी साबुन बिना, निर्मल करै सुभाय ॥
`),
    contentSecondary: text(`
Dukh mein sumiran sab karai, sukh mein karai na koye
Jo sukh mein sumiran karai, to dukh kahe ko hoye

Kaal karai so aaj kar, aaj karai so ab
Pal mein parlay hoyegi, bahuri karaiga kab

Dheere dheere re mana, dheere sab kuchh hoye
Mali seenche sau ghada, ritu aae phal hoye

Bada hua to kya hua, jaise ped khajoor
Panthi ko chhaya nahin, phal lagai ati door

Mati kahai kumhar se, tu kya raundai moye
Ik din aisa aaega, main raundungi toye

Nindak niyare rakhiye, aangan kuti chhavaye
Bin pani sabun bina, nirmal karai subhaye
`),
  },
  {
    titlePrimary: 'कबीर.मोको कहाँ ढूँढे रे बंदे',
    titleSecondary: 'Moko Kahan Dhoondhe Re Bande',
    bookPgNo: 94,
    contentPrimary: text(`
मोको कहाँ ढूँढे रे बंदे, मैं तो तेरे पास में ।
ना मैं देवल ना मैं मसजिद, ना काबे कैलास में ॥

ना तो कौने क्रिया-कर्म में, नहीं योग बैराग में ।
खोजी होय तो तुरतै मिलिहौं, पल भर की तालास में ॥

कहैं कबीर सुनो भई साधो, सब स्वाँसों की स्वाँस में ॥
`),
    contentSecondary: text(`
Moko kahan dhoondhe re bande, main to tere paas mein
Na main deval na main masjid, na Kabe Kailas mein

Na to kaune kriya-karm mein, nahin yog bairag mein
Khoji hoye to turtai milihaun, pal bhar ki talas mein

Kahain Kabir suno bhai sadho, sab swanson ki swans mein
`),
  },
  {
    titlePrimary: 'कबीर.झीनी झीनी बीनी चदरिया',
    titleSecondary: 'Jhini Jhini Bini Chadariya',
    bookPgNo: 95,
    contentPrimary: text(`
झीनी झीनी बीनी चदरिया ॥

काहे कै ताना काहे कै भरनी, कौन तार से बीनी चदरिया ।
इंगला पिंगला ताना भरनी, सुषमन तार से बीनी चदरिया ॥

आठ कँवल दल चरखा डोलै, पाँच तत्त्व गुन तीनी चदरिया ।
साँइ को सियत मास दस लागे, ठोक ठोक कै बीनी चदरिया ॥

सो चादर सुर नर मुनि ओढ़ी, ओढ़ि कै मैली कीनी चदरिया ।
दास कबीर जतन करि ओढ़ी, ज्यों कीं त्यों धर दीनी चदरिया ॥
`),
    contentSecondary: text(`
Jhini jhini bini chadariya

Kahe kai tana kahe kai bharni, kaun taar se bini chadariya
Ingla pingla tana bharni, sushman taar se bini chadariya

Aath kanval dal charkha dolai, panch tattva gun teeni chadariya
Sain ko siyat mas das lage, thok thok kai bini chadariya

So chadar sur nar muni odhi, odhi kai maili keeni chadariya
Das Kabir jatan kari odhi, jyon keen tyon dhar deeni chadariya
`),
  },
  {
    titlePrimary: 'कबीर.मन लागो मेरो यार फकीरी में',
    titleSecondary: 'Man Lago Mero Yaar Fakiri Mein',
    bookPgNo: 96,
    contentPrimary: text(`
मन लागो मेरो यार फकीरी में ॥

जो सुख पावो राम भजन में, सो सुख नाहिं अमीरी में ।
भला बुरा सब का सुन लीजै, कर गुजरान गरीबी में ॥

प्रेम नगर में रहनि हमारी, भलि बनि आई सबूरी में ।
हाथ में कूंडी बगल में सोटा, चारों दिसि जागीरी में ॥

आखिर यह तन खाक मिलेगा, कहाँ फिरत मगरूरी में ।
कहत कबीर सुनो भाई साधो, साहिब मिले सबूरी में ॥
`),
    contentSecondary: text(`
Man lago mero yaar fakiri mein

Jo sukh pavo Ram bhajan mein, so sukh nahin amiri mein
Bhala bura sab ka sun leejai, kar gujran garibi mein

Prem nagar mein rahani hamari, bhali bani aai saboori mein
Hath mein koondi bagal mein sota, charon disi jagiri mein

Aakhir yah tan khak milega, kahan phirat magroori mein
Kahat Kabir suno bhai sadho, sahib mile saboori mein
`),
  },
  {
    titlePrimary: 'कबीर.रहना नहिं देस बिराना है',
    titleSecondary: 'Rahna Nahin Des Birana Hai',
    bookPgNo: 97,
    contentPrimary: text(`
रहना नहिं देस बिराना है ॥

यह संसार कागद की पुड़िया, बूँद पड़े घुल जाना है ।
यह संसार काँटे की झाड़ी, उलझ पुलझ मरि जाना है ॥

यह संसार झाड़ और झाँखर, आग लगे बरि जाना है ।
कहत कबीर सुनो भाई साधो, सतगुरु नाम ठिकाना है ॥
`),
    contentSecondary: text(`
Rahna nahin des birana hai

Yah sansar kagad ki pudiya, boond pade ghul jana hai
Yah sansar kante ki jhadi, uljh puljh mari jana hai

Yah sansar jhaad aur jhankhar, aag lage bari jana hai
Kahat Kabir suno bhai sadho, satguru naam thikana hai
`),
  },
  {
    // Hidden ('N') until the editors have proofread it against a printed edition.
    titlePrimary: 'कबीर.संतो देखत जग बौराना',
    titleSecondary: 'Santo Dekhat Jag Baurana',
    displayFlag: 'N',
    bookPgNo: 98,
    contentPrimary: text(`
संतो देखत जग बौराना ।
साँच कहौं तो मारन धावै, झूठे जग पतियाना ॥

नेमी देखा धरमी देखा, प्रात करै असनाना ।
आतम मारि पखानहि पूजै, उनमें कछु नहिं ज्ञाना ॥

बहुतक देखा पीर औलिया, पढ़ै कितेब कुराना ।
कै मुरीद तदबीर बतावैं, उनमें उहै जो ज्ञाना ॥

आसन मारि डिंभ धरि बैठे, मन में बहुत गुमाना ।
पीपर पाथर पूजन लागे, तीरथ गर्व भुलाना ॥

टोपी पहिरे माला पहिरे, छाप तिलक अनुमाना ।
साखी सब्दहि गावत भूले, आतम खबरि न जाना ॥

हिन्दू कहै मोहि राम पियारा, तुर्क कहै रहिमाना ।
आपस में दोउ लरि लरि मूए, मर्म न काहू जाना ॥

घर घर मन्तर देत फिरत हैं, महिमा के अभिमाना ।
गुरु के सहित सिख्य सब बूड़े, अन्त काल पछिताना ॥

कहै कबीर सुनो हो संतो, ई सब भर्म भुलाना ।
केतिक कहौं कहा नहिं मानै, सहजै सहज समाना ॥
`),
    contentSecondary: text(`
Santo dekhat jag baurana
Sanch kahaun to maran dhavai, jhoothe jag patiyana

Nemi dekha dharmi dekha, prat karai asnana
Aatam mari pakhanahi poojai, unmen kachhu nahin gyana

Bahutak dekha peer auliya, padhai kiteb kurana
Kai mureed tadbeer batavain, unmen uhai jo gyana

Aasan mari dimbh dhari baithe, man mein bahut gumana
Peepar pathar poojan lage, teerath garv bhulana

Topi pahire mala pahire, chhap tilak anumana
Sakhi sabdahi gavat bhoole, aatam khabari na jana

Hindu kahai mohi Ram piyara, Turk kahai Rahimana
Aapas mein dou lari lari mooe, marm na kahu jana

Ghar ghar mantar det phirat hain, mahima ke abhimana
Guru ke sahit sikhya sab boode, ant kaal pachhitana

Kahai Kabir suno ho santo, ee sab bharm bhulana
Ketik kahaun kaha nahin manai, sahjai sahaj samana
`),
  },
]);
