export { ChangedWords, changedWordsStyle, TextDiff, type TextDiffProps } from './TextDiff';
