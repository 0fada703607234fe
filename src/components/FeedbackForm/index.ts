export { FeedbackForm } from './FeedbackForm';
export type { FeedbackFormProps, FeedbackFormStatus, FeedbackFormValues } from './FeedbackForm';
