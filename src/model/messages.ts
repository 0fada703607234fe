/** The spec's visible texts (screens and routes) and its error catalogue, exactly as written there. */
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

/** The public chrome's labels (the spec's screens and routes): each navigation link has an English and a Hindi label. */
export const CHROME_LABELS = {
  home: { en: 'Home', hi: 'होम' },
  about: { en: 'About', hi: 'हमारे बारे में' },
  feedback: { en: 'Feedback', hi: 'प्रतिक्रिया' },
  bhajans: 'Bhajans',
  search: 'Search',
} as const;

/** The spec's page titles (screens and routes); `site` is the configured site name. */
export const pageTitle = {
  home: (site: string) => `Home | ${site}`,
  withSite: (title: string, site: string) => `${title} | ${site}`,
  /** The sub-category page: the primary title, the secondary title when there is one, the site. */
  subCategory: (titlePrimary: string, titleSecondary: string | null | undefined, site: string) =>
    [titlePrimary, titleSecondary?.trim(), site].filter(Boolean).join(' | '),
  /** A hymn: '{title} | {titleSecondary} Lyrics | {site}', or '{title} Lyrics | {site}'. */
  content: (title: string, titleSecondary: string | null | undefined, site: string) =>
    titleSecondary?.trim() ? `${title} | ${titleSecondary.trim()} Lyrics | ${site}` : `${title} Lyrics | ${site}`,
  /** The not-found page for a path: 'Page not found: /x | Site' (the spec: the title includes the path). */
  notFound: (pathname: string, site: string) => `${MESSAGES.pageNotFound}: ${pathname} | ${site}`,
} as const;

