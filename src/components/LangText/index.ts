export { LangText, langOf } from './LangText';
export type { LangTextProps } from './LangText';
