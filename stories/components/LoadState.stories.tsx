import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { LoadState } from '../../src/components/StatusMessage';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';

const meta = {
  title: 'Components/LoadState',
  component: LoadState,
  args: { status: 'pending', errorMessage: MESSAGES.homeError, onRetry: fn() },
  parameters: { layout: 'padded', route: { initialEntries: ['/somewhere'], showLocation: true } },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer: 'Loading...', announced politely, and nothing to press. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The call failed: the screen's own error text, announced at once, and 'Try again'. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(args.errorMessage);
    await userEvent.click(canvas.getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: SITE_TEXTS.goHome })).not.toBeInTheDocument();
  },
};

/** A try is under way: 'Try again' waits for it. */
export const Retrying: Story = {
  args: { status: 'error', retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeDisabled();
  },
};

/** The thing is not there: asking again will not help, so the way on is the home page. */
export const Missing: Story = {
  args: { status: 'error', missing: true, errorMessage: MESSAGES.contentError },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(args.errorMessage);
    await expect(canvas.queryByRole('button', { name: SITE_TEXTS.tryAgain })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: SITE_TEXTS.goHome }));
    await waitFor(() => expect(canvas.getByTestId(LOCATION_TEST_ID).textContent).toBe(paths.home));
  },
};
