export { VerseText } from './VerseText';
export { stanzaShape } from './verses';
export type { VerseTextProps } from './VerseText';
