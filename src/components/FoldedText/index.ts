export { FoldedText } from './FoldedText';
export type { FoldedTextProps } from './FoldedText';
