/**
 * Chromatic snapshot modes (`parameters.chromatic.modes`): a common phone and a desktop. The
 * home grid's 1/2/3 columns and the collapsing navigation are the layouts worth a baseline each.
 */
export const allModes = {
  mobile: { viewport: 390 },
  desktop: { viewport: 1280 },
} as const;
