export { RevisionCompare, type RevisionCompareProps } from './RevisionCompare';
