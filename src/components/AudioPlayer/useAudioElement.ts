import { useEffect, useRef, useState } from 'react';
import { AUDIO_PROGRESS_UPDATE_MS } from '../../model/constants';
import { clampTime, stepVolume } from './audioMath';

/**
 * What the native `<audio>` says, as state: playing, position (followed every
 * AUDIO_PROGRESS_UPDATE_MS while playing), length, volume, buffering, failure; and the play count:
 * the first `play` calls `onPlayCounted` and sets a flag, which `ended` clears (the spec's states
 * and transitions). `audioProps` go on the `<audio>` element.
 */
function useAudioState(onPlayCounted: (() => void) | undefined) {
  const audioRef = useRef<HTMLAudioElement>(null);
  // Set by the first `play`, cleared by `ended` (the spec's states and transitions).
  const countedRef = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [loop, setLoop] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);

  // While playing, the position and time follow the audio every AUDIO_PROGRESS_UPDATE_MS.
  useEffect(() => {
    const audio = audioRef.current;
    if (!playing || !audio) return;
    const timer = window.setInterval(() => setCurrentTime(audio.currentTime), AUDIO_PROGRESS_UPDATE_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  // Leaving the page stops the sound.
  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const known = Number.isFinite(duration) && duration > 0;
  const audio = () => audioRef.current;

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
    if (known) setCurrentTime(duration);
  };

  const syncDuration = () => setDuration(audio()?.duration ?? Number.NaN);
  const syncTime = () => setCurrentTime(audio()?.currentTime ?? 0);
  const syncVolume = () => {
    const element = audio();
    if (!element) return;
    setVolume(element.volume);
    setMuted(element.muted);
  };

  const audioProps = {
    ref: audioRef,
    loop,
    onPlay,
    onPause: () => {
      setPlaying(false);
      setBuffering(false);
    },
    onEnded,
    onLoadedMetadata: syncDuration,
    onDurationChange: syncDuration,
    onTimeUpdate: syncTime,
    onSeeked: syncTime,
    onVolumeChange: syncVolume,
    onWaiting: () => setBuffering(true),
    onPlaying: () => setBuffering(false),
    onCanPlay: () => setBuffering(false),
    onError: () => {
      setFailed(true);
      setPlaying(false);
      setBuffering(false);
    },
  };

  return {
    audioRef,
    audioProps,
    playing,
    currentTime,
    setCurrentTime,
    duration,
    known,
    loop,
    setLoop,
    muted,
    setMuted,
    volume,
    setVolume,
    buffering,
    failed,
    setFailed,
  };
}

/**
 * The player's `<audio>` (useAudioState) and what its controls do to it: play and pause (a failed
 * file retried), seek and jump, loop, mute and volume in steps.
 */
export function useAudioElement(onPlayCounted: (() => void) | undefined) {
  const state = useAudioState(onPlayCounted);
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
