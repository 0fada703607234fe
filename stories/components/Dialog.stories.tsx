import { FEEDBACK_TEXTS } from '../../src/model/feedbackTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { subCategories } from '../../mocks/fixtures/subcategories';
import { Dialog, type DialogProps } from '../../src/components/Dialog';
import { CHROME_LABELS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';

const TEXTS = FEEDBACK_TEXTS;
/** The dialog's name: its heading, the English title and the Hindi subtitle. */
const DIALOG_NAME = `${CHROME_LABELS.feedback.en} ${CHROME_LABELS.feedback.hi}`;

/**
 * The dialog over a page, as the site opens it: a button before it opens it again, a link after
 * it; asking to close (`onClose`) closes it, as its owner does.
 */
function DialogOnPage(args: DialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          {CHROME_LABELS.feedback.en}
        </button>
      </p>
      {open ? (
        <Dialog
          {...args}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      ) : null}
      <p>
        <Link to={paths.home}>{CHROME_LABELS.home.en}</Link>
      </p>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: CHROME_LABELS.feedback.en,
    subtitle: CHROME_LABELS.feedback.hi,
    subtitleLang: 'hi',
    closeLabel: TEXTS.close,
    onClose: fn(),
    children: (
      <>
        <p>{TEXTS.deviceInfoNote}</p>
        <label>
          {TEXTS.name} <input type="text" name="name" />
        </label>
      </>
    ),
  },
  render: (args) => <DialogOnPage {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) => within(canvasElement).findByRole('dialog', { name: DIALOG_NAME });
const closeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: TEXTS.close });
/** The page behind the dialog: the button before it, the link after it. */
const opener = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: CHROME_LABELS.feedback.en });
const linkAfter = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link', { name: CHROME_LABELS.home.en });

const focusIsIn = (element: HTMLElement) => element.contains(element.ownerDocument.activeElement);

/**
 * Open: a modal dialog named by its heading (the Hindi subtitle marked as Hindi), holding the
 * focus, over a page that cannot take the focus.
 */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByRole('heading', { level: 2, name: DIALOG_NAME })).toBeVisible();
    await expect(within(dialog).getByText(CHROME_LABELS.feedback.hi)).toHaveAttribute('lang', 'hi');
    await expect(within(dialog).getByText(TEXTS.deviceInfoNote)).toBeVisible();
    await expect(closeButton(dialog)).toBeVisible();
    await waitFor(() => expect(focusIsIn(dialog)).toBe(true));

    // The page behind is inert: it cannot take the focus.
    opener(canvasElement).focus();
    await expect(opener(canvasElement)).not.toHaveFocus();
    await expect(focusIsIn(dialog)).toBe(true);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The close button asks to close it, once. */
export const ClosedWithButton: Story = {
  // Not pictured: ends closed, on the opener Open pictures behind the dialog.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(closeButton(dialog));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape asks to close it, once. */
export const ClosedWithEscape: Story = {
  // Not pictured: ends closed, on the opener Open pictures behind the dialog.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(focusIsIn(dialog)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Tab and Shift+Tab go through the dialog's controls and never out to the page behind. (The
 * simulated Tab here stops at the dialog's edge; a real browser's Tab wraps round to the other end.)
 */
export const TabStaysInside: Story = {
  // Not pictured: proves where the focus goes: the dialog is Open's.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const nameField = within(dialog).getByRole('textbox', { name: TEXTS.name });
    await waitFor(() => expect(focusIsIn(dialog)).toBe(true));
    dialog.focus();

    await userEvent.tab();
    await expect(closeButton(dialog)).toHaveFocus();
    await userEvent.tab();
    await expect(nameField).toHaveFocus();
    // Past the last control: the link after the dialog is inert, so the focus stays inside.
    await userEvent.tab();
    await expect(linkAfter(canvasElement)).not.toHaveFocus();
    await expect(focusIsIn(dialog)).toBe(true);

    await userEvent.tab({ shift: true });
    await expect(closeButton(dialog)).toHaveFocus();
    // Before the first control: the button before the dialog is inert too.
    await userEvent.tab({ shift: true });
    await expect(opener(canvasElement)).not.toHaveFocus();
    await expect(focusIsIn(dialog)).toBe(true);
  },
};

/** Once it has closed, the focus goes back to the button that opened it. */
export const FocusReturnsToOpener: Story = {
  // Not pictured: proves where the focus goes: it ends closed.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(closeButton(await findDialog(canvasElement)));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

    const button = opener(canvasElement);
    await userEvent.click(button);
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(focusIsIn(dialog)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * Long content on a phone: the dialog fits the screen and scrolls inside, its heading and close
 * button staying in view.
 */
export const LongContentOnPhone: Story = {
  args: {
    children: subCategories.map(({ subCategoryId, contentPrimary }) => (
      <p key={subCategoryId} lang="hi">
        {contentPrimary}
      </p>
    )),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);

    dialog.scrollTo({ top: dialog.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const button = closeButton(dialog).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(box.top);
    await expect(button.bottom).toBeLessThanOrEqual(box.bottom);
  },
};
