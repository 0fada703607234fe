/**
 * How readers search the starter library, as the project's own test of search (search-readers.test.ts):
 * each query with the hymn it must find among the first three results. Written the way people type
 * on a phone: mostly in Latin letters in their own spelling, a line remembered rather than a title,
 * words joined or split where the text has them otherwise, a word more or another word, a typo,
 * half a word, first letters; and Devanagari, as people with a Hindi keyboard type.
 *
 * Kinds (what a query tries):
 * - title: a title's words, in Latin letters or Devanagari;
 * - line: a lyric line, as the editors' transliteration or the Devanagari has it;
 * - ownSpelling: a line or title in a typist's own Latin spelling (long vowels doubled or not, a
 *   final or inner 'a' kept or dropped, v/w, sh/s, a nasal written or not);
 * - typo: a letter wrong, left out or swapped;
 * - typing: the last word only begun;
 * - firstLetters: the first letters of a line's words;
 * - split: a word the text writes whole, typed as two ('dukh harta' for दुखहर्ता);
 * - joined: words the text writes apart, typed as one ('sabko' for 'सब को');
 * - oneWordOff: one word more than the line has, or one word another;
 * - noTransliteration: a line in Latin letters of a hymn with no editors' transliteration;
 * - sanskrit: a Sanskrit (or Marathi) line in Latin letters with the final vowels the language says.
 */
export type ReaderQueryKind =
  | 'title'
  | 'line'
  | 'ownSpelling'
  | 'typo'
  | 'typing'
  | 'firstLetters'
  | 'split'
  | 'joined'
  | 'oneWordOff'
  | 'noTransliteration'
  | 'sanskrit';

export interface ReaderQuery {
  kind: ReaderQueryKind;
  query: string;
  /** The hymn it must find (its dotted title). */
  hymn: string;
}

const hymnQueries = (hymn: string, queries: [ReaderQueryKind, string][]): ReaderQuery[] =>
  queries.map(([kind, query]) => ({ kind, query, hymn }));

