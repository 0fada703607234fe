/** The home screen's own texts (the spec's loading and error texts are in MESSAGES). */
export const HOME_HEADING = 'Bhajan categories';
export const HOME_HEADING_HI = 'भजन श्रेणियाँ';
export const HOME_EMPTY = 'No bhajans yet.';
