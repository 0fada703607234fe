/**
 * The feedback form's texts and its refusals (the server says them too): a module of their own, so
 * that they travel with the feedback form's chunk, not in every reader's first script.
 */

/** The feedback overlay (`/feedback`), its form, the star rating and the floating button. */
export const FEEDBACK_TEXTS = {
  close: 'Close',
  name: 'Name',
  email: 'Email',
  text: 'Your feedback',
  required: '(required)',
  rating: 'Rating',
  /** One star of the rating, as a screen reader names it. */
  star: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  /** Beside the stars: how many are chosen. */
  ratingValue: (stars: number, of: number) => `${stars} of ${of}`,
  notRated: 'Not rated',
  clearRating: 'Clear rating',
  /** The labels' Hindi, shown after the English as the navigation bar's links have it. */
  hindi: { name: 'नाम', email: 'ईमेल', text: 'आपकी प्रतिक्रिया', rating: 'रेटिंग' },
  /** What the form sends besides what the visitor typed (deviceInfo), said plainly. */
  deviceInfoNote: 'Your browser type (its user-agent text) is sent with your feedback, to help us fix problems.',
  submit: 'Send feedback',
  submitting: 'Sending…',
} as const;

/** The server's answers to a feedback it does not store (the form shows the server's message). */
export const FEEDBACK_ERRORS = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, such as name@example.com.',
  textRequired: 'Please write your feedback.',
  rating: 'Please choose a rating of 0 to 5 stars.',
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters long.`,
  /** A field sent twice (the form never does). */
  notText: (what: string) => `${what} must be sent once, as text.`,
  rateLimited: 'You have sent several messages in a short time. Please try again in a few minutes.',
} as const;

/** A feedback field's name as a screen reader reads it: its English label, then its Hindi. */
export const feedbackFieldName = (field: keyof typeof FEEDBACK_TEXTS.hindi) => `${FEEDBACK_TEXTS[field]} ${FEEDBACK_TEXTS.hindi[field]}`;
