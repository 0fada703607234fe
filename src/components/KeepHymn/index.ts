export { KeepHymn } from './KeepHymn';
export type { KeepHymnProps } from './KeepHymn';
