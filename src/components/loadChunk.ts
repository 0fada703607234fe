import { CHUNK_LOAD_TIMEOUT_MS } from '../model/constants';
import { MESSAGES } from '../model/messages';

/** A part of the app (a screen, the video player) that was loaded on demand and did not arrive. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(MESSAGES.chunkFailed, { cause });
  }
}

/**
 * Browsers word a failed dynamic import differently: Chromium 'Failed to fetch dynamically imported
 * module', Firefox 'error loading dynamically imported module', Safari 'Importing a module script
 * failed'; Vite's preload helper 'Unable to preload CSS'.
 */
const DYNAMIC_IMPORT_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || DYNAMIC_IMPORT_FAILURE.test(error.message));
}

/**
 * Loads a chunk (`() => import('…')`), failing with a ChunkLoadError when it fails or has not
 * arrived within CHUNK_LOAD_TIMEOUT_MS (the spec's constants), so a stalled connection ends in a message
 * and a way to retry instead of an endless wait.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`No answer within ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
