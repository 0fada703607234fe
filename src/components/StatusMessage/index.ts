export { StatusMessage, StatusAction, errorToneStyle, secondaryActionStyle } from './StatusMessage';
export type { StatusMessageProps, StatusTone } from './StatusMessage';
export { LoadState } from './LoadState';
export type { LoadStateProps } from './LoadState';
