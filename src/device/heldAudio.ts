/**
 * Audio that keeps playing while the reader moves about the site: a hymn page left while its audio
 * plays hands the `<audio>` element over here (AudioPlayer's `carry`). It is moved out of the page
 * into a hidden holder (a media element moved keeps playing; one removed would pause), and the
 * frame shows a compact player for it on every page (src/app/NowPlaying.tsx), whose title leads back to the
 * hymn, where the page's own player goes on from the same place. Another audio or video played
 * anywhere on the site stops it: one sound at a time.
 */
import { useSyncExternalStore } from 'react';

export interface HeldAudio {
  audio: HTMLAudioElement;
  contentId: number;
  title: string;
}

let held: HeldAudio | null = null;
const listeners = new Set<() => void>();
let holder: HTMLElement | null = null;

function changed(next: HeldAudio | null): void {
  held = next;
  for (const listener of listeners) listener();
}

/** Another sound started (a media element's `play` does not bubble, but it is seen on its way down). */
function onAnyPlay(event: Event): void {
  if (held && event.target !== held.audio) releaseAudio();
}

/** Takes a playing hymn's audio from the page that is going; true: it plays on. */
export function holdAudio(next: HeldAudio): boolean {
  if (typeof document === 'undefined') return false;
  if (held && held.audio !== next.audio) releaseAudio();
  holder ??= Object.assign(document.createElement('div'), { hidden: true });
  if (!holder.isConnected) document.body.append(holder);
  holder.append(next.audio);
  document.addEventListener('play', onAnyPlay, true);
  next.audio.addEventListener('ended', onEnded);
  changed(next);
  return true;
}

function onEnded(this: HTMLAudioElement): void {
  if (!this.loop) releaseAudio();
}

/** Stops the held audio and lets it go (the reader closed it, or it ended, or a page took it back). */
export function releaseAudio(): void {
  const current = held;
  if (!current) return;
  document.removeEventListener('play', onAnyPlay, true);
  current.audio.removeEventListener('ended', onEnded);
  current.audio.pause();
  current.audio.remove();
  changed(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The audio playing on from a page left, if any (never on the server). */
export function useHeldAudio(): HeldAudio | null {
  return useSyncExternalStore(
    subscribe,
    () => held,
    () => null,
  );
}

/**
 * What shows held audio is the frame's (src/app/NowPlaying.tsx, a chunk of its own), and device code
 * does not import the app around it: so the frame says here how to get its player ready, and a hymn
 * page asks for that as its audio first plays, so that the player is there if the reader moves on.
 */
let prepareShowing: (() => void) | undefined;

/** The frame: how to get ready what shows held audio (fetch its chunk). Returns the undo. */
export function onAudioMayBeHeld(prepare: () => void): () => void {
  prepareShowing = prepare;
  return () => {
    if (prepareShowing === prepare) prepareShowing = undefined;
  };
}

/** A hymn's audio has started playing and may be carried on: what would show it is fetched now. */
export function audioMayBeHeld(): void {
  prepareShowing?.();
}
