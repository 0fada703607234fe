import { createContext } from 'react';

/** YouTube video ids: 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A pasted YouTube address instead of a bare id: youtu.be/ID, youtube.com/watch?v=ID, /embed/ID, /shorts/ID. */
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/))([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/;

/** The YouTube id in `value` (an id, or a YouTube address), or null when it is not one. */
export function youTubeId(value: string): string | null {
  const trimmed = value.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  return YOUTUBE_URL.exec(trimmed)?.[1] ?? null;
}

/** Where an external video's thumbnail and embedded player come from. */
export interface ExternalVideoUrls {
  thumbnail: (id: string) => string;
  /** The embedded player, asked to start at once (it is loaded only when the reader asks for it). */
  embed: (id: string) => string;
}

export const YOUTUBE_URLS: ExternalVideoUrls = {
  thumbnail: (id) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  embed: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
};

/**
 * The external video hosts; YouTube unless a provider says otherwise. Stories and tests point the
 * embedded player at a local page, so that no test reaches the network.
 */
export const ExternalVideoUrlsContext = createContext<ExternalVideoUrls>(YOUTUBE_URLS);