export const READER_QUERIES: ReaderQuery[] = [
  ...hymnQueries('राम.श्री रामचन्द्र कृपालु भजु मन', [
    ['title', 'shri ramchandra kripalu'],
    ['ownSpelling', 'shree ramachandra krupalu bhaju mana'],
    ['line', 'nav kanj lochan kanj mukh'],
    ['split', 'ram chandra kripalu bhaju man'],
    ['oneWordOff', 'shri ramchandra kripalu bhaju man prabhu'],
  ]),
  ...hymnQueries('राम.ठुमक चलत रामचंद्र', [
    ['ownSpelling', 'thumak chalat ramchandra baajat paijaniya'],
    ['line', 'kilaki kilaki uthat dhay'],
    ['title', 'ठुमक चलत'],
    ['line', 'tan man dhan vari vari'],
  ]),
  ...hymnQueries('राम धुन.रघुपति राघव राजा राम', [
    ['title', 'raghupati raghav raja ram'],
    ['line', 'ishwar allah tero naam'],
    ['joined', 'sabko sanmati de bhagwan'],
    ['firstLetters', 'rrrpps'],
    ['sanskrit', 'raghupati raghava raja rama'],
  ]),
  ...hymnQueries('राम धुन.श्रीराम जय राम जय जय राम', [
    ['title', 'shri ram jai ram jai jai ram'],
    ['ownSpelling', 'sriram jay ram jay jay ram'],
    ['title', 'श्रीराम जय राम'],
    ['sanskrit', 'shriram jaya rama jaya jaya rama'],
  ]),
  ...hymnQueries('विनय पत्रिका.ऐसो को उदार जग माहीं', [
    ['title', 'aiso ko udar jag mahi'],
    ['line', 'binu seva jo dravai deen par'],
    ['title', 'ऐसो को उदार'],
    ['ownSpelling', 'aiso ko udaar jag maahi'],
  ]),
  ...hymnQueries('विनय पत्रिका.अब लौं नसानी अब न नसैहौं', [
    ['title', 'ab laun nasani ab na nasaihaun'],
    ['ownSpelling', 'ab lon nasani ab na nasaihon'],
    ['line', 'ram kripa bhav nisa sirani'],
    ['ownSpelling', 'syamrup suchi ruchir kasauti'],
  ]),
  ...hymnQueries('विनय पत्रिका.तू दयालु दीन हौं', [
    ['title', 'tu dayalu deen haun'],
    ['line', 'tu dani haun bhikhari'],
    ['line', 'tat mat guru sakha tu'],
    ['ownSpelling', 'tu dayalu din hau tu dani hau bhikhari'],
  ]),
  ...hymnQueries('तुलसीदास.रघुबर तुमको मेरी लाज', [
    ['title', 'raghubar tumko meri laj'],
    ['typo', 'raghuvar tumko meri laaj'],
    ['line', 'sada sada main saran tihari'],
    ['split', 'raghubar tum ko meri laj'],
    ['line', 'agh khandan dukh bhanjan'],
  ]),
  ...hymnQueries('तुलसीदास के दोहे.दया, मीठे बचन और राम नाम', [
    ['noTransliteration', 'daya dharm ka mool hai paap mool abhimaan'],
    ['noTransliteration', 'daya dharam ka mul hai'],
    ['noTransliteration', 'tulsi meethe bachan te sukh upajat chahun or'],
    ['noTransliteration', 'tulsi is sansar mein bhanti bhanti ke log'],
    ['noTransliteration', 'aavat hi harshe nahi nainan nahi saneh'],
    ['title', 'tulsidas ke dohe'],
    ['sanskrit', 'daya dharma ka moola hai'],
    ['split', 'ram naam mani deep dharu'],
    ['line', 'दया धर्म का मूल है'],
  ]),
  ...hymnQueries('कृष्ण.अच्युतम् केशवम्', [
    ['title', 'achyutam keshavam krishna damodaram'],
    ['line', 'achyutam keshavam rama narayanam'],
    ['title', 'अच्युतं केशवं'],
    ['line', 'indira mandiram chetasa sundaram'],
    ['typo', 'achutam keshvam'],
    ['joined', 'achyutam keshavam ramanarayanam'],
  ]),
  ...hymnQueries('कृष्ण.श्री कृष्ण गोविन्द हरे मुरारे', [
    ['title', 'shri krishna govind hare murare'],
    ['line', 'he nath narayan vasudeva'],
    ['line', 'pitu mat swami sakha hamare'],
    ['ownSpelling', 'sri krushna govinda hare murari'],
  ]),
  ...hymnQueries('महामंत्र.हरे राम हरे कृष्ण', [
    ['title', 'hare rama hare krishna'],
    ['line', 'hare krishna hare krishna krishna krishna hare hare'],
    ['line', 'हरे राम हरे राम'],
    ['ownSpelling', 'hare ram hare ram ram ram hare hare'],
  ]),
  ...hymnQueries('नरसिंह मेहता.वैष्णव जन तो तेने कहिये', [
    ['title', 'vaishnav jan to tene kahiye'],
    ['ownSpelling', 'vaishnava jana to tene kahiye je pid parai jane re'],
    ['split', 'sakal lok maa sahune vande'],
    ['line', 'par dukhe upkar kare toye'],
    ['typing', 'vaishnav ja'],
    ['line', 'moh maya vyape nahi jene'],
    ['typo', 'vaishanv jan to tene kahiye'],
  ]),
  ...hymnQueries('कृष्ण.मधुराष्टकम्', [
    ['title', 'madhurashtakam'],
    ['line', 'adharam madhuram vadanam madhuram'],
    ['ownSpelling', 'adhram madhuram vadnam madhuram'],
    ['line', 'madhuradhipater akhilam madhuram'],
    ['line', 'अधरं मधुरं वदनं मधुरं'],
    ['split', 'madhura ashtakam'],
    ['typo', 'madhurahstakam'],
  ]),
  ...hymnQueries('कृष्ण धुन.गोविन्द बोलो हरि गोपाल बोलो', [
    ['title', 'govind bolo hari gopal bolo'],
    ['line', 'radha raman hari govind bolo'],
    ['sanskrit', 'govinda bolo hari gopala bolo'],
    ['firstLetters', 'gbhgb'],
  ]),
  ...hymnQueries('कृष्ण.जय राधा माधव कुंज बिहारी', [
    ['title', 'jai radha madhav kunj bihari'],
    ['line', 'jai yashoda nandan jai braj jan ranjan'],
    ['sanskrit', 'jaya radha madhava jaya kunja bihari'],
    ['line', 'jai gopi jan vallabh'],
  ]),
  ...hymnQueries('मीरा.पायोजी मैंने राम रतन धन पायो', [
    ['title', 'payoji maine ram ratan dhan payo'],
    ['line', 'payo ji maine ram ratan dhan payo'],
    ['line', 'vastu amolak di mere satguru'],
    ['ownSpelling', 'paayo ji mene raam ratan dhan paayo'],
    ['line', 'sat ki naav khevatiya satguru'],
    ['typing', 'payoji mai'],
  ]),
  ...hymnQueries('मीरा.मेरे तो गिरधर गोपाल दूसरो न कोई', [
    ['title', 'mere to girdhar gopal dusro na koi'],
    ['line', 'jake sir mor mukut mero pati soi'],
    ['title', 'मेरे तो गिरधर गोपाल'],
    ['ownSpelling', 'mere to giridhar gopal doosro na koi'],
  ]),
  ...hymnQueries('मीरा.मैं तो प्रेम दिवानी', [
    ['title', 'main to prem diwani'],
    ['ownSpelling', 'he ri main to prem deewani mero darad na jane koy'],
    ['line', 'ghayal ki gat ghayal jane'],
    ['ownSpelling', 'mai to prem diwani'],
  ]),
  ...hymnQueries('मीरा.पग घुँघरू बाँध मीरा नाची रे', [
    ['typo', 'pag ghungroo bandh meera nachi re'],
    ['ownSpelling', 'mai to mere narayan ki aapahi ho gai dasi re'],
    ['split', 'vish ka pyala rana ji bhejya'],
    ['title', 'पग घुँघरू बाँध'],
  ]),
  ...hymnQueries('मीरा.स्याम मने चाकर राखो जी', [
    ['title', 'shyam mane chakar rakho ji'],
    ['ownSpelling', 'syam mane chakar rakho'],
    ['line', 'mor mukut pitambar sohai'],
    ['line', 'girdhari lala chakar rakho ji'],
  ]),
  ...hymnQueries('मीरा.हरि तुम हरो जन की भीर', [
    ['title', 'hari tum haro jan ki bheer'],
    ['ownSpelling', 'draupadi ki laj rakhi tum badhayo chir'],
    ['title', 'हरि तुम हरो'],
    ['line', 'boodte gajraj rakhyo'],
  ]),
  ...hymnQueries('मीरा.बसो मोरे नैनन में नंदलाल', [
    ['title', 'baso more nainan mein nandlal'],
    ['oneWordOff', 'baso mere nainan me nandlal'],
    ['line', 'mohani murati sanvari surati'],
    ['split', 'baso more nainan mein nand lal'],
  ]),
  ...hymnQueries('मीरा.मैं तो साँवरे के रंग राची', [
    ['title', 'main to sanware ke rang rachi'],
    ['ownSpelling', 'mai to saware ke rang raachi'],
    ['line', 'saji singar bandhi pag ghunghroo'],
    ['line', 'un bin sab jag kharo lagat'],
  ]),
  ...hymnQueries('कबीर के दोहे.गुरु, प्रेम और वाणी', [
    ['line', 'guru govind dou khade kake lagu paay'],
    ['oneWordOff', 'guru gobind dono khade kake lagoon paye'],
    ['line', 'sadhu aisa chahiye jaisa soop subhay'],
    ['line', 'jati na pucho sadhu ki'],
    ['line', 'balihari guru aapno'],
  ]),
  ...hymnQueries('कबीर के दोहे.समय, धीरज और विनम्रता', [
    ['ownSpelling', 'dukh me sumiran sab kare sukh me kare na koy'],
    ['line', 'bada hua to kya hua jaise ped khajur'],
    ['line', 'nindak niyare rakhiye'],
    ['line', 'दुख में सुमिरन सब करै'],
  ]),
  ...hymnQueries('कबीर.मोको कहाँ ढूँढे रे बंदे', [
    ['title', 'moko kahan dhundhe re bande'],
    ['oneWordOff', 'mujhko kahan dhoondhe re bande'],
    ['line', 'na main deval na main masjid'],
    ['ownSpelling', 'moko kaha dhunde re bande'],
  ]),
  ...hymnQueries('कबीर.झीनी झीनी बीनी चदरिया', [
    ['title', 'jhini jhini bini chadariya'],
    ['ownSpelling', 'jheeni jheeni beeni chadariya'],
    ['line', 'kahe kai tana kahe kai bharni'],
    ['oneWordOff', 'jhini jhini chadariya kabir'],
  ]),
  ...hymnQueries('कबीर.मन लागो मेरो यार फकीरी में', [
    ['title', 'man lago mero yaar fakiri mein'],
    ['oneWordOff', 'mann lago mera yar fakiri me'],
    ['line', 'jo sukh pavo ram bhajan mein'],
    ['line', 'prem nagar mein rahani hamari'],
  ]),
  ...hymnQueries('कबीर.रहना नहिं देस बिराना है', [
    ['title', 'rahna nahi des birana hai'],
    ['oneWordOff', 'rehna nahin desh begana hai'],
    ['line', 'yah sansar kagad ki pudiya'],
    ['oneWordOff', 'yeh sansar kagaz ki pudiya'],
  ]),
  ...hymnQueries('सूरदास.मैया मोरी मैं नहिं माखन खायो', [
    ['title', 'maiya mori main nahi makhan khayo'],
    ['ownSpelling', 'maiyya mori mai nahi makhan khaayo'],
    ['line', 'bhor bhayo gaiyan ke pachhe'],
    ['title', 'मैया मोरी'],
  ]),
  ...hymnQueries('सूरदास.प्रभु मेरे अवगुन चित न धरो', [
    ['title', 'prabhu mere avgun chit na dharo'],
    ['oneWordOff', 'prabhu more avagun chit na dharo'],
    ['line', 'samdarsi hai naam tiharo'],
    ['line', 'ek nadiya ek naal kahavat'],
  ]),
  ...hymnQueries('सूरदास.निसिदिन बरसत नैन हमारे', [
    ['title', 'nisdin barsat nain hamare'],
    ['split', 'nis din barsat nain hamare'],
    ['line', 'sada rahati pavas ritu ham par'],
    ['title', 'निसिदिन बरसत'],
  ]),
  ...hymnQueries('सूरदास.मैया कबहिं बढ़ैगी चोटी', [
    ['ownSpelling', 'maiya kabahi badhegi choti'],
    ['oneWordOff', 'maiya kab badhegi choti'],
    ['line', 'kiti bar mohin doodh piyat bhai'],
    ['title', 'मैया कबहिं'],
  ]),
  ...hymnQueries('सूरदास.मेरो मन अनत कहाँ सुख पावै', [
    ['title', 'mero man anat kahan sukh pave'],
    ['oneWordOff', 'jaise udi jahaj ko panchhi'],
    ['title', 'मेरो मन अनत'],
    ['ownSpelling', 'mero mann anat kaha sukh paave'],
  ]),
  ...hymnQueries('सूरदास.ऊधौ मन न भए दस बीस', [
    ['ownSpelling', 'udho man na bhaye das bees'],
    ['ownSpelling', 'udhau man na bhae das bis'],
    ['line', 'ek hutau so gayau shyam sang'],
    ['title', 'ऊधौ मन न भए'],
  ]),
  ...hymnQueries('सूरदास.जसोदा हरि पालनैं झुलावै', [
    ['ownSpelling', 'jasoda hari palne jhulave'],
    ['ownSpelling', 'yashoda hari palne jhulave'],
    ['line', 'halravai dulrai malhavai'],
    ['title', 'जसोदा हरि पालनैं'],
  ]),
  ...hymnQueries('आरती.ॐ जय जगदीश हरे', [
    ['title', 'om jai jagdish hare'],
    ['oneWordOff', 'om jai jagdish hare swami prabhu'],
    ['ownSpelling', 'om jay jagadish hare'],
    ['split', 'din bandhu dukh harta thakur tum mere'],
    ['line', 'tan man dhan sab kuchh hai tera'],
    ['ownSpelling', 'mat pita tum mere sharan gahu mai kiski'],
    ['firstLetters', 'ojjh'],
    ['typing', 'om jai jagd'],
    ['typo', 'om jai jagdsh hare'],
  ]),
  ...hymnQueries('आरती.जय गणेश जय गणेश देवा', [
    ['title', 'jai ganesh jai ganesh deva'],
    ['line', 'mata jaki parvati pita mahadeva'],
    ['ownSpelling', 'jay ganesh deva'],
    ['line', 'andhan ko aankh det kodhin ko kaya'],
    ['title', 'जय गणेश देवा'],
  ]),
  ...hymnQueries('आरती.आरती कुंजबिहारी की', [
    ['split', 'aarti kunj bihari ki'],
    ['title', 'aarti kunjbihari ki'],
    ['split', 'shri girdhar krishna murari ki'],
    ['ownSpelling', 'gale me baijanti mala'],
    ['ownSpelling', 'arti kunj bihari ki'],
  ]),
  ...hymnQueries('आरती.आरती कीजै हनुमान लला की', [
    ['ownSpelling', 'aarti kije hanuman lala ki'],
    ['ownSpelling', 'aarti keeje hanuman lalla ki'],
    ['line', 'dusht dalan raghunath kala ki'],
    ['title', 'आरती कीजै हनुमान'],
  ]),
  ...hymnQueries('आरती.ॐ जय शिव ओंकारा', [
    ['title', 'om jai shiv omkara'],
    ['ownSpelling', 'om jay shiv onkara'],
    ['line', 'brahma vishnu sadashiv'],
    ['firstLetters', 'ojso'],
    ['sanskrit', 'om jai shiva omkara swami jai shiva omkara'],
  ]),
  ...hymnQueries('आरती.जय अम्बे गौरी', [
    ['title', 'jai ambe gauri'],
    ['ownSpelling', 'jay ambe gowri'],
    ['line', 'maiya jai shyama gauri'],
    ['line', 'tumko nishdin dhyavat hari brahma shivri'],
    ['ownSpelling', 'jai ambey gauri'],
  ]),
  ...hymnQueries('आरती.ॐ जय लक्ष्मी माता', [
    ['title', 'om jai lakshmi mata'],
    ['ownSpelling', 'om jai laxmi mata'],
    ['line', 'tumko nisdin sevat har vishnu vidhata'],
    ['ownSpelling', 'jis ghar mein tum rahti'],
  ]),
  ...hymnQueries('मंत्र.कर्पूरगौरं करुणावतारं', [
    ['title', 'karpur gauram karunavataram'],
    ['split', 'karpoor gauram karuna avtaram'],
    ['joined', 'karpurgauram'],
    ['line', 'sada vasantam hridayaravinde'],
    ['line', 'sansar saram bhujagendra haram'],
  ]),
  ...hymnQueries('मंत्र.गायत्री मंत्र', [
    ['title', 'gayatri mantra'],
    ['line', 'om bhur bhuvah svah'],
    ['sanskrit', 'om bhur bhuva swaha tat savitur varenyam'],
    ['line', 'bhargo devasya dhimahi'],
    ['line', 'dhiyo yo nah prachodayat'],
    ['ownSpelling', 'gaytri mantr'],
  ]),
  ...hymnQueries('चालीसा.श्री हनुमान चालीसा', [
    ['title', 'hanuman chalisa'],
    ['line', 'shri guru charan saroj raj nij manu mukuru sudhari'],
    ['line', 'jai hanuman gyan gun sagar'],
    ['oneWordOff', 'hanuman chalisa lyrics'],
    ['firstLetters', 'sgcsr'],
    ['ownSpelling', 'prabhu mudrika meli mukh mahi'],
    ['line', 'बुद्धिहीन तनु जानिके'],
    ['typing', 'hanuman chal'],
    ['typo', 'hanuman chalsia'],
  ]),
  ...hymnQueries('चालीसा.श्री दुर्गा चालीसा', [
    ['title', 'durga chalisa'],
    ['ownSpelling', 'namo namo durge sukh karni'],
    ['line', 'nirakar hai jyoti tumhari'],
    ['ownSpelling', 'namo namo ambe dukh harni'],
    ['oneWordOff', 'shri durga chalisa path'],
  ]),
  ...hymnQueries('हनुमान.संकटमोचन हनुमान अष्टक', [
    ['title', 'sankat mochan hanuman ashtak'],
    ['joined', 'sankatmochan hanuman ashtak'],
    ['oneWordOff', 'baal samay ravi bhakshi liyo'],
    ['ownSpelling', 'ko nahi janat hai jag mein kapi sankat mochan naam tiharo'],
    ['line', 'lal deh lali lase'],
  ]),
  ...hymnQueries('हनुमान.श्री हनुमान वंदना', [
    ['title', 'shri hanuman vandana'],
    ['line', 'atulit bal dhamam hem shailabh deham'],
    ['joined', 'atulitabaladhamam'],
    ['line', 'shri ram dootam sharanam prapadye'],
  ]),
  ...hymnQueries('आरती.सुखकर्ता दुखहर्ता', [
    ['title', 'sukhkarta dukhharta'],
    ['split', 'dukh harta'],
    ['noTransliteration', 'sukhkarta dukhharta varta vighnachi'],
    ['split', 'sukh karta dukh harta varta vighnachi'],
    ['split', 'jai dev jai dev jai mangal murti'],
    ['split', 'darshan matre man kamana purti'],
    ['noTransliteration', 'lambodar pitambar phanivar bandhana'],
    ['split', 'दुख हर्ता'],
    ['typing', 'sukhkar'],
  ]),
  ...hymnQueries('मंत्र.वक्रतुण्ड महाकाय', [
    ['title', 'vakratunda mahakaya'],
    ['sanskrit', 'vakratunda mahakaya suryakoti samaprabha'],
    ['split', 'vakratund mahakay surya koti samprabh'],
    ['sanskrit', 'nirvighnam kuru me deva sarva karyeshu sarvada'],
    ['sanskrit', 'gajananam bhuta ganadi sevitam'],
    ['split', 'सूर्य कोटि समप्रभ'],
  ]),
];
