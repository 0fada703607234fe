import { describe, expect, it } from 'vitest';
import type { IndicScript } from '../model/reading';
import { inScript, readableRoman } from './convert';

const WORDS = ['राम', 'कृष्ण', 'जय', 'संत', 'गोविंद', 'भजन', 'शंकर'] as const;

/** Each word as readers of each script write it (the nasal dot, य, ष and the vocalic r as their books have them). */
const KNOWN: Readonly<Record<IndicScript | 'iast', readonly string[]>> = {
  iast: ['rāma', 'kṛṣṇa', 'jaya', 'saṃta', 'goviṃda', 'bhajana', 'śaṃkara'],
  gujarati: ['રામ', 'કૃષ્ણ', 'જય', 'સંત', 'ગોવિંદ', 'ભજન', 'શંકર'],
  bengali: ['রাম', 'কৃষ্ণ', 'জয়', 'সন্ত', 'গোবিন্দ', 'ভজন', 'শঙ্কর'],
  gurmukhi: ['ਰਾਮ', 'ਕ੍ਰਿਸ਼੍ਣ', 'ਜਯ', 'ਸੰਤ', 'ਗੋਵਿੰਦ', 'ਭਜਨ', 'ਸ਼ੰਕਰ'],
  odia: ['ରାମ', 'କୃଷ୍ଣ', 'ଜୟ', 'ସନ୍ତ', 'ଗୋବିନ୍ଦ', 'ଭଜନ', 'ଶଙ୍କର'],
  telugu: ['రామ', 'కృష్ణ', 'జయ', 'సంత', 'గోవింద', 'భజన', 'శంకర'],
  kannada: ['ರಾಮ', 'ಕೃಷ್ಣ', 'ಜಯ', 'ಸಂತ', 'ಗೋವಿಂದ', 'ಭಜನ', 'ಶಂಕರ'],
  tamil: ['ராம', 'க்ருஷ்ண', 'ஜய', 'ஸந்த', 'கோவிந்த', 'பஜன', 'ஶங்கர'],
  malayalam: ['രാമ', 'കൃഷ്ണ', 'ജയ', 'സന്ത', 'ഗോവിന്ദ', 'ഭജന', 'ശങ്കര'],
};

describe('inScript', () => {
  it.each(Object.entries(KNOWN) as [IndicScript | 'iast', readonly string[]][])('writes known words in %s', (script, known) => {
    expect(WORDS.map((word) => inScript(word, script))).toEqual(known);
  });

  it('keeps the verses’ shape: lines, blank lines between stanzas, dandas and numbers', () => {
    const verse = 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥१॥\n\nराम दूत अतुलित बल धामा ॥२॥';
    const gujarati = inScript(verse, 'gujarati');
    expect(gujarati.split('\n')).toHaveLength(4);
    expect(gujarati.split('\n')[2]).toBe('');
    expect(gujarati).toContain('॥૧॥');
    expect(gujarati).toMatch(/^જય હનુમાન જ્ઞાન ગુન સાગર ।\n/);
    expect(inScript(verse, 'iast')).toContain('jaya hanumāna jñāna guna sāgara |\n');
    // Nothing of the Devanagari is left behind, in any script.
    for (const script of Object.keys(KNOWN) as (IndicScript | 'iast')[])
      expect(inScript(verse, script)).not.toMatch(/[\u0900-\u0963\u0966-\u097F]/);
  });

  it('writes letters with a nukta, typed as one character or as two, as each script can (ड़ in Bengali, ज़ in Gurmukhi; the letter without its dot elsewhere)', () => {
    for (const [script, padhe, pade, zara] of [
      ['bengali', 'পঢে', 'পড়ে', 'জ়রা'],
      ['gurmukhi', 'ਪਢੇ', 'ਪੜੇ', 'ਜ਼ਰਾ'],
      ['telugu', 'పఢే', 'పడే', 'జరా'],
      ['tamil', 'படே', 'படே', 'ஜரா'],
      ['iast', 'par̤he', 'par̤e', 'zarā'],
    ] as const) {
      expect([inScript('पढ़े', script), inScript('पड\u093Cे', script), inScript('ज़रा', script)]).toEqual(
        [padhe, pade, zara].map((word) => word.normalize('NFC')),
      );
      expect(inScript('पढ\u093Cे', script)).toBe(inScript('पढ़े', script));
    }
  });

  it('leaves what is not Devanagari as it is', () => {
    expect(inScript('Chorus: राम (x2)', 'telugu')).toBe('Chorus: రామ (x2)');
  });
});

describe('readableRoman', () => {
  it('writes Hindi as people do, without the silent a, each line begun with a capital', () => {
    expect(readableRoman(WORDS.join(' '))).toBe('Ram krishna jay sant govind bhajan shankar');
    expect(readableRoman('श्री रामचन्द्र कृपालु भजु मन\nहरण भवभय दारुणं ॥१॥')).toBe(
      'Shri ramchandra kripalu bhaju man\nHaran bhavbhay darunam ||1||',
    );
  });

  it('keeps the stanzas and turns dandas and Devanagari digits into Latin marks', () => {
    expect(readableRoman('जय हनुमान ।\n\nराम दूत ॥२॥')).toBe('Jay hanuman |\n\nRam dut ||2||');
  });
});
