import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  acceptedCorrection,
  conflictingCorrection,
  rejectedCorrection,
  staleCorrection,
  waitingCorrection,
} from '../../mocks/fixtures/corrections';
import { CorrectionCard } from '../../src/components/CorrectionCard';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import { displayTitle } from '../../src/model/title';
import { formatInstant } from '../../src/screens/admin/formatInstant';

const TEXTS = ADMIN_TEXTS.corrections;

/**
 * One reader's correction in the editors' queue, in each state it can be in. The queue's screen
 * pictures them together (Screens/Admin/CorrectionQueue); these check each state's behaviour.
 */
const meta = {
  title: 'Components/CorrectionCard',
  component: CorrectionCard,
  args: {
    correction: waitingCorrection,
    hymnTitle: displayTitle(waitingCorrection.titlePrimary),
    links: { edit: '/admin/content/109', history: '/admin/content/109/history', page: '/content/109' },
    formatTime: formatInstant,
    onAccept: fn(),
    onReject: fn(),
  },
  parameters: { visual: false },
} satisfies Meta<typeof CorrectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting, made against the hymn as it is: the change marked; Accept takes the reader's line. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('खरचै', { selector: 'del' })).toBeVisible();
    await expect(card.queryByText(/^Stale/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: TEXTS.accept }));
    await expect(args.onAccept).toHaveBeenCalledWith();
  },
};

/** Stale: made against an older revision, its line unchanged: said so, and Edit and accept sends the editor's line. */
export const Stale: Story = {
  args: { correction: staleCorrection },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(TEXTS.stale(staleCorrection.revision, staleCorrection.currentRevision))).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: TEXTS.editAndAccept }));
    const line = card.getByRole('textbox', { name: TEXTS.editedLine });
    await userEvent.clear(line);
    await userEvent.type(line, 'बरनउँ रघुबर बिमल जसु');
    await userEvent.click(card.getByRole('button', { name: TEXTS.acceptEdited }));
    await expect(args.onAccept).toHaveBeenCalledWith('बरनउँ रघुबर बिमल जसु');
  },
};

/** Conflicting: its line changed since: said so, no Accept; Reject asks for a reason. */
export const Conflicting: Story = {
  args: { correction: conflictingCorrection },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(TEXTS.conflicting(conflictingCorrection.revision, conflictingCorrection.currentRevision))).toBeVisible();
    await expect(card.queryByRole('button', { name: TEXTS.accept })).toBeNull();
    await expect(card.queryByRole('button', { name: TEXTS.editAndAccept })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: TEXTS.reject }));
    await userEvent.type(card.getByRole('textbox', { name: TEXTS.reason }), 'Changed by hand already.');
    await userEvent.click(card.getByRole('button', { name: TEXTS.confirmReject }));
    await expect(args.onReject).toHaveBeenCalledWith('Changed by hand already.');
  },
};

/** Accepted: who, when, as which revision; nothing left to decide. */
export const Accepted: Story = {
  args: { correction: acceptedCorrection },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/^Accepted by /)).toHaveTextContent(`as revision ${acceptedCorrection.appliedRevision}`);
    await expect(card.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Rejected: who, when and why. */
export const Rejected: Story = {
  args: { correction: rejectedCorrection },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(rejectedCorrection.reason)).toBeVisible();
    await expect(card.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A decision on its way: the buttons say so and do nothing more. */
export const Deciding: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: TEXTS.working }));
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
