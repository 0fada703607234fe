import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { SAMPLE_AUDIO_PATH } from '../../mocks/fixtures/content';
import { mediaFileHandlers } from '../../mocks/handlers/media';
import { AudioPlayer } from '../../src/components/AudioPlayer';
import { formatTime } from '../../src/components/AudioPlayer/audioMath';
import { AUDIO_JUMP_MS } from '../../src/model/constants';
import { SITE_TEXTS } from '../../src/model/messages';

const TEXT = SITE_TEXTS.audio;
const JUMP_SECONDS = AUDIO_JUMP_MS / 1000;

/**
 * The hymn's audio player. The sample is an 8-second tone; `/media/…` is answered by MSW with Range
 * support (mocks/handlers/media.ts), as the real server does, so seeking works.
 */
const meta = {
  title: 'Components/AudioPlayer',
  component: AudioPlayer,
  args: {
    src: SAMPLE_AUDIO_PATH,
    title: 'श्री हनुमान चालीसा',
    onPlayCounted: fn(),
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: { mediaFiles: mediaFileHandlers } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '42rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const SMALL_SCREEN = { viewport: { value: 'mobile1', isRotated: false } };

/** The player's controls, found as a screen-reader user would. */
function player(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const audio = canvasElement.querySelector('audio');
  if (!audio) throw new Error('The player has no <audio> element');
  return {
    canvas,
    audio,
    group: () => canvas.getByRole('group', { name: TEXT.player(meta.args.title) }),
    play: () => canvas.getByRole('button', { name: TEXT.play }),
    pause: () => canvas.getByRole('button', { name: TEXT.pause }),
    back: () => canvas.getByRole('button', { name: TEXT.back(JUMP_SECONDS) }),
    forward: () => canvas.getByRole('button', { name: TEXT.forward(JUMP_SECONDS) }),
    loop: () => canvas.getByRole('button', { name: TEXT.loop }),
    mute: () => canvas.getByRole('button', { name: TEXT.mute }),
    volumeDown: () => canvas.getByRole('button', { name: TEXT.volumeDown }),
    volumeUp: () => canvas.getByRole('button', { name: TEXT.volumeUp }),
    volumeLevel: () => canvas.getByRole('status'),
    slider: () => canvas.getByRole('slider', { name: TEXT.seek }),
  };
}

type Player = ReturnType<typeof player>;

/** Presses Play and waits until the sound is running (the button then says 'Pause'). */
async function startPlaying(p: Player) {
  await userEvent.click(p.play());
  await waitFor(() => expect(p.pause()).toBeInTheDocument(), { timeout: 5_000 });
  await waitFor(() => expect(p.audio.currentTime).toBeGreaterThan(0), { timeout: 5_000 });
}

/** Plays briefly and pauses, so the file's length is known and the position can be set exactly. */
async function loadAndPause(p: Player) {
  await startPlaying(p);
  await userEvent.click(p.pause());
  await waitFor(() => expect(p.play()).toBeInTheDocument());
  await expect(p.audio.paused).toBe(true);
}

const position = (p: Player, seconds: number) => TEXT.position(formatTime(seconds), formatTime(p.audio.duration));

/** Nothing plays or downloads by itself; the controls that need the file wait for the first Play. */
export const Default: Story = {
  parameters: { chromatic: { modes: allModes } },
  play: async ({ canvasElement, args }) => {
    const p = player(canvasElement);
    await expect(p.group()).toBeInTheDocument();
    // No autoplay, and nothing fetched before the reader asks.
    await expect(p.audio).not.toHaveAttribute('autoplay');
    await expect(p.audio).toHaveAttribute('preload', 'none');
    await expect(p.audio.paused).toBe(true);
    await expect(p.audio).not.toHaveAttribute('controls');
    await expect(p.play()).toBeEnabled();
    await expect(p.slider()).toBeDisabled();
    await expect(p.slider()).toHaveAttribute('aria-valuetext', TEXT.position(formatTime(0), TEXT.unknownDuration));
    await expect(p.back()).toBeDisabled();
    await expect(p.forward()).toBeDisabled();
    await expect(p.loop()).toHaveAttribute('aria-pressed', 'false');
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));
    // Play/pause, the two jumps, loop, mute and the two volume steps: no skip (previous/next) controls.
    await expect(p.canvas.getAllByRole('button')).toHaveLength(7);
    await expect(p.canvas.queryByRole('button', { name: /next|previous|skip/i })).not.toBeInTheDocument();
    await expect(args.onPlayCounted).not.toHaveBeenCalled();
  },
};

