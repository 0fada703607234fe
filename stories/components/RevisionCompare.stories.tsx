import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HISTORY_REVISIONS } from '../../mocks/fixtures/revisions';
import { RevisionCompare } from '../../src/components/RevisionCompare';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import { CONTENT_FIELD_LABELS } from '../../src/screens/admin/contentFieldLabels';
import { formatInstant } from '../../src/screens/admin/formatInstant';

const TEXTS = ADMIN_TEXTS.revisions;
const [first, second, third] = HISTORY_REVISIONS;

/** Two revisions compared field by field (pictured on the History screen). */
const meta = {
  title: 'Components/RevisionCompare',
  component: RevisionCompare,
  args: {
    revisions: [...HISTORY_REVISIONS].reverse().map((revision) => revision.summary),
    from: 2,
    to: 3,
    onChange: fn(),
    before: second!.record,
    after: third!.record,
    fieldLabel: (field) => CONTENT_FIELD_LABELS[field],
    shown: (_field, value) => value,
    formatTime: (iso) => formatInstant(iso, 'Asia/Kolkata'),
  },
  parameters: { layout: 'padded', visual: false },
} satisfies Meta<typeof RevisionCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the fields that differ are shown; choosing another revision asks for the pair. */
export const ChangedField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      ADMIN_TEXTS.adminForms.contentPrimary,
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.compareFrom }), '1');
    await expect(args.onChange).toHaveBeenCalledWith(1, 3);
  },
};

/** The same revision on both sides. */
export const Same: Story = {
  args: { from: 3, before: third!.record },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noDifference)).toBeInTheDocument();
  },
};

/** A hymn with one revision has nothing to compare. */
export const OnlyOneRevision: Story = {
  args: { revisions: [first!.summary], from: 1, to: 1, before: first!.record, after: first!.record },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.onlyOneRevision)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** Either revision could not be loaded. */
export const LoadFailed: Story = {
  args: { before: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS.compareLoadFailed);
  },
};
