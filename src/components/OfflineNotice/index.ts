export { OfflineNotice } from './OfflineNotice';
export type { OfflineNoticeProps } from './OfflineNotice';
export { NotSavedNotice } from './NotSavedNotice';
export type { NotSavedNoticeProps } from './NotSavedNotice';