/** Loop on: the audio starts again at the end. Pressing it again turns it off. */
export const Looping: Story = {
  play: async ({ canvasElement }) => {
    const p = player(canvasElement);
    await userEvent.click(p.loop());
    await expect(p.loop()).toHaveAttribute('aria-pressed', 'true');
    await expect(p.audio.loop).toBe(true);
    await userEvent.click(p.loop());
    await expect(p.loop()).toHaveAttribute('aria-pressed', 'false');
    await expect(p.audio.loop).toBe(false);
    await userEvent.click(p.loop());
    await expect(p.audio.loop).toBe(true);
  },
};

/** Mute on: silent, and the level says 'Muted'. A volume step unmutes. */
export const Muted: Story = {
  play: async ({ canvasElement }) => {
    const p = player(canvasElement);
    await userEvent.click(p.mute());
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'true');
    await expect(p.audio.muted).toBe(true);
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.muted);

    await userEvent.click(p.mute());
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
    await expect(p.audio.muted).toBe(false);
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));

    await userEvent.click(p.mute());
    await userEvent.click(p.volumeDown());
    await expect(p.audio.muted).toBe(false);
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(90));
    // Leave it muted for the snapshot.
    await userEvent.click(p.mute());
  },
};

/**
 * the spec's states and transitions: the first play of the page view is counted; pausing and playing again is not;
 * once playback has ended, the next play is counted again.
 */
export const PlayCountedOnce: Story = {
  play: async ({ canvasElement, args, step }) => {
    const p = player(canvasElement);

    await step('play, pause, play: counted once', async () => {
      await startPlaying(p);
      await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
      await userEvent.click(p.pause());
      await waitFor(() => expect(p.play()).toBeInTheDocument());
      await userEvent.click(p.play());
      await waitFor(() => expect(p.pause()).toBeInTheDocument());
      await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
    });

    await step('playback ends: the next play counts again', async () => {
      p.slider().focus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(p.audio.ended).toBe(true), { timeout: 5_000 });
      await waitFor(() => expect(p.play()).toBeInTheDocument());
      await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
      await userEvent.click(p.play());
      await waitFor(() => expect(p.pause()).toBeInTheDocument());
      await expect(args.onPlayCounted).toHaveBeenCalledTimes(2);
      await userEvent.click(p.pause());
    });
  },
  // Not pictured: proves what is counted: the player looks as Default does.
  parameters: { visual: false },
};

