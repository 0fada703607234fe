export { AudioPlayer, loadMiniPlayer, useMediaSession } from './AudioPlayer';
export type { AudioControls, AudioPlayerProps } from './AudioPlayer';
export type { MiniPlayerProps, MiniPlayerState } from './MiniPlayer';
export type { AudioCarry } from './useAudioElement';
