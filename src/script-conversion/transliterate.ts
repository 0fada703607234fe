/**
 * Devanagari → Latin, the way people type Hindi in Latin letters, and one normal form for Latin
 * words, so that 'हनुमान चालीसा', 'hanuman chalisa' and 'Hanumaan Chaaleesa' meet in the same words.
 *
 * - `transliterate(word)`: a Devanagari word in Latin letters, with Hindi's silent inherent 'a'
 *   left out (राम → ram, जगदीश → jagdish, रामचंद्र → ramchandra; but कृष्ण → krishna and
 *   मधुराष्टकम् → madhurashtakam). The medial rule misreads some compounds (रघुपति → raghupti), so
 *   `transliterations(word)` also gives the reading without it (raghupati).
 * - `normalizeLatin(word)`: lower case, no accents, and the spellings that vary from writer to
 *   writer folded into one: long vowels (aa, ee, oo), doubled letters, sh/s, ph/f, w/v, z/j, q/k,
 *   x/ks, c/k, ei/e, ou/au, a nasal before a stop as m or n (ambe, anbe), a final visarga
 *   (namah, nama), a final 'a' said or not (rama, ram: Sanskrit and Marathi say it, Hindi does
 *   not), an 'a' between the last two consonants said or not (dharam, dharm), a final ay/ai (jay,
 *   jai), a final ai/e and au/o (karai, kare; udhau, udho).
 * Both sides of a search (the stored text and the visitor's term) go through the same functions.
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'ñ',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Vowels written as letters of their own (at the start of a word or after another vowel). */
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ॡ: 'li',
  ऍ: 'e',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
  ॲ: 'a',
  ऄ: 'a',
};

/** Vowel signs (matras) that replace a consonant's inherent 'a'. */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'ॣ': 'li',
  'ॅ': 'e',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'au',
  'ॏ': 'au',
  'ॎ': 'e',
};

const VIRAMA = '्';
const NASALS = new Set(['ं', 'ँ', 'ऀ']);
const OM = 'ॐ';
/** Letters that take 'm' for a nasal before them (अंबे → ambe); any other takes 'n' (संकट → sankat). */
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0971-\u097F]/;
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/** One written syllable: a consonant cluster (maybe empty) and its vowel. */
interface Syllable {
  consonants: string[];
  /** null after a virama (no vowel). */
  vowel: string | null;
  /** The vowel is the consonant's own 'a', which Hindi often leaves silent. */
  inherent: boolean;
  nasal: boolean;
}

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI_LETTER.test(text);
}

/** Nukta dropped (ज़ → ज, ड़ → ड: typed alike in Latin), joiners removed, Devanagari digits as 0-9. */
export function normalizeDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C|\u200C|\u200D|\u00AD/g, '')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .normalize('NFC');
}

function syllables(word: string): Syllable[] {
  const result: Syllable[] = [];
  let clusterOpen = false;
  for (const char of normalizeDevanagari(word)) {
    const last = result.at(-1);
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      if (clusterOpen && last) {
        last.consonants.push(consonant);
        last.vowel = 'a';
        last.inherent = true;
      } else {
        result.push({ consonants: [consonant], vowel: 'a', inherent: true, nasal: false });
      }
      clusterOpen = false;
    } else if (VOWEL_SIGNS[char] !== undefined) {
      if (last && last.consonants.length > 0 && (last.inherent || last.vowel === null)) {
        last.vowel = VOWEL_SIGNS[char];
        last.inherent = false;
      } else {
        result.push({ consonants: [], vowel: VOWEL_SIGNS[char], inherent: false, nasal: false });
      }
      clusterOpen = false;
    } else if (char === VIRAMA) {
      if (last && last.consonants.length > 0) {
        last.vowel = null;
        last.inherent = false;
        clusterOpen = true;
      }
    } else if (VOWELS[char] !== undefined) {
      result.push({ consonants: [], vowel: VOWELS[char], inherent: false, nasal: false });
      clusterOpen = false;
    } else if (NASALS.has(char)) {
      if (last) last.nasal = true;
      clusterOpen = false;
    } else if (char === OM) {
      result.push({ consonants: [], vowel: 'om', inherent: false, nasal: false });
      clusterOpen = false;
    } else {
      // Visarga (दुःख → dukh, as typed), avagraha, signs of other scripts: not written in Latin.
      clusterOpen = false;
    }
  }
  return result;
}

/**
 * Which inherent vowels are silent. The last one after a single consonant (राम → ram; कृष्ण keeps
 * it after the cluster: krishna); with `medial`, also one between vowels before a single consonant
 * with a vowel (V C a C V → V C C V, from the right, never two in a row: जगदीश → jagdish).
 * A nasalised one is always said (संकट → sankat).
 */