/** Everything by keyboard: Tab to each control, Space or Enter on buttons, arrow keys on the position. */
export const KeyboardOnly: Story = {
  // Not pictured: proves the keys: the player looks as Default does.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const p = player(canvasElement);
    // The position and the jumps wait for the file: Play is the first stop.
    await userEvent.tab();
    await expect(p.play()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(p.pause()).toHaveFocus(), { timeout: 5_000 });
    await waitFor(() => expect(p.audio.currentTime).toBeGreaterThan(0), { timeout: 5_000 });
    await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(p.play()).toHaveFocus());
    await expect(p.audio.paused).toBe(true);

    // Back to the position slider: Home, the arrow keys (1 s), Page Up (5 s), End.
    await userEvent.tab({ shift: true });
    await expect(p.back()).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(p.slider()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, 0));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, 2));
    await expect(p.audio.currentTime).toBe(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, 1));
    await userEvent.keyboard('{PageUp}');
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, 1 + JUMP_SECONDS));
    await userEvent.keyboard('{Home}');

    // On through the buttons.
    await userEvent.tab();
    await expect(p.back()).toHaveFocus();
    await userEvent.tab();
    await expect(p.play()).toHaveFocus();
    await userEvent.tab();
    await expect(p.forward()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, JUMP_SECONDS));
    await userEvent.tab();
    await expect(p.loop()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(p.loop()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(p.mute()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(p.volumeDown()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(90));
    await userEvent.tab();
    await expect(p.volumeUp()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));
    // At the limit the button keeps the focus (aria-disabled, not disabled).
    await userEvent.keyboard(' ');
    await expect(p.volumeUp()).toHaveFocus();
    await expect(p.volumeUp()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Volume in steps of 0.1, shown as a percentage, kept within 0 and 1 without rounding residue. */
export const VolumeSteps: Story = {
  // Not pictured: proves the steps: the player looks as Default does.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const p = player(canvasElement);
    await expect(p.volumeUp()).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 3; i += 1) await userEvent.click(p.volumeDown());
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(70));
    await expect(p.audio.volume).toBeCloseTo(0.7, 10);
    await userEvent.click(p.volumeUp());
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(80));
    await expect(p.audio.volume).toBe(0.8);
    await expect(p.volumeUp()).toHaveAttribute('aria-disabled', 'false');

    for (let i = 0; i < 12; i += 1) await userEvent.click(p.volumeDown());
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(0));
    await expect(p.audio.volume).toBe(0);
    await expect(p.volumeDown()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(p.volumeUp());
    await expect(p.audio.volume).toBe(0.1);
    for (let i = 0; i < 12; i += 1) await userEvent.click(p.volumeUp());
    await expect(p.audio.volume).toBe(1);
    await expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));
    await userEvent.click(p.volumeDown());
    await userEvent.click(p.volumeDown());
  },
};

/** Back and forward by 5 s, never before the start or past the end. */
export const JumpForwardBack: Story = {
  // Not pictured: proves the jumps: the player looks as Default does.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const p = player(canvasElement);
    await loadAndPause(p);
    const duration = p.audio.duration;
    await expect(duration).toBeGreaterThan(JUMP_SECONDS);
    await expect(duration).toBeLessThan(2 * JUMP_SECONDS);

    p.slider().focus();
    await userEvent.keyboard('{Home}');
    await userEvent.click(p.forward());
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, JUMP_SECONDS));
    await expect(p.audio.currentTime).toBe(JUMP_SECONDS);
    // Past the end: stops at the end.
    await userEvent.click(p.forward());
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, duration));
    await waitFor(() => expect(p.audio.currentTime).toBeCloseTo(duration, 1));

    await userEvent.click(p.back());
    await waitFor(() => expect(p.audio.currentTime).toBeCloseTo(duration - JUMP_SECONDS, 1));
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, duration - JUMP_SECONDS));
    // Before the start: stops at the start.
    await userEvent.click(p.back());
    await expect(p.audio.currentTime).toBe(0);
    await userEvent.click(p.back());
    await expect(p.audio.currentTime).toBe(0);
    await expect(p.slider()).toHaveAttribute('aria-valuetext', position(p, 0));
    await userEvent.click(p.forward());
  },
};

