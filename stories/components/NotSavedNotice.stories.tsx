import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotSavedNotice } from '../../src/components/OfflineNotice';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';

/** What a hymn, sub-category or the home page says offline when its data was never saved for offline reading. */
const meta = {
  title: 'Components/NotSavedNotice',
  component: NotSavedNotice,
  args: { onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotSavedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Calmly (a status, not an error): not saved, opens when back online; 'Try again' asks again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(SITE_TEXTS.offline.notSaved);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByText(MESSAGES.contentError)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A try is under way: 'Try again' waits for it. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeDisabled();
  },
};
