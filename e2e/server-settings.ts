/** Settings of the e2e server (playwright.config.ts passes them) that the tests need to know too. */

/** The statistics' days and months: a zone away from UTC (+5:30), so a day boundary mistake shows. */
export const E2E_TIME_ZONE = 'Asia/Kolkata';
