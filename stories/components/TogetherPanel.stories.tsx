import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_PHONE } from '../../.storybook/viewports';
import { TogetherPanel } from '../../src/components/TogetherPanel';
import { TOGETHER_UI_TEXTS as TEXT } from '../../src/model/togetherTexts';
import { STORY_ROOM_CODE, STORY_ROOM_PIN } from '../../mocks/handlers/together';

const LINK = `https://bhajansangrah.example/together/${STORY_ROOM_CODE}`;
const END = `${TEXT.endSatsang.en} ${TEXT.endSatsang.hi}`;

/**
 * The leader's Sing together panel, over the presentation on the leader's phone: the code to read
 * out, the QR code and link to show, how many phones follow, and the room's controls.
 */
const meta = {
  title: 'Components/TogetherPanel',
  component: TogetherPanel,
  globals: READER_PHONE,
  // Over the stage, as in presentation mode: the panel fills the space under the stage's top bar
  // (here tall enough to be pictured whole; on a phone it scrolls).
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: '52rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    status: 'open',
    code: STORY_ROOM_CODE,
    link: LINK,
    joinAddress: 'bhajansangrah.example/together',
    followers: 23,
    onBlankChange: fn(),
    onHandOver: fn(),
    onEnd: fn(),
    onRetry: fn(),
    onCopyLink: fn(),
    onHide: fn(),
  },
} satisfies Meta<typeof TogetherPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room is open: its code, large; the QR code of its link; 23 phones following. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('region', { name: `${TEXT.singTogether.en} · ${TEXT.singTogether.hi}` })).toBeVisible();
    // Read out letter by letter; shown whole.
    await expect(panel.getByText(`${TEXT.codeLabel}: K 7 M 2 Q X`)).toBeInTheDocument();
    await expect(panel.getByText(STORY_ROOM_CODE)).toBeVisible();
    await expect(panel.getByRole('img', { name: TEXT.qrLabel(LINK) })).toBeVisible();
    await expect(panel.getByText(TEXT.followers(23))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: TEXT.copyLink }));
    await expect(args.onCopyLink).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: `${TEXT.blank.en} ${TEXT.blank.hi}` }));
    await expect(args.onBlankChange).toHaveBeenCalledWith(true);
    await userEvent.click(panel.getByRole('button', { name: TEXT.hidePanel }));
    await expect(args.onHide).toHaveBeenCalled();
    // Pictured as it opens, the focus on the panel (not on the last button pressed).
    panel.getByRole('region').focus();
  },
};

/** Being opened: said, nothing to show yet. */
export const Opening: Story = {
  args: { status: 'opening', code: undefined, link: undefined, followers: undefined },
  // Not pictured: one line of text; the panel's look is Open's.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.opening);
  },
};

/** Not opened (no connection): said, with Try again. */
export const OpenFailed: Story = {
  args: { status: 'failed', code: undefined, link: undefined, followers: undefined },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent(TEXT.openFailed);
    await userEvent.click(panel.getByRole('button', { name: TEXT.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The followers' screens are blank: the button brings the words back. */
export const Blanked: Story = {
  args: { blank: true },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent(TEXT.blanked);
    const button = panel.getByRole('button', { name: `${TEXT.showAgain.en} ${TEXT.showAgain.hi}` });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onBlankChange).toHaveBeenCalledWith(false);
  },
};

/** The lead handed over: the PIN the next leader types, and how long it works. */
export const HandOverPin: Story = {
  args: { pin: STORY_ROOM_PIN },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(STORY_ROOM_PIN)).toBeVisible();
    await expect(panel.getByText(TEXT.pinGoodFor)).toBeVisible();
  },
};

/** Ending asks first; Cancel keeps the room. */
export const ConfirmingTheEnd: Story = {
  // Not pictured: behaviour; it ends as Open is drawn.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: END }));
    await expect(panel.getByText(TEXT.confirmEnd)).toBeVisible();
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: TEXT.cancel }));
    await expect(panel.queryByText(TEXT.confirmEnd)).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: END }));
    await userEvent.click(panel.getByRole('button', { name: END }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the room (a hymn of the list is no longer on the site): its words. */
export const OpenRefused: Story = {
  args: {
    status: 'failed',
    code: undefined,
    link: undefined,
    followers: undefined,
    failure: 'Every bhajan of a satsang must be a bhajan of this site.',
  },
  // Not pictured: OpenFailed with other words.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Every bhajan of a satsang must be a bhajan of this site.');
  },
};

/** A move did not reach the server: said while it is sent again. */
export const MoveNotSent: Story = {
  args: { moveNotSent: true },
  // Not pictured: Open with one line of text more.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXT.moveNotSent);
  },
};

/** Another phone took the lead with the PIN: this one presents on its own now. */
export const HandedOver: Story = {
  args: { status: 'handedOver' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent(TEXT.handedOver);
    await expect(panel.queryByRole('button', { name: END })).toBeNull();
  },
};

/** The satsang has ended. */
export const Ended: Story = {
  args: { status: 'ended' },
  // Not pictured: drawn as HandedOver, its words another line.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.ended);
  },
};
