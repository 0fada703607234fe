import {
  lazy,
  Suspense,
  useEffect,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { AUDIO_JUMP_MS, AUDIO_LISTEN_INTERVAL_MS, AUDIO_VOLUME_STEP } from '../../model/constants';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { NO_SCRIPT } from '../../model/noScript';
import { StatusAction } from '../StatusMessage';
import { formatTime } from './audioMath';
import {
  ControlButton,
  Controls,
  ErrorBox,
  Group,
  JumpButton,
  PlayButton,
  Player,
  Slider,
  Times,
  VolumeLevel,
  NarrowOnly,
  WideOnly,
} from './AudioPlayer.styles';
import { BackIcon, ForwardIcon, LoopIcon, MinusIcon, PauseIcon, PlayIcon, PlusIcon, SpeakerIcon } from './icons';
import type { MiniPlayerProps } from './MiniPlayer';
import { useOnScreen } from './useOnScreen';
import { useAudioElement, type AudioCarry, type AudioElement } from './useAudioElement';

export interface AudioPlayerProps {
  /** URL of the audio file (already prefixed with the API host by the caller, see mediaUrl in src/model/paths.ts). */
  src: string;
  /** Accessible name of the player, e.g. the hymn's title. */
  title: string;
  /** Called on the first `play` of a page view; called again on the first play after playback has ended (the spec's states and transitions). */
  onPlayCounted?: () => void;
  /**
   * Audio that keeps playing when the reader moves to another page: the page's owner takes the
   * playing element as the player goes (`onLeavePlaying`), and gives it back to a later player of
   * the same file (`continueFrom`), which goes on from where it is.
   */
  carry?: AudioCarry;
  /**
   * For a control elsewhere on the page (the hymn's Listen at the top): plays or pauses this
   * player's own audio, counted as its own Play is.
   */
  controls?: Ref<AudioControls>;
  /** Told whenever the audio starts or stops playing (that control's Listen / Pause). */
  onPlayingChange?: (playing: boolean) => void;
  className?: string;
}

export interface AudioControls {
  togglePlay: () => void;
}

const TEXT = SITE_TEXTS.audio;

/** The compact player's chunk (also shown by the frame for audio carried on from a page left). */
export const loadMiniPlayer = () => import('./MiniPlayer');
/** The compact player: a chunk fetched when the audio first plays (without it, offline and never fetched, there is none). */
const MiniPlayer = lazy<ComponentType<MiniPlayerProps>>(() => loadMiniPlayer().catch(() => ({ default: () => null })));
const JUMP_SECONDS = AUDIO_JUMP_MS / 1000;
/**
 * The spec's 'listen interval' (1 s) is the position slider's fine step: the arrow keys move by it,
 * Page Up / Page Down by the 5 s jump. (The play count itself follows the `play` event, as the spec's states and transitions says.)
 */
const FINE_SEEK_SECONDS = AUDIO_LISTEN_INTERVAL_MS / 1000;

/**
 * A jump button's caption: its whole name, 'Back 5 seconds', where there is room; on a phone only
 * '5' beside the arrow, so that the three transport buttons keep one row.
 */
function Caption({ name }: { name: string }) {
  return (
    <span>
      <WideOnly>{name}</WideOnly>
      <NarrowOnly>{TEXT.jumpCaption(JUMP_SECONDS)}</NarrowOnly>
    </span>
  );
}

/**
 * The hymn's audio (the spec's states and transitions): play/pause, 5 s back and forward, a seekable position, loop,
 * mute and volume in steps of 0.1; no autoplay and no skip controls. Built on a native `<audio>`
 * element without its own controls. Nothing is downloaded until the reader presses Play
 * (`preload="none"`), so the page stays light on poor networks.
 *
 * Play count: the first `play` event calls `onPlayCounted` and sets a flag; pausing and resuming
 * does not count again; the flag is cleared when playback ends, so the next play counts again. A new
 * `src` is a new page view: the player starts afresh.
 */
export function AudioPlayer(props: AudioPlayerProps) {
  return <AudioPlayerView key={props.src} {...props} />;
}

/**
 * The phone's lock screen and notification (and a headset's buttons) show the hymn's title and
 * play/pause it, through the Media Session API, once it has been played; the page's going clears them.
 */
export function useMediaSession(player: Pick<AudioElement, 'playing' | 'togglePlay' | 'jump'>, title: string) {
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });
  const { playing } = player;
  const started = useRef(false);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (playing) started.current = true;
    if (!started.current) return;
    session.playbackState = playing ? 'playing' : 'paused';
    if (typeof MediaMetadata === 'function') session.metadata = new MediaMetadata({ title });
    const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => !latest.current.playing && latest.current.togglePlay()],
      ['pause', () => latest.current.playing && latest.current.togglePlay()],
      ['seekbackward', () => latest.current.jump(-JUMP_SECONDS)],
      ['seekforward', () => latest.current.jump(JUMP_SECONDS)],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not offer.
      }
    }
  }, [playing, title]);
  useEffect(
    () => () => {
      if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || !started.current) return;
      const session = navigator.mediaSession;
      session.metadata = null;
      session.playbackState = 'none';
      for (const action of ['play', 'pause', 'seekbackward', 'seekforward'] as const) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Not offered here.
        }
      }
    },
    [],
  );
}

