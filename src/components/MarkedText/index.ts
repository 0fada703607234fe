export { MarkedText } from './MarkedText';
export type { MarkedTextProps, TextRange } from './MarkedText';
