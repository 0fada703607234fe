export { RevisionList, type RevisionListProps } from './RevisionList';
