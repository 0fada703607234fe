import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarkedText } from '../../src/components/MarkedText';

const LINE = 'जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥';

const meta = {
  title: 'Components/MarkedText',
  component: MarkedText,
  args: {
    text: LINE,
    marks: [
      [10, 15],
      [16, 19],
      [20, 24],
    ],
    lang: 'hi',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const marked = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);

/** A search result's line: the words searched for in `<mark>`, the line whole and in its language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual(['ज्ञान', 'गुन', 'सागर']);
    const line = canvasElement.querySelector('span[lang]')!;
    await expect(line).toHaveAttribute('lang', 'hi');
    await expect(line.textContent).toBe(LINE);
  },
};

/**
 * Ranges that are not in order, overlap or leave the text are not marked; the text is shown whole,
 * and markup in it stays text.
 */
export const RangesChecked: Story = {
  args: {
    text: 'Ram <b>Sita</b> Ram',
    marks: [
      [0, 3],
      [2, 5],
      [16, 19],
      [18, 40],
      [5, 4],
    ],
    lang: undefined,
  },
  parameters: {
    // Not pictured: proves what is left unmarked; the look is Default's.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual(['Ram', 'Ram']);
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('span')!.textContent).toBe('Ram <b>Sita</b> Ram');
    await expect(canvasElement.querySelector('[lang]')).toBeNull();
  },
};
