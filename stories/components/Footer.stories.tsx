import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ANDROID_APP_LABEL, Footer } from '../../src/components/Footer';
import { ABOUT_LINK, FEEDBACK_LINK } from '../../src/components/siteLinks';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    siteName: DEFAULT_APP_CONFIG.siteName,
    supportEmail: DEFAULT_APP_CONFIG.supportEmail,
    androidAppUrl: DEFAULT_APP_CONFIG.androidAppUrl,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the current year, as on the site. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`© ${new Date().getFullYear()} ${args.siteName}`)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(ANDROID_APP_LABEL) })).toHaveAttribute('href', args.androidAppUrl);
    await expect(canvas.getByRole('link', { name: new RegExp(`^${ABOUT_LINK.en}`) })).toHaveAttribute('href', ABOUT_LINK.to);
    await expect(canvas.getByRole('link', { name: new RegExp(`^${FEEDBACK_LINK.en}`) })).toHaveAttribute('href', FEEDBACK_LINK.to);
    await expect(canvas.getByRole('link', { name: new RegExp(args.supportEmail.replace('.', '\\.')) })).toHaveAttribute(
      'href',
      `mailto:${args.supportEmail}`,
    );
  },
};

/** Another deployment's name, address and app link (from the server's AppConfig). */
export const OtherDeployment: Story = {
  args: {
    ...Default.args,
    siteName: 'Bhakti Geet',
    supportEmail: 'help@bhaktigeet.example',
    androidAppUrl: 'https://play.google.com/store/apps/details?id=org.bhaktigeet.app',
    year: 2030,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2030 Bhakti Geet')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /help@bhaktigeet\.example/ })).toHaveAttribute('href', 'mailto:help@bhaktigeet.example');
  },
};
