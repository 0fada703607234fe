import { CHUNK_LOAD_TIMEOUT_MS } from '../../model/constants';

/**
 * video.js and its styles, as a separate chunk: imported only when a video file is shown, so a hymn
 * page without one never downloads it. Rejects when the chunk cannot be loaded, or has not arrived
 * within the spec's chunk load time-out.
 */
export function loadVideoJs() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('video.js: chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
  });
  const load = Promise.all([import('video.js'), import('video.js/dist/video-js.css')]).then(([module]) => module.default);
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