function AudioPlayerView({ src, title, onPlayCounted, carry, controls, onPlayingChange, className }: AudioPlayerProps) {
  const player = useAudioElement(onPlayCounted, carry);
  // One handle for the player's life, acting on its latest state.
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });
  useImperativeHandle(controls, () => ({ togglePlay: () => latest.current.togglePlay() }), []);
  const { playing } = player;
  useEffect(() => onPlayingChange?.(playing), [onPlayingChange, playing]);
  const { audioProps, failed, retry } = player;
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(box);
  useMediaSession(player, title);
  // Once it has been played, the compact player keeps it within reach while the whole one is off
  // screen: fetched as it starts, so it is there by the time the reader scrolls away.
  const started = player.playing || player.currentTime > 0;
  useEffect(() => {
    if (started) loadMiniPlayer().catch(() => undefined);
  }, [started]);
  return (
    <Player ref={box} role="group" aria-label={TEXT.player(title)} className={className}>
      {started && !onScreen && !failed ? (
        <Suspense fallback={null}>
          <MiniPlayer
            player={player}
            title={title}
            onShowPlayer={() => box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })}
          />
        </Suspense>
      ) : null}
      <audio {...audioProps} src={src} preload="none" />

      {failed ? (
        <ErrorBox>
          <p role="alert">{TEXT.loadError}</p>
          <StatusAction type="button" onClick={retry}>
            {SITE_TEXTS.tryAgain}
          </StatusAction>
        </ErrorBox>
      ) : null}

      {/* Without the script, the browser's own player (the controls below need it). */}
      <noscript>
        <audio controls preload="none" src={src} />
      </noscript>

      <PositionBar player={player} />
      <Controls {...NO_SCRIPT.hidden}>
        <TransportButtons player={player} />
        <Group>
          <ControlButton type="button" aria-pressed={player.loop} onClick={player.toggleLoop}>
            <LoopIcon />
            <span>{TEXT.loop}</span>
          </ControlButton>
          <ControlButton type="button" aria-pressed={player.muted} onClick={player.toggleMute}>
            <SpeakerIcon muted={player.muted} />
            <span>{TEXT.mute}</span>
          </ControlButton>
        </Group>
        <VolumeButtons player={player} />
      </Controls>
    </Player>
  );
}

/** The position: a slider (arrow keys by the fine step, Page Up / Page Down by the jump) and the times. */
function PositionBar({ player }: { player: AudioElement }) {
  const { known, failed, duration, currentTime, buffering, seek, jump } = player;
  const onSliderKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => jump(-FINE_SEEK_SECONDS),
      ArrowDown: () => jump(-FINE_SEEK_SECONDS),
      ArrowRight: () => jump(FINE_SEEK_SECONDS),
      ArrowUp: () => jump(FINE_SEEK_SECONDS),
      PageDown: () => jump(-JUMP_SECONDS),
      PageUp: () => jump(JUMP_SECONDS),
      Home: () => seek(0),
      End: () => seek(duration),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onSliderChange = (event: ChangeEvent<HTMLInputElement>) => seek(Number(event.target.value));

  const progress = known ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div {...NO_SCRIPT.hidden}>
      <Slider
        type="range"
        aria-label={TEXT.seek}
        min={0}
        max={known ? duration : 0}
        step="any"
        value={known ? Math.min(currentTime, duration) : 0}
        aria-valuetext={TEXT.position(formatTime(currentTime), formatTime(duration))}
        disabled={!known || failed}
        onChange={onSliderChange}
        onKeyDown={onSliderKeyDown}
        style={{ ['--progress' as string]: `${progress}%` }}
      />
      <Times aria-hidden="true">
        <span>{formatTime(currentTime)}</span>
        {buffering ? <span>{MESSAGES.loading}</span> : null}
        <span>{formatTime(duration)}</span>
      </Times>
    </div>
  );
}

/** Back 5 s, Play / Pause, Forward 5 s: on one row, also on a phone. */
function TransportButtons({ player }: { player: AudioElement }) {
  const { known, failed, playing, jump, togglePlay } = player;
  return (
    <Group $transport>
      <JumpButton type="button" aria-label={TEXT.back(JUMP_SECONDS)} disabled={!known || failed} onClick={() => jump(-JUMP_SECONDS)}>
        <BackIcon />
        <Caption name={TEXT.back(JUMP_SECONDS)} />
      </JumpButton>
      <PlayButton type="button" onClick={togglePlay}>
        {playing ? <PauseIcon /> : <PlayIcon />}
        <span>{playing ? TEXT.pause : TEXT.play}</span>
      </PlayButton>
      <JumpButton
        type="button"
        $iconAfter
        aria-label={TEXT.forward(JUMP_SECONDS)}
        disabled={!known || failed}
        onClick={() => jump(JUMP_SECONDS)}
      >
        <ForwardIcon />
        <Caption name={TEXT.forward(JUMP_SECONDS)} />
      </JumpButton>
    </Group>
  );
}

/** Volume down and up in steps, and the level (or 'Muted') said as it changes. */
function VolumeButtons({ player }: { player: AudioElement }) {
  const { volume, muted, changeVolume } = player;
  return (
    <Group>
      {/* aria-disabled rather than disabled at 0 and 1: the focused button keeps the focus. */}
      <ControlButton
        type="button"
        aria-label={TEXT.volumeDown}
        aria-disabled={volume <= 0}
        onClick={() => changeVolume(-AUDIO_VOLUME_STEP)}
      >
        <MinusIcon />
      </ControlButton>
      <VolumeLevel aria-live="polite">{muted ? TEXT.muted : TEXT.volume(Math.round(volume * 100))}</VolumeLevel>
      <ControlButton type="button" aria-label={TEXT.volumeUp} aria-disabled={volume >= 1} onClick={() => changeVolume(AUDIO_VOLUME_STEP)}>
        <PlusIcon />
      </ControlButton>
    </Group>
  );
}
