/**
 * The sign-in's answers (the server says them; the sign-in screen shows them): a module of their
 * own, so that they are not in every reader's first script.
 */

/** The server's answers about signing in and the admin area's protection (the admin screens show them). */
export const AUTH_TEXTS = {
  /** An admin call or /api/auth/me without a valid session (401). */
  signedOut: 'Please sign in to continue.',
  /** Wrong e-mail address or password: one answer for both, so it does not tell which accounts exist (401). */
  wrongCredentials: 'The e-mail address or password is not correct.',
  /** Too many failed sign-ins (429); `minutes` is the wait, rounded up. */
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again.`,
  /** A state-changing call sent by a page of another site (403). */
  crossSite: 'This request was sent from another site and was refused.',
} as const;
