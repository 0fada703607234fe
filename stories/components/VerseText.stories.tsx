import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLyricsHymn } from '../../mocks/fixtures/content';
import { VerseText } from '../../src/components/VerseText';

/** The opening of the Hanuman Chalisa: a doha and chaupais, each line closed by a danda or a numbered double danda. */
const CHALISA = [
  'दोहा',
  'श्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि ।',
  'बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि ॥',
  '',
  'चौपाई',
  'जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥१॥',
  'राम दूत अतुलित बल धामा । अंजनि-पुत्र पवनसुत नामा ॥२॥',
  'महाबीर बिक्रम बजरंगी । कुमति निवार सुमति के संगी ॥३॥',
].join('\n');

/**
 * Lyrics laid out as verses: a line each, a wrapped line's continuation hanging under it, stanzas
 * apart, verse-end marks kept with their words. Sized as on the hymn page (the page's own type).
 */
const meta = {
  title: 'Components/VerseText',
  component: VerseText,
  args: { text: CHALISA, lang: 'hi' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1rem', fontSize: '1.25rem', lineHeight: 1.9 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerseText>;

export default meta;
type Story = StoryObj<typeof meta>;

const linesOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('p > span')];
/** The line boxes a block's text is laid out in (one top per line on the screen). */
const lineTops = (element: HTMLElement) => {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
};

/** On a wide screen: a line each, the two stanzas apart, the text itself unchanged. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const verses = canvasElement.querySelector<HTMLElement>('[lang="hi"]')!;
    await expect(verses.textContent).toBe(CHALISA);
    await expect(verses.querySelectorAll('p')).toHaveLength(2);
    await expect(linesOf(canvasElement)).toHaveLength(7);
    for (const line of linesOf(canvasElement)) await expect(lineTops(line)).toHaveLength(1);
  },
};

/**
 * On a 320 px phone the chaupais wrap: the continuation is set in under its line (it reads as the
 * rest of the line, not a new one), and no mark (`॥१॥`) is left alone at a line's start.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '288px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const wrapped = linesOf(canvasElement).filter((line) => lineTops(line).length > 1);
    await expect(wrapped.length).toBeGreaterThanOrEqual(3);
    for (const line of wrapped) {
      const range = line.ownerDocument.createRange();
      range.selectNodeContents(line);
      const rects = [...range.getClientRects()];
      const firstLeft = Math.min(...rects.filter((rect) => Math.round(rect.top) === lineTops(line)[0]).map((rect) => rect.left));
      const laterLeft = Math.min(...rects.filter((rect) => Math.round(rect.top) !== lineTops(line)[0]).map((rect) => rect.left));
      // The hanging indent: the continuation starts further in.
      await expect(laterLeft).toBeGreaterThan(firstLeft + 10);
    }
    // Every word and its mark on one line box.
    for (const kept of canvasElement.querySelectorAll<HTMLElement>('p > span > span > span')) await expect(lineTops(kept)).toHaveLength(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The whole Chalisa as the page has it, on a phone. */
export const WholeChalisaOnPhone: Story = {
  args: { text: longLyricsHymn.contentPrimary },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const kept of canvasElement.querySelectorAll<HTMLElement>('p > span > span > span')) await expect(lineTops(kept)).toHaveLength(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A transliteration (no `lang="hi"`): the same layout, its `||1||` marks plain text. */
export const Transliteration: Story = {
  args: {
    text: 'Jai Hanuman gyan gun sagar, Jai Kapis tihun lok ujagar ||1||\nRam doot atulit bal dhama, Anjani-putra Pavansut nama ||2||',
    lang: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="hi"]')).toBeNull();
    await expect(linesOf(canvasElement)).toHaveLength(2);
  },
};