/** Texts the spec leaves open, each written once (the spec's own are MESSAGES and CHROME_LABELS). */
export const SITE_TEXTS = {
  /** What the site is: index.html's meta description and the web app manifest's description. */
  siteDescription: 'Bhajan lyrics in Hindi (Devanagari) with transliteration, audio and video, grouped by deity and occasion.',
  /** The library has no visible sub-category: the home page and the 'Bhajans' dropdown say so. */
  noBhajansYet: 'No bhajans yet.',
  homeHeading: 'Bhajan categories',
  homeHeadingHi: 'भजन श्रेणियाँ',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
  reloadPage: 'Reload the page',
  /** The footer's link to the app store, and the label before the support address. */
  androidApp: 'Get the Android app',
  support: 'Support',
  /** The navigation bar's search box (its label; the placeholder adds '…'). */
  searchLabel: 'Search bhajans',
  /** The search box's suggestions: the list's name, and what a screen reader hears when it opens. */
  suggestionsLabel: 'Suggested bhajans',
  suggestionsAvailable: (count: number) =>
    `${count} suggested ${count === 1 ? 'bhajan' : 'bhajans'}: up and down arrows to choose, Enter to open.`,
  /** Under 'Page not found', before the path that was asked for. */
  noPageAt: 'There is no page at',
  /**
   * A hymn or sub-category the site does not have (unknown, hidden or a malformed address): said
   * as such, not as a failure to fetch, with the way on (search, or the home page).
   */
  missing: {
    content: 'This bhajan was not found.',
    subCategory: 'This bhajan category was not found.',
    contentTitle: 'Bhajan not found',
    subCategoryTitle: 'Category not found',
    hint: 'It may have been moved or removed. Search for it by a word of its title or lyrics, or go to the home page.',
  },

  /** The sub-category page (`/subcategory/{scid}`). */
  subCategory: {
    listHeading: 'Bhajan list',
    listHeadingHi: 'भजन सूची',
    /** A description longer than its first lines: unfolds it, and folds it again. */
    readMore: 'Read more',
    readLess: 'Read less',
    /** A visible sub-category without any visible hymn. */
    noHymnsYet: 'No bhajans in this category yet.',
    /** A long list's pages (SUBCATEGORY_PAGE_SIZE hymns each): the pager's name and links. */
    pagesLabel: 'Pages of the bhajan list',
    previousPage: { en: 'Previous', hi: 'पिछला' },
    nextPage: { en: 'Next', hi: 'अगला' },
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pageLink: (page: number) => `Page ${page}`,
    /** Which hymns a page shows, under the list's heading: '101–200 of 14,439'. */
    shownRange: (first: number, last: number, total: number) =>
      `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`,
    /** An address past the list's last page (`?page=99`). */
    pastTheEnd: (pages: number) => `This list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    firstPage: 'Go to the first page',
  },
  /** The search page (`/search?query=…`). */
  search: {
    /** The search page's heading and page title when no term was given. */
    heading: CHROME_LABELS.search,
    pageTitle: (term: string) => `Search: ${term}`,
    /** Shown instead of results on `/search` without a term (no search is run). */
    hint: 'Type a word from the title or the lyrics of a bhajan, in Hindi or in English letters, into the search box above.',
    results: 'Search results',
  },
  /** Under 'Loading chunk failed'. */
  chunkFailedHint: 'Part of the page could not be downloaded. Please check your connection and reload the page.',
  /** The installable site: the offline banner and notice, the new-version banner, audio kept for offline listening. */
  offline: {
    /** Over every public page while the browser has no connection. */
    offlineBanner: 'You are offline. Pages you have opened before can still be read.',
    /** Instead of a page's error text when its data was never saved for offline reading. */
    notSaved: 'This page has not been saved for offline reading. It will open when you are back online.',
    /** The page title meanwhile: 'Not available offline | {site}'. */
    notSavedTitle: 'Not available offline',
    /** A new version has been downloaded and waits for the visitor's Reload. */
    updateReady: (siteName: string) => `A new version of ${siteName} is ready.`,
    reload: 'Reload',
    reloading: 'Reloading…',
  },
  /** The hymn's audio player (AudioPlayer). */
  audio: {
    player: (title: string) => `Audio: ${title}`,
    /** The compact player at the top while the reader is away from the player. */
    miniPlayer: (title: string) => `Now playing: ${title}`,
    /** What a tap on the compact player's title does (after the title and the time, for screen readers). */
    showPlayer: 'show the whole player',
    /** The same on another page than the hymn's (the audio went on): back to the hymn; or stop it. */
    backToHymn: 'back to the bhajan',
    stopPlayer: 'Stop and close the player',
    play: 'Play',
    pause: 'Pause',
    back: (seconds: number) => `Back ${seconds} seconds`,
    forward: (seconds: number) => `Forward ${seconds} seconds`,
    /**
     * A phone's caption of a jump button beside its arrow, '5' (wider screens show the whole name):
     * what a button shows is part of its name, so a reader using speech input can say it.
     */
    jumpCaption: (seconds: number) => String(seconds),
    loop: 'Loop',
    mute: 'Mute',
    volumeDown: 'Volume down',
    volumeUp: 'Volume up',
    volume: (percent: number) => `Volume ${percent}%`,
    muted: 'Muted',
    seek: 'Position',
    /** The position slider's spoken value, e.g. '1:05 of 4:30'. */
    position: (current: string, duration: string) => `${current} of ${duration}`,
    unknownDuration: '--:--',
    loadError: 'The audio could not be loaded. Please check your connection and try again.',
  },
  /** The hymn's video (VideoPlayer). */
  video: {
    player: (title: string) => `Video: ${title}`,
    playExternal: (title: string) => `Play video: ${title}`,
    loading: 'Loading video...',
    loadFailed: 'The video player could not be loaded. Please check your connection and reload the page.',
    unavailable: 'This video is not available.',
  },
  /** The breadcrumb's landmark name (Breadcrumb). */
  breadcrumb: 'Breadcrumb',
  /** The hymn page's Share action (ShareButton); the shared text and dialog title are the spec's, in constants.ts. */
  share: {
    button: 'Share',
    /** Where the browser has no share sheet, the link is copied instead. */
    linkCopied: 'Link copied',
    /** Where copying fails too, the link is shown in a text box under this label. */
    copyLink: 'Copy this link',
  },
  /** Satsang presentation mode (components/Presentation): each with its Hindi where the chrome has it. */
  presentation: {
    present: { en: 'Present', hi: 'प्रस्तुत करें' },
  },

  /** Sing together (the room's own texts: togetherTexts.ts): the link to join a satsang, in the footer and My bhajans. */
  together: {
    join: { en: 'Join a satsang', hi: 'सत्संग से जुड़ें' },
  },

  /** The hymn page's star and 'Add to list', and the link to 'My bhajans' (the page's own texts: favouritesTexts.ts). */
  favourites: {
    star: { en: 'Star', hi: 'पसंद करें' },
    starred: { en: 'Starred', hi: 'पसंदीदा' },
    addToList: { en: 'Add to list', hi: 'सूची में जोड़ें' },
    myBhajans: { en: 'My bhajans', hi: 'मेरे भजन' },
    inLists: (count: number) => `in ${count} ${count === 1 ? 'list' : 'lists'}`,
  },
  /**
   * The hymn page's action bar (components/ActionBar): a short label under each icon, and the
   * longer name a screen reader says where the label alone says too little (it holds the label's
   * words, for speech input).
   */
  hymnActions: {
    bar: 'Bhajan actions',
    more: 'More',
    listen: 'Listen',
    roman: 'Roman',
    reading: 'Reading',
    present: 'Present',
    star: 'Star',
    starred: 'Starred',
    list: 'List',
    /** Under More only (src/model/correctionTexts.ts has its dialog's texts). */
    correct: 'Correct',
    suggestCorrection: 'Suggest a correction',
    picture: (title: string) => `Picture: ${title}`,
  },
  /** The hymn page's reading settings (src/model/reading.ts): each with its Hindi, as the chrome has it. */
  reading: {
    settingsLabel: 'Reading settings',
    textSize: { en: 'Text size', hi: 'अक्षर' },
    smaller: 'Smaller text',
    larger: 'Larger text',
    /** Beside the title, when the hymn has the editors' transliteration: the lyrics in Roman letters at one tap. */
    readInRoman: 'Read in Roman letters',
    /** Beside the title, when the lyrics are shown in another script: back to them as written. */
    readAsWritten: { en: 'Read in', hi: 'देवनागरी' },
  },
} as const;
