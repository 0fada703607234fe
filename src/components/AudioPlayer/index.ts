export { AudioPlayer, loadMiniPlayer, useMediaSession } from './AudioPlayer';
export type { AudioPlayerProps } from './AudioPlayer';
export type { MiniPlayerProps, MiniPlayerState } from './MiniPlayer';
export type { AudioCarry } from './useAudioElement';
