import { describe, expect, it } from 'vitest';
import { CORRECTION_FORM_TEXTS } from '../../model/correctionTexts';
import { correctableTexts, lineOfSelection } from './correctionLines';

const hymn = {
  contentPrimary: 'श्रीगुरु चरन सरोज रज\nनिज मनु मुकुरु सुधारि\n\nबरनउँ रघुबर बिमल जसु',
  contentSecondary: 'Shriguru charan saroj raj\nnij manu mukuru sudhari\n\nbaranaun raghubar bimal jasu',
  titleSecondary: null,
  secondaryOnPage: true,
};

describe('correctableTexts', () => {
  it('offers the lyrics, and the text below them only where the page shows it', () => {
    const texts = correctableTexts(hymn);
    expect(texts.map((text) => [text.field, text.label, text.lines.length])).toEqual([
      ['contentPrimary', CORRECTION_FORM_TEXTS.lyrics, 4],
      ['contentSecondary', CORRECTION_FORM_TEXTS.secondary, 4],
    ]);
    expect(texts[0]!.lang).toBe('hi');
    expect(correctableTexts({ ...hymn, secondaryOnPage: false })).toHaveLength(1);
    expect(correctableTexts({ ...hymn, titleSecondary: 'Meaning' })[1]!.label).toBe('Meaning');
  });
});

describe('lineOfSelection', () => {
  const texts = correctableTexts(hymn);
  const sel = (text: string, line = '') => ({ text, line });

  it('takes the line the selection starts in, though an earlier line has the same words', () => {
    const refrain = correctableTexts({ ...hymn, contentPrimary: 'राम राम जय\nसीता राम\nफिर राम राम जय' });
    expect(lineOfSelection(sel('राम राम', 'फिर राम राम जय'), refrain)).toEqual({ field: 'contentPrimary', line: 2 });
    expect(lineOfSelection(sel('राम राम'), refrain)).toEqual({ field: 'contentPrimary', line: 0 });
  });

  it('finds the line a few selected words are in', () => {
    expect(lineOfSelection(sel('मुकुरु'), texts)).toEqual({ field: 'contentPrimary', line: 1 });
    expect(lineOfSelection(sel('  raghubar bimal '), texts)).toEqual({ field: 'contentSecondary', line: 3 });
  });

  it('takes the first line of a selection over several, and a whole line selected with its neighbours', () => {
    expect(lineOfSelection(sel('\nबरनउँ रघुबर बिमल जसु\nमोर'), texts)).toEqual({ field: 'contentPrimary', line: 3 });
  });

  it('finds it among the lines as the reader reads them, in another script', () => {
    const gujarati = 'શ્રીગુરુ ચરન સરોજ રજ\nનિજ મનુ મુકુરુ સુધારિ\n\nબરનઉઁ રઘુબર બિમલ જસુ';
    expect(lineOfSelection(sel('રઘુબર'), texts, { contentPrimary: gujarati })).toEqual({ field: 'contentPrimary', line: 3 });
  });

  it('is nothing for no selection, or words that are not in the hymn', () => {
    expect(lineOfSelection(sel(''), texts)).toBeUndefined();
    expect(lineOfSelection(sel('Bhajan Sangrah'), texts)).toBeUndefined();
  });
});
