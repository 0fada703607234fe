import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HISTORY_REVISIONS } from '../../mocks/fixtures/revisions';
import { RevisionList } from '../../src/components/RevisionList';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import { CONTENT_FIELD_LABELS } from '../../src/screens/admin/contentFieldLabels';
import { formatInstant } from '../../src/screens/admin/formatInstant';

const TEXTS = ADMIN_TEXTS.revisions;

/** A hymn's revisions, newest first (pictured on the History screen). */
const meta = {
  title: 'Components/RevisionList',
  component: RevisionList,
  args: {
    revisions: [...HISTORY_REVISIONS].reverse().map((revision) => revision.summary),
    current: 4,
    fieldLabel: (field) => CONTENT_FIELD_LABELS[field],
    formatTime: (iso) => formatInstant(iso, 'Asia/Kolkata'),
    onRestore: fn(),
  },
  parameters: { layout: 'padded', visual: false },
} satisfies Meta<typeof RevisionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restore names its revision; a press restores that one. */
export const Restore: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.restoreName(2) }));
    await expect(args.onRestore).toHaveBeenCalledWith(2);
  },
};

/** While one restore is on its way, it says so and every Restore waits. */
export const Restoring: Story = {
  args: { restoring: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: `${TEXTS.restoring}${TEXTS.whichRevision(3)}` })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.restoreName(1) }));
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};
