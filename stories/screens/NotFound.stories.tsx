import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { NotFoundScreen, notFoundTitle } from '../../src/screens/not-found/NotFoundScreen';
import { withPublicLayout } from '../decorators';
import { READER_PHONE } from '../../.storybook/viewports';

const MISSING_PATH = '/bhajan/no-such-page';

/** Any path without a route. */
const meta = {
  title: 'Screens/NotFound',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: NotFoundScreen,
  decorators: [withPublicLayout],
  parameters: { route: { initialEntries: [MISSING_PATH] } },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeInTheDocument();
    await expect(main.getByText(MESSAGES.notFound404)).toBeInTheDocument();
    await expect(main.getByText(MISSING_PATH)).toBeInTheDocument();
    await expect(main.getByRole('link', { name: SITE_TEXTS.goHome })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(notFoundTitle(MISSING_PATH, DEFAULT_APP_CONFIG.siteName)));
  },
};
