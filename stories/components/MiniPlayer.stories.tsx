import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import MiniPlayer from '../../src/components/AudioPlayer/MiniPlayer';
import { SITE_TEXTS } from '../../src/model/messages';

const TEXT = SITE_TEXTS.audio;
const TITLE = 'रघुपति राघव राजा राम';

/**
 * The compact player at the top of the window: on the hymn's page while its whole player is
 * scrolled away, and on any other page for audio that went on playing when the reader left the hymn.
 */
const meta = {
  title: 'Components/MiniPlayer',
  component: MiniPlayer,
  args: {
    player: { playing: true, currentTime: 75, duration: 242, togglePlay: fn() },
    title: TITLE,
    onShowPlayer: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '6rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MiniPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Playing, on the hymn's page: Pause, the title and where it is; the title shows the whole player. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('group', { name: TEXT.miniPlayer(TITLE) }));
    await expect(bar.getByText(TEXT.position('1:15', '4:02'))).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: TEXT.pause }));
    await expect(args.player.togglePlay).toHaveBeenCalled();
    await userEvent.click(bar.getByRole('button', { name: new RegExp(`^${TITLE}.*${TEXT.showPlayer}$`) }));
    await expect(args.onShowPlayer).toHaveBeenCalled();
  },
};

/** Paused: Play. */
export const Paused: Story = {
  args: { player: { playing: false, currentTime: 75, duration: 242, togglePlay: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TEXT.play })).toBeVisible();
  },
};

/** On another page (the audio went on): the title leads back to the hymn, and ✕ stops it. */
export const OnAnotherPage: Story = {
  args: { showLabel: TEXT.backToHymn, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${TITLE}.*${TEXT.backToHymn}$`) }));
    await expect(args.onShowPlayer).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.stopPlayer }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
