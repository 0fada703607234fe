import { loadChunk } from '../loadChunk';

/**
 * video.js and its styles, as a separate chunk: imported only when a video file is shown, so a hymn
 * page without one never downloads it. Rejects (ChunkLoadError) when the chunk cannot be loaded, or
 * has not arrived within the spec's chunk load time-out.
 */
export function loadVideoJs() {
  return loadChunk(() => Promise.all([import('video.js'), import('video.js/dist/video-js.css')])).then(([module]) => module.default);
}
