import { describe, expect, it } from 'vitest';
import { hasDevanagari, normalizeDevanagari, normalizeLatin, transliterate, transliterations } from './transliterate';

describe('transliterate (Devanagari → Latin, as people type Hindi)', () => {
  it.each([
    ['हनुमान', 'hanuman'],
    ['चालीसा', 'chalisa'],
    ['राम', 'ram'],
    ['जय', 'jay'],
    ['ॐ', 'om'],
    ['श्री', 'shri'],
    ['हरे', 'hare'],
    // The silent 'a' inside a word (V C a C V).
    ['जगदीश', 'jagdish'],
    ['तुलसीदास', 'tulsidas'],
    ['बजरंगी', 'bajrangi'],
    // …but not before a cluster, and never two in a row.
    ['रामचन्द्र', 'ramchandra'],
    ['रामचंद्र', 'ramchandra'],
    ['संकटमोचन', 'sankatmochan'],
    // A final 'a' after a cluster is said.
    ['कृष्ण', 'krishna'],
    ['गोविन्द', 'govinda'],
    // Virama at the end; anusvara before labials and after a final 'a' is 'm'.
    ['मधुराष्टकम्', 'madhurashtakam'],
    ['अंबे', 'ambe'],
    ['अम्बे', 'ambe'],
    ['कर्पूरगौरं', 'karpurgauram'],
    ['मैं', 'main'],
    ['कहाँ', 'kahan'],
    // ज्ञ is 'gy'; nukta letters as their plain letter; visarga left out.
    ['ज्ञान', 'gyan'],
    ['पढ़ै', 'padhai'],
    ['ज़रा', 'jara'],
    ['दुःख', 'dukh'],
    ['हृदय', 'hriday'],
    ['लक्ष्मी', 'lakshmi'],
  ])('%s → %s', (devanagari, latin) => {
    expect(transliterate(devanagari)).toBe(latin);
  });

  it('also gives the reading without the medial rule, which compounds need, and every vowel said, as Sanskrit says it', () => {
    expect(transliterations('रघुपति')).toEqual(['raghupti', 'raghupati']);
    expect(transliterations('हनुमान')).toEqual(['hanumn']);
    // जय is 'jai' in Hindi and 'jaya' in Sanskrit: two normal forms (jaya is not maya's 'mai').
    expect(transliterations('जय')).toEqual(['jai', 'jay']);
  });

  it('also gives a final long vowel made nasal without its nasal, as many type it', () => {
    expect(transliterations('नहीं')).toEqual(['nahin', 'nahi']);
    expect(transliterations('मां')).toEqual(['man', 'ma']);
    expect(transliterations('में')).toEqual(['men', 'me']);
    // Not a final 'a' made nasal (Sanskrit गौरं is 'gauram', never 'gaura').
    expect(transliterations('गौरं')).toEqual(['gaurm']);
  });
});

describe('normalizeLatin (one spelling for the ways people write a word)', () => {
  it.each([
    [['Shree', 'Shri', 'sri', 'SHRI'], 'sri'],
    [['Hanumaan', 'hanuman', 'Hanumān', 'hanumana'], 'hanumn'],
    [['Chaaleesa', 'chalisa', 'chaleesaa'], 'chalis'],
    [['jay', 'jai', 'Jai'], 'jai'],
    [['Lakshmi', 'laxmi'], 'laksmi'],
    [['Dhoondhe', 'dhundhe'], 'dhundhe'],
    [['mein', 'men'], 'men'],
    [['phal', 'fal'], 'fal'],
    [['swami', 'svami'], 'svami'],
    [['Gouri', 'gauri'], 'gauri'],
    // A final 'a' said or not (Sanskrit and Marathi say it), and the visarga typed or not.
    [['rama', 'Ram', 'raam', 'raama'], 'ram'],
    [['krishna', 'krishn', 'Kṛṣṇa'], 'krisn'],
    [['namah', 'namaha', 'nama', 'nam'], 'nam'],
    [['Vishnuh', 'vishnu'], 'visnu'],
    // An 'a' between the last two consonants said or not.
    [['dharam', 'dharm', 'dharma'], 'dharm'],
    [['janam', 'janm', 'janma'], 'janm'],
    // A nasal before a stop written m or n.
    [['sampati', 'sanpati'], 'sanpati'],
    [['ambe', 'anbe'], 'anbe'],
    // A final ai or au written e or o (but not in short words: jai, kau).
    [['karai', 'kare'], 'kare'],
    [['udhau', 'udho'], 'udho'],
    [['kau'], 'kau'],
    // Short words keep their final a: ka, na, maa.
    [['ka'], 'ka'],
    [['maa', 'ma'], 'ma'],
  ])('%j → %s', (spellings, normal) => {
    for (const spelling of spellings) expect(normalizeLatin(spelling), spelling).toBe(normal);
  });

  it('meets the transliteration of the Devanagari word', () => {
    for (const [devanagari, typed] of [
      ['श्री', 'shree'],
      ['हनुमान', 'Hanumaan'],
      ['जय', 'jai'],
      ['जगदीश', 'Jagdish'],
      ['लक्ष्मी', 'Laxmi'],
      ['ढूँढे', 'dhoondhe'],
      ['में', 'mein'],
      ['में', 'me'],
      ['नहीं', 'nahi'],
      ['धर्म', 'dharam'],
      ['जय', 'jaya'],
      ['वक्रतुण्ड', 'vakratunda'],
      ['समप्रभ', 'samaprabha'],
      ['नमः', 'namah'],
      ['करै', 'kare'],
      ['सम्पति', 'sampati'],
      ['संपति', 'sampati'],
    ]) {
      expect(transliterations(devanagari!), devanagari).toContain(normalizeLatin(typed!));
    }
  });
});

describe('Devanagari text', () => {
  it('is recognised, and normalised without nukta, joiners and with ASCII digits', () => {
    expect(hasDevanagari('राम')).toBe(true);
    expect(hasDevanagari('ram 108')).toBe(false);
    expect(hasDevanagari('१०८')).toBe(false);
    expect(normalizeDevanagari('ज़रा')).toBe('जरा');
    expect(normalizeDevanagari('क्\u200Dष')).toBe('क्ष');
    expect(normalizeDevanagari('१०८')).toBe('108');
  });
});
