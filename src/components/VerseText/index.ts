export { VerseText } from './VerseText';
export { linePieces, stanzaShape, stanzasOf } from './verses';
export type { VerseTextProps } from './VerseText';
