import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_PHONE } from '../../.storybook/viewports';
import { dottedTitleHymn } from '../../mocks/fixtures/content';
import { CorrectionForm } from '../../src/components/CorrectionForm';
import { CORRECTION_FORM_TEXTS as TEXT } from '../../src/model/correctionTexts';
import { CORRECTION_TEXTS } from '../../src/model/corrections';
import { correctableTexts } from '../../src/screens/content/correctionLines';
import { displayTitle } from '../../src/model/title';

const texts = correctableTexts({ ...dottedTitleHymn, secondaryOnPage: false });
const lines = dottedTitleHymn.contentPrimary.split('\n');

/**
 * Suggest a correction, for one hymn, in a dialog: the line chosen from the lyrics, typed as it
 * should read (starting as it is), the change shown with its words marked, and an optional note,
 * source and e-mail; then the thank-you. Pictured on the reader's phone.
 */
const meta = {
  title: 'Components/CorrectionForm',
  component: CorrectionForm,
  globals: READER_PHONE,
  args: {
    hymnTitle: displayTitle(dottedTitleHymn.titlePrimary),
    hymnTitleLang: 'hi',
    texts,
    status: 'idle',
    onSubmit: fn(),
    onAnother: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CorrectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: new RegExp(`^${TEXT.title} ${TEXT.titleHi}`) }));

/** Nothing selected on the page: the first line is chosen, and the box holds it as it is. */
export const FirstLine: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const box = dialog(canvasElement);
    await expect(box.getByRole('combobox', { name: TEXT.line })).toHaveDisplayValue(lines[0]!.trim());
    await expect(box.getByRole('textbox', { name: TEXT.suggested })).toHaveValue(lines[0]!.trim());
    await expect(box.queryByRole('definition')).toBeNull();
  },
};

/** Types the corrected fifth line into the form. */
async function correctFifthLine(canvasElement: HTMLElement) {
  const box = dialog(canvasElement);
  const line = lines[4]!.trim();
  await expect(box.getByRole('combobox', { name: TEXT.line })).toHaveDisplayValue(line);
  const typed = box.getByRole('textbox', { name: TEXT.suggested });
  await userEvent.clear(typed);
  await userEvent.type(typed, line.replace('खरचै', 'खरच'));
  return { box, line };
}

/** The reader had selected a word of the fifth line: it is chosen; they change one word, and the change is shown with it marked. */
export const LineChanged: Story = {
  args: { chosen: { field: 'contentPrimary', line: 4 } },
  play: async ({ canvasElement }) => {
    const { box } = await correctFifthLine(canvasElement);
    const change = box.getByLabelText(TEXT.yourChange);
    await expect(within(change).getByText('खरचै', { selector: 'del' })).toBeVisible();
    await expect(within(change).getByText('खरच', { selector: 'ins' })).toBeVisible();
  },
};

/** Sent: what is sent names the line and both texts, with the source given. */
export const LineSent: Story = {
  args: { chosen: { field: 'contentPrimary', line: 4 } },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const { box, line } = await correctFifthLine(canvasElement);
    await userEvent.type(box.getByRole('textbox', { name: TEXT.source }), 'Gita Press');
    await userEvent.click(box.getByRole('button', { name: TEXT.send }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        field: 'contentPrimary',
        line: 4,
        original: line,
        suggested: line.replace('खरचै', 'खरच'),
        source: 'Gita Press',
      }),
    );
  },
};

/** Another line chosen: the box starts again from that line. */
export const AnotherLineChosen: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const box = dialog(canvasElement);
    await userEvent.selectOptions(box.getByRole('combobox', { name: TEXT.line }), lines[3]!.trim());
    await expect(box.getByRole('textbox', { name: TEXT.suggested })).toHaveValue(lines[3]!.trim());
  },
};

/** Sending: the button says so and is busy; pressing it again sends nothing more. */
export const Sending: Story = {
  args: { status: 'submitting' },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const button = dialog(canvasElement).getByRole('button', { name: TEXT.sending });
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The line changed since the page was read: the reason by the line, and said at once. */
export const LineChangedMeanwhile: Story = {
  args: { status: 'error', message: CORRECTION_TEXTS.lineChanged, errors: { line: CORRECTION_TEXTS.lineChanged } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const box = dialog(canvasElement);
    await expect(box.getByRole('combobox', { name: TEXT.line })).toHaveAccessibleDescription(CORRECTION_TEXTS.lineChanged);
    await expect(box.getByRole('alert')).toHaveTextContent(CORRECTION_TEXTS.lineChanged);
  },
};

/** Sent: the thank-you, and a way to correct another line or to close. */
export const Thanks: Story = {
  args: { status: 'success', message: CORRECTION_TEXTS.thanks },
  play: async ({ canvasElement, args }) => {
    const box = dialog(canvasElement);
    await expect(box.getByRole('status')).toHaveTextContent(CORRECTION_TEXTS.thanks);
    await userEvent.click(box.getByRole('button', { name: TEXT.another }));
    await expect(args.onAnother).toHaveBeenCalled();
  },
};
