export { StatusMessage, StatusAction, secondaryActionStyle } from './StatusMessage';
export type { StatusMessageProps, StatusTone } from './StatusMessage';
