/**
 * Texts the spec leaves open that more than one part of the app shows (the spec's own texts live in
 * src/model/messages.ts).
 */

/** The library has no visible sub-category: the home page and the 'Bhajans' dropdown say so. */
export const NO_BHAJANS_YET = 'No bhajans yet.';
