export { LINK_COPIED_VISIBLE_MS, ShareButton, shareData } from './ShareButton';
export type { ShareButtonProps } from './ShareButton';
