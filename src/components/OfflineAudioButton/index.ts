export { OfflineAudioButton } from './OfflineAudioButton';
export type { OfflineAudioButtonProps, OfflineAudioButtonState } from './OfflineAudioButton';
