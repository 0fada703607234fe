export { VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { ExternalVideoUrlsContext, YOUTUBE_URLS, youTubeId } from './externalVideo';
export type { ExternalVideoUrls } from './externalVideo';
