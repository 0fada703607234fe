import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextDiff } from '../../src/components/TextDiff';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

const TEXTS = ADMIN_TEXTS.textDiff;

/** Twelve lines of the Chalisa; the later text corrects a word in the second and adds a line after the tenth. */
const BEFORE = [
  'श्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि',
  'बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि',
  'बुद्धिहीन तनु जानिके, सुमिरौं पवन-कुमार',
  'बल बुधि बिद्या देहु मोहिं, हरहु कलेस बिकार',
  'जय हनुमान ज्ञान गुन सागर',
  'जय कपीस तिहुँ लोक उजागर',
  'राम दूत अतुलित बल धामा',
  'अंजनि-पुत्र पवनसुत नामा',
  'महाबीर बिक्रम बजरंगी',
  'कुमति निवार सुमति के संगी',
  'कंचन बरन बिराज सुबेसा',
  'कानन कुंडल कुंचित केसा',
].join('\n');
const AFTER = BEFORE.replace('जो दायकु फल चारि', 'जो दायक फल चारि').replace(
  'कुमति निवार सुमति के संगी',
  'कुमति निवार सुमति के संगी\nहाथ बज्र औ ध्वजा बिराजै',
);

const meta = {
  title: 'Components/TextDiff',
  component: TextDiff,
  args: { before: BEFORE, after: AFTER, beforeLabel: 'Revision 3', afterLabel: 'Revision 4', caption: 'Content Primary' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A changed word marked within its line, an added line, the unchanged stretch between them folded;
 * each marked piece said to a screen reader, each Devanagari cell `lang="hi"`.
 */
export const ChangedLines: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Content Primary' });
    const [removed] = table.querySelectorAll('del');
    await expect(removed).toHaveTextContent(`${TEXTS.removedStart}दायकु${TEXTS.markEnd}`);
    const added = [...table.querySelectorAll('ins')].map((mark) => mark.textContent);
    await expect(added).toEqual([`${TEXTS.addedStart}दायक${TEXTS.markEnd}`, `${TEXTS.addedStart}हाथ बज्र औ ध्वजा बिराजै${TEXTS.markEnd}`]);
    await expect(within(table).getByText(TEXTS.unchangedLines(4))).toBeInTheDocument();
    for (const cell of within(table).getAllByText('बुद्धिहीन तनु जानिके, सुमिरौं पवन-कुमार', { selector: 'td' })) {
      await expect(cell).toHaveAttribute('lang', 'hi');
    }
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Revision 3', 'Revision 4']);
  },
};

/** The same text on both sides says so, instead of repeating it. */
export const Same: Story = {
  args: { after: BEFORE },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent(TEXTS.same);
  },
};

/** A line added to an empty text (a first English transliteration). */
export const FromEmpty: Story = {
  args: { before: '', after: 'Shri guru charan saroj raj' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('Shri guru charan saroj raj');
  },
};
