import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { ErrorScreen } from '../../src/screens/error/ErrorScreen';
import { READER_PHONE } from '../../.storybook/viewports';

/** What the router shows when a screen throws while rendering. */
const meta = {
  title: 'Screens/ErrorScreen',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.renderError);
    await expect(canvas.getByRole('link', { name: SITE_TEXTS.goHome })).toHaveAttribute('href', paths.home);
    await expect(canvas.getByRole('button', { name: SITE_TEXTS.reloadPage })).toBeInTheDocument();
    // The spec's title for the router's error screen.
    await waitFor(() => expect(document.title).toBe(MESSAGES.renderErrorTitle));
  },
};

/** In development builds the error's detail is shown for the developer. */
export const WithDetail: Story = {
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'titlePrimary')\n    at HomeScreen" },
};

/** A part of the app loaded on demand did not arrive (offline, or a new version replaced it). */
export const ChunkFailed: Story = {
  args: { kind: 'chunk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.chunkFailed);
    await expect(canvas.getByText(SITE_TEXTS.chunkFailedHint)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: SITE_TEXTS.reloadPage })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(MESSAGES.chunkFailed));
  },
};
