import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton } from '../../src/components/ShareButton';
import { stubNavigator } from '../../src/components/ShareButton/navigatorStubs';
import { SHARE_DIALOG_TITLE, shareText } from '../../src/model/constants';
import { SITE_TEXTS } from '../../src/model/messages';

const HYMN_URL = 'https://bhajansangrah.example/content/102';

const meta = {
  title: 'Components/ShareButton',
  component: ShareButton,
  args: { title: 'ॐ जय जगदीश हरे', url: HYMN_URL },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The browser's abilities for the story being shown, replaced in each story's `beforeEach` (desktop
 * Chromium on Linux has no share sheet; headless browsers refuse clipboard writes).
 */
const browser = {
  share: fn(async (_data: ShareData) => {}),
  writeText: fn(async (_text: string) => {}),
};

const shareButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: SITE_TEXTS.share.button });
const announcement = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Time for a promise the page does not wait on (a share or a copy) to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Phones (and some desktops): the browser's own share sheet, with the spec's text and dialog title. */
export const WebShare: Story = {
  beforeEach: () => {
    browser.share = fn(async (_data: ShareData) => {});
    browser.writeText = fn(async (_text: string) => {});
    return stubNavigator({ share: browser.share, clipboard: { writeText: browser.writeText } });
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(shareButton(canvasElement));
    await expect(browser.share).toHaveBeenCalledTimes(1);
    await expect(browser.share).toHaveBeenCalledWith({
      title: SHARE_DIALOG_TITLE,
      text: shareText(args.title),
      url: HYMN_URL,
    });
    await settle();
    // The sheet is the browser's: nothing is copied and the page says nothing.
    await expect(browser.writeText).not.toHaveBeenCalled();
    await expect(announcement(canvasElement)).toHaveTextContent('');
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The reader closes the share sheet: nothing to report, nothing logged. */
export const ShareCancelled: Story = {
  // Not pictured: the button as WebShare pictures it: a cancelled sheet leaves nothing to see.
  parameters: { visual: false },
  beforeEach: () => {
    browser.share = fn(async (_data: ShareData) => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    return stubNavigator({ share: browser.share });
  },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(shareButton(canvasElement));
    await expect(browser.share).toHaveBeenCalledTimes(1);
    await settle();
    await expect(warn).not.toHaveBeenCalled();
    await expect(announcement(canvasElement)).toHaveTextContent('');
  },
};

/** The share sheet fails: only logged (the spec's error catalogue), the page stays as it was. */
export const ShareFails: Story = {
  // Not pictured: the button as WebShare pictures it: a failed sheet says nothing, by design.
  parameters: { visual: false },
  beforeEach: () => {
    browser.share = fn(async (_data: ShareData) => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    return stubNavigator({ share: browser.share });
  },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(shareButton(canvasElement));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await expect(announcement(canvasElement)).toHaveTextContent('');
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** No share sheet (most desktops): the link is copied, and the page says so. */
export const CopyLink: Story = {
  beforeEach: () => {
    browser.writeText = fn(async (_text: string) => {});
    return stubNavigator({ share: null, clipboard: { writeText: browser.writeText } });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    await expect(browser.writeText).toHaveBeenCalledWith(HYMN_URL);
    const status = announcement(canvasElement);
    await waitFor(() => expect(status).toHaveTextContent(SITE_TEXTS.share.linkCopied));
    await expect(status).toBeVisible();
  },
};

/** No share sheet and the clipboard refuses: the link is shown, selected, to copy by hand. */
export const CopyFails: Story = {
  // Not pictured: the same picture as NoClipboard (the same words, by design).
  parameters: { visual: false },
  beforeEach: () => {
    browser.writeText = fn(async (_text: string) => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    return stubNavigator({ share: null, clipboard: { writeText: browser.writeText } });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    const box = await within(canvasElement).findByRole('textbox', { name: SITE_TEXTS.share.copyLink });
    await expect(box).toHaveValue(HYMN_URL);
    await expect(box).toHaveAttribute('readonly');
    await waitFor(() => expect(box).toHaveFocus());
    const input = box as HTMLInputElement;
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, HYMN_URL.length]);
    await expect(announcement(canvasElement)).toHaveTextContent('');
  },
};

/** An old browser with neither: the link is shown to copy by hand. */
export const NoClipboard: Story = {
  beforeEach: () => stubNavigator({ share: null, clipboard: null }),
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    await expect(await within(canvasElement).findByRole('textbox', { name: SITE_TEXTS.share.copyLink })).toHaveValue(HYMN_URL);
  },
};
