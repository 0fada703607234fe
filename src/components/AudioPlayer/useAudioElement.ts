import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { AUDIO_PROGRESS_UPDATE_MS } from '../../model/constants';
import { clampTime, stepVolume } from './audioMath';

/** Playing, buffering and failure as the `<audio>` events report them, and the play count; useAudioState's first part. */
function usePlaybackEvents(onPlayCounted: (() => void) | undefined) {
  // Set by the first `play`, cleared by `ended` (the spec's states and transitions).
  const countedRef = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);

  const onPlay = () => {
    setPlaying(true);
    if (!countedRef.current) {
      countedRef.current = true;
      onPlayCounted?.();
    }
  };

  const onEnded = () => {
    setPlaying(false);
    setBuffering(false);
    countedRef.current = false;
  };

  const handlers = {
    onPlay,
    onPause: () => {
      setPlaying(false);
      setBuffering(false);
    },
    onWaiting: () => setBuffering(true),
    onPlaying: () => setBuffering(false),
    onCanPlay: () => setBuffering(false),
    onError: () => {
      setFailed(true);
      setPlaying(false);
      setBuffering(false);
    },
  };

  /** The play going on now was counted already (audio carried over from an earlier view of the hymn). */
  const markCounted = () => {
    countedRef.current = true;
  };

  return { playing, buffering, failed, setFailed, onEnded, handlers, markCounted };
}

/** The position and the length as the `<audio>` reports them, the position followed while playing; useAudioState's second part. */
function useAudioPosition(audioRef: RefObject<HTMLAudioElement | null>, playing: boolean) {
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);

  // While playing, the position and time follow the audio every AUDIO_PROGRESS_UPDATE_MS.
  useEffect(() => {
    const audio = audioRef.current;
    if (!playing || !audio) return;
    const timer = window.setInterval(() => setCurrentTime(audio.currentTime), AUDIO_PROGRESS_UPDATE_MS);
    return () => window.clearInterval(timer);
  }, [audioRef, playing]);

  const known = Number.isFinite(duration) && duration > 0;
  const onEnded = () => {
    if (known) setCurrentTime(duration);
  };
  const syncDuration = () => setDuration(audioRef.current?.duration ?? Number.NaN);
  const syncTime = () => setCurrentTime(audioRef.current?.currentTime ?? 0);
  const handlers = {
    onLoadedMetadata: syncDuration,
    onDurationChange: syncDuration,
    onTimeUpdate: syncTime,
    onSeeked: syncTime,
  };

  return { currentTime, setCurrentTime, duration, known, onEnded, handlers };
}

/** The volume and mute as the `<audio>` reports them (its `volumechange`); useAudioState's third part. */
function useAudioVolume(audioRef: RefObject<HTMLAudioElement | null>) {
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const onVolumeChange = () => {
    const element = audioRef.current;
    if (!element) return;
    setVolume(element.volume);
    setMuted(element.muted);
  };
  return { muted, setMuted, volume, setVolume, onVolumeChange };
}

/**
 * What the native `<audio>` says, as state: playing, position (followed every
 * AUDIO_PROGRESS_UPDATE_MS while playing), length, volume, buffering, failure; and the play count:
 * the first `play` calls `onPlayCounted` and sets a flag, which `ended` clears (the spec's states
 * and transitions). `audioProps` go on the `<audio>` element.
 */
