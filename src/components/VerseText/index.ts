export { VerseText } from './VerseText';
export type { VerseTextProps } from './VerseText';
