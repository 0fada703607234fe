export { ShortCodeForm } from './ShortCodeForm';
export type { ShortCodeFormProps } from './ShortCodeForm';
