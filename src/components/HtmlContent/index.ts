export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';
export { prepareHtml, sanitiseInWindow } from './prepareHtml';
