import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/components/AudioPlayer.stories';
import { AUDIO_JUMP_MS, AUDIO_PROGRESS_UPDATE_MS } from '../../model/constants';
import { SITE_TEXTS } from '../../model/messages';
import { clampTime, formatTime, stepVolume } from './audioMath';

const { Default } = composeStories(stories);
const TEXT = SITE_TEXTS.audio;
const JUMP_SECONDS = AUDIO_JUMP_MS / 1000;
const DURATION = 8;

/**
 * jsdom has no media playback: this stands in for the browser behind the player's `<audio>`, with
 * the same events (`play`, `pause`, `ended`, `loadedmetadata`, `timeupdate`, `error`).
 */
function fakeMedia(audio: HTMLAudioElement, duration = DURATION) {
  const state = { paused: true, ended: false, time: 0, loaded: false };
  const fire = (type: string) => act(() => void audio.dispatchEvent(new Event(type)));
  const media = {
    play: vi.fn(() => {
      if (!state.loaded) {
        state.loaded = true;
        audio.dispatchEvent(new Event('loadedmetadata'));
      }
      if (state.ended) state.time = 0;
      state.ended = false;
      if (state.paused) {
        state.paused = false;
        audio.dispatchEvent(new Event('play'));
      }
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      if (state.paused) return;
      state.paused = true;
      audio.dispatchEvent(new Event('pause'));
    }),
    load: vi.fn(),
  };
  Object.defineProperties(audio, {
    paused: { configurable: true, get: () => state.paused },
    ended: { configurable: true, get: () => state.ended },
    duration: { configurable: true, get: () => (state.loaded ? duration : Number.NaN) },
    currentTime: {
      configurable: true,
      get: () => state.time,
      set: (value: number) => {
        state.time = value;
      },
    },
    play: { configurable: true, value: media.play },
    pause: { configurable: true, value: media.pause },
    load: { configurable: true, value: media.load },
  });
  return {
    ...media,
    state,
    /** Plays on by itself to `seconds` (as the browser does between the player's updates). */
    advanceTo(seconds: number) {
      state.time = seconds;
    },
    /** Playback reaches the end of the file. */
    end() {
      state.time = duration;
      state.paused = true;
      state.ended = true;
      fire('pause');
      fire('ended');
    },
    fail: () => fire('error'),
  };
}

async function renderPlayer(props: Partial<Parameters<typeof Default>[0]> = {}) {
  await Default.load();
  const view = render(<Default {...props} />);
  const audio = view.container.querySelector('audio')!;
  const media = fakeMedia(audio);
  const button = (name: string) => screen.getByRole('button', { name });
  return {
    ...view,
    audio,
    media,
    play: () => button(TEXT.play),
    pause: () => button(TEXT.pause),
    back: () => button(TEXT.back(JUMP_SECONDS)),
    forward: () => button(TEXT.forward(JUMP_SECONDS)),
    loop: () => button(TEXT.loop),
    mute: () => button(TEXT.mute),
    volumeDown: () => button(TEXT.volumeDown),
    volumeUp: () => button(TEXT.volumeUp),
    volumeLevel: () => screen.getByRole('status'),
    slider: () => screen.getByRole('slider', { name: TEXT.seek }),
  };
}

const valueText = (current: number, duration = DURATION) => TEXT.position(formatTime(current), formatTime(duration));

afterEach(() => {
  vi.useRealTimers();
});

