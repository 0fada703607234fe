export { FeedbackButton, PAGE_END_ZONE } from './FeedbackButton';
export type { FeedbackButtonProps } from './FeedbackButton';
export { keepClearOfFeedback } from './keepClear';
