export { SetList } from './SetList';
export type { SetListProps } from './SetList';
