export { LINK_COPIED_VISIBLE_MS, ShareButton, shareData, useShare } from './ShareButton';
export type { ShareButtonProps, ShareOptions } from './ShareButton';
