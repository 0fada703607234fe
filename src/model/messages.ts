/** The visible texts of product-spec §2 and the error catalogue of §8, exactly as written there. */
export const MESSAGES = {
  loading: 'Loading...',
  loadingData: 'Loading data...',
  homeError: 'Error: Something went wrong!',
  subCategoryError: 'Error: An error occurred while fetching data.',
  contentError: 'Error fetching data',
  searchShowing: (term: string) => `Showing results for ${term}`,
  searchEmpty: 'No results found',
  categoryAdded: 'Category Added Successfully',
  subCategoryAdded: 'Sub Category Added Successfully',
  contentSaved: 'Content Added/Updated Successfully',
  checkFields: 'Please check fields',
  somethingWentWrong: 'Something went wrong',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackFailed: 'Failed to submit feedback.',
  feedbackException: 'Something went wrong. Please try again later.',
  pageNotFound: 'Page not found',
  notFound404: '404 Page not found',
  renderErrorTitle: 'Unexpected Application Error',
  renderError: 'Unexpected Application Error!',
  chunkFailed: 'Loading chunk failed',
  submitForm: 'Submit Form',
  selectAnOption: 'Select an option',
  contentBySubCategory: 'Content by Sub Category',
} as const;

/** The public chrome's labels (product-spec §2): each navigation link has an English and a Hindi label. */
export const CHROME_LABELS = {
  home: { en: 'Home', hi: 'होम' },
  about: { en: 'About', hi: 'हमारे बारे में' },
  feedback: { en: 'Feedback', hi: 'प्रतिक्रिया' },
  bhajans: 'Bhajans',
  search: 'Search',
} as const;

/** Page titles of product-spec §2; `site` is the configured site name. */
export const pageTitle = {
  home: (site: string) => `Home | ${site}`,
  withSite: (title: string, site: string) => `${title} | ${site}`,
  /** The sub-category page: the primary title, the secondary title when there is one, the site. */
  subCategory: (titlePrimary: string, titleSecondary: string | null | undefined, site: string) =>
    [titlePrimary, titleSecondary?.trim(), site].filter(Boolean).join(' | '),
  /** A hymn: '{title} | {titleSecondary} Lyrics | {site}', or '{title} Lyrics | {site}'. */
  content: (title: string, titleSecondary: string | null | undefined, site: string) =>
    titleSecondary?.trim() ? `${title} | ${titleSecondary.trim()} Lyrics | ${site}` : `${title} Lyrics | ${site}`,
} as const;

/** Texts the spec leaves open, each written once (the spec's own are MESSAGES and CHROME_LABELS). */
export const SITE_TEXTS = {
  /** The library has no visible sub-category: the home page and the 'Bhajans' dropdown say so. */
  noBhajansYet: 'No bhajans yet.',
  homeHeading: 'Bhajan categories',
  homeHeadingHi: 'भजन श्रेणियाँ',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
  reloadPage: 'Reload the page',
  /** Under 'Loading chunk failed'. */
  chunkFailedHint: 'Part of the page could not be downloaded. Please check your connection and reload the page.',
} as const;
