/** The home screen's own texts (the spec's loading and error texts are in MESSAGES; the empty text in components/texts). */
export const HOME_HEADING = 'Bhajan categories';
export const HOME_HEADING_HI = 'भजन श्रेणियाँ';