/** The file is missing: a clear message and a way to try again, instead of a silent player. */
export const LoadError: Story = {
  args: { src: '/media/missing-bhajan.mp3' },
  play: async ({ canvasElement, args }) => {
    const p = player(canvasElement);
    await userEvent.click(p.play());
    await expect(await p.canvas.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXT.loadError);
    await expect(p.canvas.getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(p.slider()).toBeDisabled();
    await expect(p.play()).toBeInTheDocument();
    // The play event came before the file failed: a play is still a play.
    await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
  },
};

/** Every control is a large tap target, and the player fits a phone's width. */
async function checkLayout(canvasElement: HTMLElement) {
  const p = player(canvasElement);
  for (const button of p.canvas.getAllByRole('button')) {
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(48);
  }
  await expect(p.slider().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  const group = p.group();
  await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
}

/** A phone: play and the jumps on one row (the jumps captioned '5'), then loop and mute, then the volume. */
export const Narrow: Story = {
  globals: SMALL_SCREEN,
  // Paused wherever the sound had got to: the position bar and time differ from run to run.
  parameters: {
    chromatic: { modes: { mobile: allModes.mobile } },
    visual: { mask: ['input[type="range"]', 'input[type="range"] + * > span:first-child'] },
  },
  play: async ({ canvasElement }) => {
    const p = player(canvasElement);
    await startPlaying(p);
    await userEvent.click(p.pause());
    await checkLayout(canvasElement);
    await expect(within(p.back()).getByText(TEXT.back(JUMP_SECONDS))).not.toBeVisible();
    await expect(within(p.back()).getByText(TEXT.jumpCaption(JUMP_SECONDS))).toBeVisible();
    await expect(p.back()).toHaveAccessibleName(TEXT.back(JUMP_SECONDS));
    const row = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
    await expect(row(p.back())).toBe(row(p.forward()));
    await expect(row(p.loop())).toBeGreaterThan(row(p.play()));
  },
};

/** A desktop: the jumps say 'Back 5 seconds' and 'Forward 5 seconds' in full. */
export const Wide: Story = {
  parameters: {
    // Not pictured: the same picture as Default at this window's width.
    visual: false,
    chromatic: { modes: { desktop: allModes.desktop } },
  },
  play: async ({ canvasElement }) => {
    await checkLayout(canvasElement);
    const p = player(canvasElement);
    await expect(within(p.back()).getByText(TEXT.back(JUMP_SECONDS))).toBeVisible();
    await expect(within(p.forward()).getByText(TEXT.forward(JUMP_SECONDS))).toBeVisible();
    await expect(within(p.back()).getByText(TEXT.jumpCaption(JUMP_SECONDS))).not.toBeVisible();
  },
};

/**
 * Playing, then scrolled away to sing along from the lyrics: a compact player at the top keeps
 * play/pause and the position within reach; a tap on its title brings the whole player back.
 */
export const KeptInReachWhenScrolled: Story = {
  globals: SMALL_SCREEN,
  decorators: [
    (Story) => (
      <>
        <Story />
        {/* The lyrics below the player, long enough to scroll it away. */}
        <div style={{ height: '250vh' }} aria-hidden="true" />
      </>
    ),
  ],
  // The position moves while the sound plays.
  parameters: {
    visual: { mask: ['input[type="range"]', 'input[type="range"] + * > span:first-child', '[role="group"] [role="group"] span + span'] },
  },
  play: async ({ canvasElement, args }) => {
    const p = player(canvasElement);
    await startPlaying(p);
    await expect(p.canvas.queryByRole('group', { name: TEXT.miniPlayer(args.title) })).not.toBeInTheDocument();
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const mini = await p.canvas.findByRole('group', { name: TEXT.miniPlayer(args.title) }, { timeout: 5_000 });
    await expect(mini).toBeVisible();
    await userEvent.click(within(mini).getByRole('button', { name: TEXT.pause }));
    await waitFor(() => expect(p.audio.paused).toBe(true));
    // Paused, it stays: the reader can go on from here.
    await expect(within(mini).getByRole('button', { name: TEXT.play })).toBeVisible();
    await userEvent.click(within(mini).getByRole('button', { name: new RegExp(`^${args.title}.*${TEXT.showPlayer}$`) }));
    await waitFor(() => expect(p.canvas.queryByRole('group', { name: TEXT.miniPlayer(args.title) })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    await expect(p.group()).toBeVisible();
    // The count is still one for this page view.
    await expect(args.onPlayCounted).toHaveBeenCalledTimes(1);
  },
};
