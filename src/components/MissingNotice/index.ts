export { MissingNotice } from './MissingNotice';
export type { MissingNoticeProps } from './MissingNotice';
export { PageSearchForm } from './PageSearchForm';