describe('AudioPlayer', () => {
  it('does not play by itself and has no skip controls', async () => {
    const p = await renderPlayer();
    expect(p.media.play).not.toHaveBeenCalled();
    expect(p.audio).toHaveAttribute('preload', 'none');
    expect(p.play()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next|previous|skip/i })).not.toBeInTheDocument();
    expect(Default.args.onPlayCounted).not.toHaveBeenCalled();
  });

  describe("play count (the spec's states and transitions)", () => {
    it('counts the first play, not a resume after a pause', async () => {
      const onPlayCounted = fn();
      const p = await renderPlayer({ onPlayCounted });
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(1);
      fireEvent.click(p.pause());
      expect(p.media.pause).toHaveBeenCalled();
      fireEvent.click(p.play());
      fireEvent.click(p.pause());
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(1);
    });

    it('counts again after playback has ended, once', async () => {
      const onPlayCounted = fn();
      const p = await renderPlayer({ onPlayCounted });
      fireEvent.click(p.play());
      p.media.end();
      expect(p.play()).toBeInTheDocument();
      expect(onPlayCounted).toHaveBeenCalledTimes(1);
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(2);
      fireEvent.click(p.pause());
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(2);
    });

    it('counts a play that follows a seek, even by the slider, only once', async () => {
      const onPlayCounted = fn();
      const p = await renderPlayer({ onPlayCounted });
      fireEvent.click(p.play());
      fireEvent.change(p.slider(), { target: { value: '6' } });
      expect(p.audio.currentTime).toBe(6);
      fireEvent.click(p.pause());
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(1);
    });

    it('starts afresh for another file (a new page view)', async () => {
      const onPlayCounted = fn();
      const p = await renderPlayer({ onPlayCounted });
      fireEvent.click(p.play());
      expect(onPlayCounted).toHaveBeenCalledTimes(1);
      p.rerender(<Default onPlayCounted={onPlayCounted} src="/media/another-bhajan.mp3" />);
      const audio = p.container.querySelector('audio')!;
      expect(audio).not.toBe(p.audio);
      fakeMedia(audio);
      fireEvent.click(screen.getByRole('button', { name: TEXT.play }));
      expect(onPlayCounted).toHaveBeenCalledTimes(2);
    });
  });

  describe('volume', () => {
    it('steps by 0.1 without floating-point residue', async () => {
      const p = await renderPlayer();
      expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));
      for (let i = 0; i < 3; i += 1) fireEvent.click(p.volumeDown());
      expect(p.audio.volume).toBe(0.7);
      fireEvent.click(p.volumeUp());
      expect(p.audio.volume).toBe(0.8);
      expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(80));
    });

    it('stays within 0 and 1, and marks the button at the limit', async () => {
      const p = await renderPlayer();
      expect(p.volumeUp()).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(p.volumeUp());
      expect(p.audio.volume).toBe(1);
      for (let i = 0; i < 15; i += 1) fireEvent.click(p.volumeDown());
      expect(p.audio.volume).toBe(0);
      expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(0));
      expect(p.volumeDown()).toHaveAttribute('aria-disabled', 'true');
      expect(p.volumeUp()).toHaveAttribute('aria-disabled', 'false');
    });

    it('rounds any starting level onto the result, never past the ends', () => {
      expect(stepVolume(0.7, 0.1)).toBe(0.8);
      expect(stepVolume(0.3, -0.1)).toBe(0.2);
      expect(stepVolume(0.95, 0.1)).toBe(1);
      expect(stepVolume(0.05, -0.1)).toBe(0);
      expect(stepVolume(1, 0.1)).toBe(1);
      expect(stepVolume(0, -0.1)).toBe(0);
    });

    it('mute toggles without losing the level; a volume step unmutes', async () => {
      const p = await renderPlayer();
      fireEvent.click(p.mute());
      expect(p.audio.muted).toBe(true);
      expect(p.mute()).toHaveAttribute('aria-pressed', 'true');
      expect(p.volumeLevel()).toHaveTextContent(TEXT.muted);
      fireEvent.click(p.mute());
      expect(p.audio.muted).toBe(false);
      expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
      expect(p.volumeLevel()).toHaveTextContent(TEXT.volume(100));

      fireEvent.click(p.mute());
      fireEvent.click(p.volumeDown());
      expect(p.audio.muted).toBe(false);
      expect(p.audio.volume).toBe(0.9);
      expect(p.mute()).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('audio that goes on across pages', () => {
    it('is handed over when the page goes while it plays (not paused), and paused when the page goes otherwise', async () => {
      const onLeavePlaying = vi.fn(() => true);
      const playing = await renderPlayer({ carry: { onLeavePlaying } });
      fireEvent.click(playing.play());
      playing.unmount();
      expect(onLeavePlaying).toHaveBeenCalledWith(playing.audio);
      expect(playing.media.pause).not.toHaveBeenCalled();

      const idle = await renderPlayer({ carry: { onLeavePlaying } });
      idle.unmount();
      expect(onLeavePlaying).toHaveBeenCalledTimes(1);
    });

    it('goes on playing from the audio an earlier view left, lets it go, and counts no new play', async () => {
      const from = document.createElement('audio');
      const earlier = fakeMedia(from);
      await earlier.play();
      earlier.advanceTo(3);
      const done = vi.fn();
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      });
      const onPlayCounted = fn();
      try {
        await renderPlayer({ onPlayCounted, carry: { continueFrom: { audio: from, done } } });
        expect(done).toHaveBeenCalledTimes(1);
        expect(play).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('button', { name: TEXT.pause })).toBeInTheDocument();
        expect(onPlayCounted).not.toHaveBeenCalled();
      } finally {
        play.mockRestore();
      }
    });
  });

  it('loop toggles the audio element’s loop', async () => {
    const p = await renderPlayer();
    expect(p.audio.loop).toBe(false);
    fireEvent.click(p.loop());
    expect(p.audio.loop).toBe(true);
    expect(p.loop()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(p.loop());
    expect(p.audio.loop).toBe(false);
    expect(p.loop()).toHaveAttribute('aria-pressed', 'false');
  });

  describe('jumps and position', () => {
    it('waits for the file before the position and the jumps can be used', async () => {
      const p = await renderPlayer();
      expect(p.slider()).toBeDisabled();
      expect(p.back()).toBeDisabled();
      expect(p.forward()).toBeDisabled();
      expect(p.slider()).toHaveAttribute('aria-valuetext', TEXT.position('0:00', TEXT.unknownDuration));
      fireEvent.click(p.play());
      expect(p.slider()).toBeEnabled();
      expect(p.forward()).toBeEnabled();
      expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(0));
    });

    it('jumps 5 s back and forward, never before 0 or past the end', async () => {
      const p = await renderPlayer();
      fireEvent.click(p.play());
      fireEvent.click(p.pause());
      p.media.advanceTo(3);
      fireEvent.click(p.back());
      expect(p.audio.currentTime).toBe(0);
      fireEvent.click(p.forward());
      expect(p.audio.currentTime).toBe(JUMP_SECONDS);
      expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(JUMP_SECONDS));
      fireEvent.click(p.forward());
      expect(p.audio.currentTime).toBe(DURATION);
      expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(DURATION));
      fireEvent.click(p.back());
      expect(p.audio.currentTime).toBe(DURATION - JUMP_SECONDS);
    });

    it('moves with the keys on the slider: arrows 1 s, Page Up/Down 5 s, Home and End', async () => {
      const p = await renderPlayer();
      fireEvent.click(p.play());
      fireEvent.click(p.pause());
      const key = (name: string) => fireEvent.keyDown(p.slider(), { key: name });
      key('ArrowRight');
      key('ArrowUp');
      expect(p.audio.currentTime).toBe(2);
      key('ArrowLeft');
      expect(p.audio.currentTime).toBe(1);
      key('PageUp');
      expect(p.audio.currentTime).toBe(1 + JUMP_SECONDS);
      key('PageUp');
      expect(p.audio.currentTime).toBe(DURATION);
      key('PageDown');
      expect(p.audio.currentTime).toBe(DURATION - JUMP_SECONDS);
      key('Home');
      expect(p.audio.currentTime).toBe(0);
      key('ArrowDown');
      expect(p.audio.currentTime).toBe(0);
      key('End');
      expect(p.audio.currentTime).toBe(DURATION);
      expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(DURATION));
    });

    it('clamps and formats times', () => {
      expect(clampTime(-2, 8)).toBe(0);
      expect(clampTime(12, 8)).toBe(8);
      expect(clampTime(4.5, 8)).toBe(4.5);
      expect(formatTime(0)).toBe('0:00');
      expect(formatTime(65.9)).toBe('1:05');
      expect(formatTime(3723)).toBe('1:02:03');
      expect(formatTime(Number.NaN)).toBe(TEXT.unknownDuration);
      expect(formatTime(Number.POSITIVE_INFINITY)).toBe(TEXT.unknownDuration);
    });
  });

  it('follows the audio every 20 ms while playing, and stops when paused or gone', async () => {
    vi.useFakeTimers();
    const p = await renderPlayer();
    fireEvent.click(p.play());
    p.media.advanceTo(3.2);
    act(() => vi.advanceTimersByTime(AUDIO_PROGRESS_UPDATE_MS));
    expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(3.2));
    expect((p.slider() as HTMLInputElement).value).toBe('3.2');
    p.media.advanceTo(4.1);
    act(() => vi.advanceTimersByTime(AUDIO_PROGRESS_UPDATE_MS));
    expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(4.1));

    fireEvent.click(p.pause());
    p.media.advanceTo(6);
    act(() => vi.advanceTimersByTime(10 * AUDIO_PROGRESS_UPDATE_MS));
    expect(p.slider()).toHaveAttribute('aria-valuetext', valueText(4.1));
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(p.play());
    expect(vi.getTimerCount()).toBe(1);
    p.unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(p.media.pause).toHaveBeenCalled();
  });

  it('says so when the file cannot be loaded, and can try again', async () => {
    const p = await renderPlayer();
    fireEvent.click(p.play());
    p.media.fail();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.loadError);
    expect(p.slider()).toBeDisabled();
    expect(p.play()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: SITE_TEXTS.tryAgain }));
    expect(p.media.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on the lock screen (Media Session)', () => {
    /** The browser's media session, as a phone has it: what the page sets, and the actions it offers. */
    function fakeMediaSession() {
      const handlers = new Map<string, (() => void) | null>();
      const session = {
        metadata: null as { title: string } | null,
        playbackState: 'none',
        setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
      };
      Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
      vi.stubGlobal(
        'MediaMetadata',
        class {
          title: string;
          constructor({ title }: { title: string }) {
            this.title = title;
          }
        },
      );
      return { session, handlers };
    }

    afterEach(() => {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
      vi.unstubAllGlobals();
    });

    it("puts the hymn's title and play/pause there once it plays, and clears them when the page goes", async () => {
      const { session, handlers } = fakeMediaSession();
      const p = await renderPlayer();
      expect(session.metadata).toBeNull();
      fireEvent.click(p.play());
      expect(session.metadata?.title).toBe(Default.args.title);
      expect(session.playbackState).toBe('playing');

      // The lock screen's pause and play work the player.
      act(() => handlers.get('pause')?.());
      expect(p.media.pause).toHaveBeenCalledTimes(1);
      expect(session.playbackState).toBe('paused');
      expect(p.play()).toBeInTheDocument();
      act(() => handlers.get('play')?.());
      expect(p.pause()).toBeInTheDocument();
      p.media.advanceTo(6);
      act(() => handlers.get('seekbackward')?.());
      expect(p.audio.currentTime).toBe(6 - JUMP_SECONDS);

      p.unmount();
      expect(session.metadata).toBeNull();
      expect(session.playbackState).toBe('none');
      expect(handlers.get('play')).toBeNull();
    });
  });
});
