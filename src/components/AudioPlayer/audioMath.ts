import { SITE_TEXTS } from '../../model/messages';

/** Volume moved by `delta` and kept within 0..1, without floating-point residue (0.7 + 0.1 is 0.8). */
export function stepVolume(volume: number, delta: number): number {
  return Math.min(1, Math.max(0, Math.round((volume + delta) * 100) / 100));
}

/** A playback position kept within 0..duration (seconds). */
export function clampTime(seconds: number, duration: number): number {
  return Math.min(Math.max(0, seconds), Number.isFinite(duration) ? duration : Math.max(0, seconds));
}

/** '1:05', '12:40' or '1:02:03'; an unknown time (before the file's metadata has loaded) is '--:--'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return SITE_TEXTS.audio.unknownDuration;
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