function silentVowels(list: Syllable[], medial: boolean): boolean[] {
  const silent = list.map(() => false);
  const isSchwa = (s: Syllable) => s.inherent && !s.nasal && s.consonants.length === 1;
  const last = list.length - 1;
  if (last > 0 && isSchwa(list[last]!)) silent[last] = true;
  if (!medial) return silent;
  for (let i = last - 1; i >= 1; i--) {
    const next = list[i + 1]!;
    const previous = list[i - 1]!;
    if (!isSchwa(list[i]!)) continue;
    if (next.consonants.length !== 1 || next.vowel === null || silent[i + 1]) continue;
    if (previous.vowel === null) continue;
    silent[i] = true;
    i--;
  }
  return silent;
}

function render(list: Syllable[], silent: boolean[]): string {
  let out = '';
  list.forEach((syllable, i) => {
    out += syllable.consonants.join('');
    const vowel = silent[i] ? '' : (syllable.vowel ?? '');
    out += vowel;
    if (syllable.nasal) {
      const following = list[i + 1]?.consonants[0];
      // Word-final after the inherent 'a' (Sanskrit गौरं → gauram) or before p, b, m: 'm'.
      const labial = following === undefined ? syllable.inherent && vowel !== '' : LABIALS.has(following);
      out += labial ? 'm' : 'n';
    }
  });
  // ज्ञ is said and typed 'gy' (ज्ञान → gyan); ञ elsewhere is an 'n'.
  return out.replace(/jñ/g, 'gy').replace(/ñ/g, 'n');
}

/** A Devanagari word in Latin letters, as most people would type it (not yet normalised). */
export function transliterate(word: string): string {
  const list = syllables(word);
  return render(list, silentVowels(list, true));
}

/**
 * Every likely Latin reading of a Devanagari word, normalised, the most likely first: with and
 * without the medial silent 'a' (raghupti / raghupati), with every vowel said as Sanskrit and
 * Marathi say them (जय → jaya, which normalizeLatin keeps apart from jai), and, for a word
 * that ends in a long vowel made nasal, without its nasal too (मां → man / ma, नहीं → nahin / nahi: typed both ways).
 * Usually one.
 */
export function transliterations(word: string): string[] {
  const list = syllables(word);
  const everyVowelSaid = list.map(() => false);
  const readings = [render(list, silentVowels(list, true)), render(list, silentVowels(list, false)), render(list, everyVowelSaid)];
  const last = list.at(-1);
  if (last?.nasal && !last.inherent) {
    const withoutNasal = [...list.slice(0, -1), { ...last, nasal: false }];
    readings.push(render(withoutNasal, silentVowels(withoutNasal, true)));
  }
  return [...new Set(readings.map(normalizeLatin).filter(Boolean))];
}

/** A consonant letter of the Latin alphabet, once normalised (no q, w, x, z; c only in 'ch'). */
const CONSONANT = '[bcdfghjklmnprstvy]';
/** A final 'a', said in Sanskrit and Marathi and silent in Hindi (rama / ram), after a consonant, in a word of 4 letters or more. */
const FINAL_A = new RegExp(`(?<=^.{2,}${CONSONANT})a$`);
/** A final 'h' after a vowel: the visarga, typed by some and not others (namah / nama, vishnuh / vishnu), in a word of 4 letters or more. */
const FINAL_H = /(?<=^.{2,}[aiu])h$/;
/** An 'a' said between the last two consonants by some typists and not by others (dharam / dharm, janam / janm). */
const INNER_A = new RegExp(`(?<=[aeiou]${CONSONANT}{1,2})a(?=${CONSONANT}$)`);
/**
 * A final 'ai' or 'au' written 'e' or 'o' by most (करै: karai / kare; ऊधौ: udhau / udho), in a
 * word of 4 letters or more (jai, kai, kau stay: short words are their vowels).
 */
const FINAL_AI = /(?<=^.{2,})ai$/;
const FINAL_AU = /(?<=^.{2,})au$/;
/** A nasal before a stop or a sibilant: 'm' by some, 'n' by others (sampati / sanpati, ambe / anbe); before n, y, r, l, v, h an 'm' is an 'm' (janm, tumhari). */
const NASAL_BEFORE_CONSONANT = /m(?=[bcdfgjkpst])/g;

/**
 * A Latin word in the one spelling both sides of a search use (see the top of this file). Not a
 * spelling to show: it folds together what typists write differently for the same sound, and so
 * makes some words meet that differ (मन, मान, मना are all 'man'), which search can afford.
 */
export function normalizeLatin(word: string): string {
  let folded = word
    // IAST's vowel r (kṛṣṇa) is typed 'ri' (krishna).
    .replace(/[ṛṝṚṜ]/g, 'ri')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/c(?!h)/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/ei/g, 'e')
    .replace(/ou/g, 'au')
    .replace(NASAL_BEFORE_CONSONANT, 'n')
    .replace(/ay$/, 'ai');
  // 'namaha' → 'namah' → 'nama' → 'nam', as नमः is read.
  for (let before = ''; before !== folded;) {
    before = folded;
    folded = folded.replace(FINAL_H, '').replace(FINAL_A, '');
  }
  return folded.replace(INNER_A, '').replace(FINAL_AI, 'e').replace(FINAL_AU, 'o');
}
