export { ChangedWords, changedWordsStyle, TextDiff, type TextDiffProps } from './TextDiff';
export { LineChange, type LineChangeProps } from './LineChange';
