export { ContentList } from './ContentList';
export type { ContentListItem, ContentListProps, ContentListVariant } from './ContentList';
