import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dottedTitleHymn } from '../../mocks/fixtures/content';
import { OTHER_EDITOR, SAVED_MEANWHILE } from '../../mocks/fixtures/revisions';
import { SaveConflict, type ConflictField } from '../../src/components/SaveConflict';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

const TEXTS = ADMIN_TEXTS.revisions;
const FORM = ADMIN_TEXTS.adminForms;

/** The lyrics: changed by the other editor only (a line added). */
const LYRICS: ConflictField = {
  name: 'contentPrimary',
  label: FORM.contentPrimary,
  mine: dottedTitleHymn.contentPrimary,
  theirs: SAVED_MEANWHILE.current.contentPrimary,
  changedByMe: false,
  multiline: true,
  editable: true,
};
/** The English title: changed by both. */
const ENGLISH_TITLE: ConflictField = {
  name: 'titleSecondary',
  label: FORM.titleSecondary,
  mine: 'Payo Ji Maine Ram Ratan Dhan Payo - Meerabai',
  theirs: SAVED_MEANWHILE.current.titleSecondary!,
  changedByMe: true,
  multiline: false,
  editable: true,
};
/** Display Flag: a choice among set values, never typed. */
const DISPLAY_FLAG: ConflictField = {
  name: 'displayFlag',
  label: FORM.displayFlag,
  mine: 'Y',
  theirs: 'N',
  changedByMe: false,
  multiline: false,
  editable: false,
};

const meta = {
  title: 'Components/SaveConflict',
  component: SaveConflict,
  args: {
    author: OTHER_EDITOR,
    savedAt: '22 Nov 2026, 09:41',
    revision: SAVED_MEANWHILE.revision,
    fields: [ENGLISH_TITLE, LYRICS],
    saving: false,
    onSave: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveConflict>;

export default meta;
type Story = StoryObj<typeof meta>;

const choiceOf = (canvasElement: HTMLElement, field: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: TEXTS.choiceGroup(field) }));

/**
 * Two fields changed since the form opened: the English title by both (marked, starting at the
 * editor's own), the lyrics by the other editor only (starting at theirs). The heading takes the focus.
 */
export const TwoFieldsChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: TEXTS.conflictHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(TEXTS.conflictIntro(OTHER_EDITOR, '22 Nov 2026, 09:41', 2))).toBeInTheDocument();
    await expect(canvas.getByText(TEXTS.changedByYouToo)).toBeInTheDocument();
    await expect(choiceOf(canvasElement, FORM.titleSecondary).getByRole('radio', { name: TEXTS.keepMine })).toBeChecked();
    await expect(choiceOf(canvasElement, FORM.contentPrimary).getByRole('radio', { name: TEXTS.takeTheirs })).toBeChecked();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toContain(TEXTS.theirs(OTHER_EDITOR));

    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveChoices }));
    await expect(args.onSave).toHaveBeenCalledWith({ titleSecondary: { keep: 'mine' }, contentPrimary: { keep: 'theirs' } });
  },
};

/** Edit by hand: a box starting from the editor's own text; what is typed is what is saved. */
export const EditByHand: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(choiceOf(canvasElement, FORM.titleSecondary).getByRole('radio', { name: TEXTS.editByHand }));
    const box = canvas.getByRole('textbox', { name: TEXTS.handEdit(FORM.titleSecondary) });
    await expect(box).toHaveValue(ENGLISH_TITLE.mine);
    await userEvent.clear(box);
    await userEvent.type(box, 'Payo Ji Maine Ram Ratan Dhan Payo (Meerabai)');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveChoices }));
    await expect(args.onSave).toHaveBeenCalledWith({
      titleSecondary: { byHand: 'Payo Ji Maine Ram Ratan Dhan Payo (Meerabai)' },
      contentPrimary: { keep: 'theirs' },
    });
  },
};

/** A flag is chosen, not typed: no 'Edit by hand'. */
export const FlagChanged: Story = {
  args: { fields: [DISPLAY_FLAG] },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const choices = choiceOf(canvasElement, FORM.displayFlag);
    await expect(choices.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      TEXTS.keepMine,
      TEXTS.takeTheirs,
    ]);
  },
};

/** While the merged save is on its way, the button says so and a second press sends nothing. */
export const Saving: Story = {
  args: { saving: true },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: TEXTS.saveChoices });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