function useAudioState(onPlayCounted: (() => void) | undefined, carry: AudioCarry) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const playback = usePlaybackEvents(onPlayCounted);
  const position = useAudioPosition(audioRef, playback.playing);
  const [loop, setLoop] = useState(false);
  const sound = useAudioVolume(audioRef);
  const carryRef = useRef(carry);
  useEffect(() => {
    carryRef.current = carry;
  });

  // Leaving the page stops the sound, unless its owner carries the playing audio on (then the
  // element is moved out of the page before the page is taken down: a media element moved stays
  // playing, one removed pauses). A layout effect's cleanup runs before the page's elements go.
  useLayoutEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio && !audio.paused && !audio.ended && carryRef.current.onLeavePlaying?.(audio)) return;
      audio?.pause();
    };
  }, []);

  // The same file left playing (or paused) by an earlier view: this player goes on from there, and
  // the earlier element is let go. Going on is no new play of the spec's count.
  useLayoutEffect(() => {
    const from = carryRef.current.continueFrom;
    const audio = audioRef.current;
    if (!from || !audio) return;
    audio.currentTime = from.audio.currentTime;
    audio.volume = from.audio.volume;
    audio.muted = from.audio.muted;
    setLoop(from.audio.loop);
    const wasPlaying = !from.audio.paused && !from.audio.ended;
    from.done();
    if (wasPlaying) {
      playback.markCounted();
      audio.play()?.catch(() => {});
    }
    // Once, as the player appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const audioProps = {
    ref: audioRef,
    loop,
    ...playback.handlers,
    onEnded: () => {
      playback.onEnded();
      position.onEnded();
    },
    ...position.handlers,
    onVolumeChange: sound.onVolumeChange,
  };

  return {
    audioRef,
    audioProps,
    playing: playback.playing,
    currentTime: position.currentTime,
    setCurrentTime: position.setCurrentTime,
    duration: position.duration,
    known: position.known,
    loop,
    setLoop,
    muted: sound.muted,
    setMuted: sound.setMuted,
    volume: sound.volume,
    setVolume: sound.setVolume,
    buffering: playback.buffering,
    failed: playback.failed,
    setFailed: playback.setFailed,
  };
}

/**
 * Audio that goes on across pages: a player left while playing hands its element over
 * (`onLeavePlaying`, true when taken), and a player of the same file takes it back (`continueFrom`).
 */
export interface AudioCarry {
  onLeavePlaying?: (audio: HTMLAudioElement) => boolean;
  continueFrom?: { audio: HTMLAudioElement; done: () => void };
}

/**
 * The player's `<audio>` (useAudioState) and what its controls do to it: play and pause (a failed
 * file retried), seek and jump, loop, mute and volume in steps.
 */
export function useAudioElement(onPlayCounted: (() => void) | undefined, carry: AudioCarry = {}) {
  const state = useAudioState(onPlayCounted, carry);
  const { audioRef, known, duration, currentTime, failed, volume, muted, loop, setCurrentTime, setFailed, setVolume, setMuted, setLoop } =
    state;
  const audio = () => audioRef.current;

  const play = () => {
    // A refused or interrupted play() leaves the player paused; a file that cannot be played also
    // fires `error`, which shows the message.
    audio()
      ?.play()
      ?.catch(() => {});
  };

  const retry = () => {
    setFailed(false);
    audio()?.load();
    play();
  };

  const togglePlay = () => {
    const element = audio();
    if (!element) return;
    if (failed) retry();
    else if (element.paused || element.ended) play();
    else element.pause();
  };

  const seek = (seconds: number) => {
    const element = audio();
    if (!element || !known) return;
    const to = clampTime(seconds, duration);
    element.currentTime = to;
    setCurrentTime(to);
  };

  const jump = (deltaSeconds: number) => seek((audio()?.currentTime ?? currentTime) + deltaSeconds);

  // Changing the volume unmutes, so the reader hears (and sees) the new level.
  const changeVolume = (delta: number) => {
    const next = stepVolume(volume, delta);
    setVolume(next);
    setMuted(false);
    const element = audio();
    if (!element) return;
    element.volume = next;
    element.muted = false;
  };

  const toggleMute = () => {
    setMuted(!muted);
    const element = audio();
    if (element) element.muted = !muted;
  };

  const toggleLoop = () => setLoop(!loop);

  return {
    audioProps: state.audioProps,
    playing: state.playing,
    currentTime,
    duration,
    /** The file's length is known (after the first Play): the position and the jumps work. */
    known,
    loop,
    muted,
    volume,
    buffering: state.buffering,
    failed,
    togglePlay,
    retry,
    seek,
    jump,
    changeVolume,
    toggleMute,
    toggleLoop,
  };
}

export type AudioElement = ReturnType<typeof useAudioElement>;
