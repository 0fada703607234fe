import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { UpdateBanner } from '../../src/components/UpdateBanner';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { SITE_TEXTS } from '../../src/model/messages';

const SITE = DEFAULT_APP_CONFIG.siteName;

/** Under the navigation bar when a new version of the site has been downloaded and waits. */
const meta = {
  title: 'Components/UpdateBanner',
  component: UpdateBanner,
  args: { ready: true, siteName: SITE, onReload: fn() },
  parameters: { chromatic: { modes: allModes } },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const reloadButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: SITE_TEXTS.offline.reload });

/** A new version waits: the message with the site's name, and Reload, which asks for the reload (once). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SITE_TEXTS.offline.updateReady(SITE));
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(reloadButton(canvasElement));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Reload is reached with Tab and pressed with Enter. */
export const Keyboard: Story = {
  // Not pictured: proves the keys: the banner is Ready's.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(reloadButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** After Reload, while the new version takes over: the button says so and cannot be pressed again. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: SITE_TEXTS.offline.reloading });
    await expect(button).toBeDisabled();
  },
};

/** Nothing waits: nothing shows, but the live region stays for the day a version arrives. */
export const NothingNew: Story = {
  args: { ready: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a 320 px phone the message and the button wrap, within the screen. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status').parentElement!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(reloadButton(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
