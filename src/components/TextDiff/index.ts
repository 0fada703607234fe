export { TextDiff, type TextDiffProps } from './TextDiff';
