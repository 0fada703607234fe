export { StatusMessage, StatusAction } from './StatusMessage';
export type { StatusMessageProps, StatusTone } from './StatusMessage';
