/** Texts of the screens that the spec leaves open (its own texts live in src/model/messages.ts). */
export const TRY_AGAIN = 'Try again';
export const GO_HOME = 'Go to the home page';
export const RELOAD_PAGE = 'Reload the page';
