export { VerseText, VerseWords } from './VerseText';
export { stanzaShape, stanzasOf } from './verses';
export type { VerseTextProps } from './VerseText';
