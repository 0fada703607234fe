/**
 * The admin area's texts (the sign-in, the lists, the forms, uploads and the statistics dashboard),
 * apart from SITE_TEXTS so that readers' pages do not carry them: only the admin chunk and the
 * server use these.
 */
export const ADMIN_TEXTS = {
  /**
   * The admin area's frame, sign-in, sub-category list and content list (the labels the spec gives:
   * the navbar's, the tables' 'ID', 'Show Content', 'Edit', 'Preview', 'Previous', 'Next', 'Page N of M';
   * the column titles the forms share are in `adminForms`).
   */
  admin: {
    /** 'Admin | {site}', or '{part} | Admin | {site}'. */
    pageTitle: (site: string, part?: string) => (part ? `${part} | Admin | ${site}` : `Admin | ${site}`),
    /** Beside the site name in the admin navbar. */
    badge: 'Admin',
    navLabel: 'Admin',
    menu: 'Menu',
    refreshContent: 'Refresh Content',
    refreshAllBackends: 'Refresh All Backends',
    /** Part of the accessible name of every link that opens a new tab. */
    newTab: '(opens in a new tab)',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signedInAs: (email: string) => `Signed in as ${email}`,
    /** While the session is checked before an admin screen is shown, and when that check fails. */
    sessionCheckFailed: 'Your sign-in could not be checked.',
    login: {
      heading: 'Sign in',
      title: 'Sign in',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
    },
    home: {
      heading: 'Sub Categories',
      /** Every sub-category, hidden ones included, so an empty list says it plainly. */
      empty: 'No sub-categories yet.',
      showContent: 'Show Content',
    },
    columns: { id: 'ID', actions: 'Actions' },
    contentList: {
      empty: 'This sub-category has no content yet.',
      edit: 'Edit',
      preview: 'Preview',
      /** The Display Flag cell: 'Y (Yes)'. */
      flag: (flag: string, label: string | undefined) => (label ? `${flag} (${label})` : flag),
    },
    pagination: {
      previous: 'Previous',
      next: 'Next',
      previousLabel: 'Previous page',
      nextLabel: 'Next page',
      pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
      pageSize: 'Rows per page',
      nav: 'Pages',
    },
  },
  /** The admin forms (`/admin/insert/category`, `/admin/insert/subcategory`, `/admin/content[/{id}]`). */
  adminForms: {
    insertCategory: 'Insert Category',
    insertSubCategory: 'Insert Sub Category',
    insertContent: 'Insert Content',
    editContent: 'Edit Content',
    titlePrimary: 'Title Primary',
    titleSecondary: 'Title Secondary',
    contentPrimary: 'Content Primary',
    contentSecondary: 'Content Secondary',
    displayFlag: 'Display Flag',
    showSecondary: 'Show Secondary',
    subCategoryImage: 'Sub Category Image',
    category: 'Category',
    subCategory: 'Sub Category',
    imagePath: 'Image Path',
    audioPath: 'Audio Path',
    videoPath: 'Video Path',
    /** The content form's group of image, audio and video. */
    media: 'Image, audio and video',
    displayOrder: 'Display Order',
    bookPgNo: 'Book Page No',
    /** A flag's choice: 'Y (Yes)', 'N (No)', 'R (Under Review)'. */
    flagOption: (flag: string, label: string) => `${flag} (${label})`,
    /** Under the path boxes. */
    subCategoryImageHint: 'The file name, or upload a picture.',
    videoPathHint: 'A /media/ path (upload a video file), or the id of an external video.',
    /** Edit mode, under the title box, before the whole dotted name that will be saved. */
    savedAs: 'Saved as:',
    submitting: 'Submitting…',
    /** Submit while a file is still uploading. */
    waitForUpload: 'Please wait until the upload has finished.',
    /**
     * A reason the server gave for a field, next to it and under 'Please check fields': the server's
     * reasons follow the field's name ('must be a whole number …'), here its label.
     */
    fieldReason: (field: string, reason: string) => `${field} ${reason}`,
    choicesLoading: 'Loading the list…',
    choicesFailed: 'The list could not be loaded.',
    noCategoriesYet: 'There are no categories yet.',
    /** The content form's chooser is asked again while the list is empty (the spec's calls). */
    noSubCategoriesYet: 'There are no sub-categories yet; the list is checked again every few seconds.',
    loadFailed: 'The content could not be loaded.',
    notFound: 'There is no content with this id.',
  },
  /** A save refused because someone saved the hymn meanwhile (SaveConflict), and a hymn's History. */
  revisions: {
    conflictHeading: 'Saved by someone else meanwhile',
    conflictIntro: (author: string, savedAt: string, revision: number) =>
      `${author} saved this bhajan on ${savedAt} (revision ${revision}), after you opened it. Nothing of yours has been saved yet. For each field that changed, choose what to keep, then save.`,
    yours: 'Yours',
    theirs: (author: string) => `Saved by ${author}`,
    /** Beside a field the editor changed too. */
    changedByYouToo: 'You changed this too',
    choiceGroup: (field: string) => `What to keep of ${field}`,
    keepMine: 'Keep mine',
    takeTheirs: 'Take theirs',
    editByHand: 'Edit by hand',
    handEdit: (field: string) => `${field}, as you want it saved`,
    saveChoices: 'Save with these choices',
    /** The edit form's link to the hymn's History, and the History's heading. */
    history: 'History',
    historyTitle: 'History',
    backToEdit: 'Edit this bhajan',
    historyLoadFailed: 'The history could not be loaded.',
    revisionsCaption: 'Revisions, newest first',
    columns: { revision: 'Revision', savedAt: 'Saved', author: 'By', changed: 'Changed', note: 'Note', action: 'Action' },
    /** The first revision changed nothing: it began the history. */
    firstRevision: 'First kept',
    current: 'Current',
    restore: 'Restore this version',
    /** After 'Restore this version' or 'Restoring…', for screen readers: which one. */
    whichRevision: (revision: number) => ` (revision ${revision})`,
    restoreName: (revision: number) => `Restore this version (revision ${revision})`,
    restoring: 'Restoring…',
    restored: (restored: number, revision: number) => `Revision ${restored} was restored: it is now revision ${revision}.`,
    restoreConflict:
      'Someone saved this bhajan while you were looking at its History. The list now shows their revision: restore again if you still want to.',
    restoreFailed: 'The revision could not be restored. Please try again.',
    compareHeading: 'Compare two revisions',
    compareFrom: 'Revision',
    compareTo: 'with revision',
    revisionLabel: (revision: number) => `Revision ${revision}`,
    revisionOption: (revision: number, savedAt: string, author: string) => `${revision} · ${savedAt} · ${author}`,
    noDifference: 'These two revisions are the same.',
    compareLoadFailed: 'These revisions could not be loaded.',
    onlyOneRevision: 'This bhajan has one revision so far: nothing to compare.',
  },
  /** The audit trail (/admin/audit, src/model/audit.ts). */
  audit: {
    navLink: 'Audit trail',
    title: 'Audit trail',
    caption: 'What was done in the admin area, newest first',
    account: 'Account',
    everyone: 'Everyone',
    kind: 'What',
    everything: 'Everything',
    show: 'Show',
    kinds: {
      signIn: 'Signed in',
      signInRefused: 'Sign-in refused',
      save: 'Saved',
      hide: 'Hid from visitors',
      restore: 'Restored a revision',
      import: 'Catalogue import',
      reindex: 'Reindexed the search',
      refresh: 'Refreshed the caches',
      correctionAccepted: 'Accepted a correction',
      correctionRejected: 'Rejected a correction',
    },
    subjects: {
      content: 'Bhajan',
      subCategory: 'Sub-category',
      category: 'Category',
      correction: 'Correction',
      catalogue: 'Catalogue',
    },
    columns: { when: 'When', who: 'Who', what: 'What', about: 'About', address: 'From' },
    older: 'Older entries',
    newest: 'Back to the newest',
    kept: (days: number) => `Entries are kept for ${days} days, then the server removes them.`,
    empty: 'Nothing has been recorded yet.',
    emptyFiltered: 'Nothing recorded matches these choices.',
    loadFailed: 'The audit trail could not be loaded.',
  },
  /** The readers' corrections queue (/admin/corrections, src/model/corrections.ts). */
  corrections: {
    navLink: 'Corrections',
    /** After the navigation's link and how many wait: read as part of the link's name ('Corrections, 3 waiting'). */
    navWaiting: 'waiting',
    title: 'Readers’ corrections',
    filterLabel: 'Corrections to show',
    filters: { pending: 'Waiting', accepted: 'Accepted', rejected: 'Rejected' },
    empty: {
      pending: 'No corrections are waiting. When a reader suggests one from a bhajan’s page, it appears here.',
      accepted: 'No correction has been accepted yet.',
      rejected: 'No correction has been rejected yet.',
    },
    loadFailed: 'The corrections could not be loaded.',
    heading: (id: number) => `Correction #${id}`,
    /** Where the line is: 'Line 5 of the lyrics'. */
    lineOf: (line: number, field: 'contentPrimary' | 'contentSecondary') =>
      `Line ${line + 1} of the ${field === 'contentPrimary' ? 'lyrics' : 'text below the lyrics'}`,
    sent: (when: string) => `sent ${when}`,
    stale: (revision: number, current: number) =>
      `Stale: made against revision ${revision}, the bhajan is at revision ${current} now. Its line is unchanged, so it can still be accepted.`,
    conflicting: (revision: number, current: number) =>
      `Its line has changed since: made against revision ${revision}, the bhajan is at revision ${current} now. Edit the bhajan by hand, or reject it.`,
    now: 'Now',
    suggested: 'Suggested',
    change: 'The change',
    note: 'Note',
    source: 'Source',
    email: 'E-mail',
    accept: 'Accept',
    editAndAccept: 'Edit and accept',
    reject: 'Reject',
    editedLine: 'The line as it will read',
    acceptEdited: 'Accept this line',
    reason: 'Why it is rejected',
    confirmReject: 'Reject the correction',
    cancel: 'Cancel',
    working: 'Saving…',
    accepted: (id: number, revision: number) => `Correction #${id} was accepted: the bhajan is now at revision ${revision}.`,
    rejected: (id: number) => `Correction #${id} was rejected.`,
    decisionConflict:
      'Someone saved this bhajan since the list was loaded. The list is up to date now: please look at the correction again.',
    decisionFailed: 'The decision could not be saved. Please try again.',
    acceptedBy: (who: string, when: string, revision: number | null) =>
      `Accepted by ${who}, ${when}${revision === null ? '' : `, as revision ${revision}`}`,
    rejectedBy: (who: string, when: string) => `Rejected by ${who}, ${when}`,
    editBhajan: 'Edit the bhajan',
    history: 'History',
    page: 'Public page',
  },
  /** Two texts compared line by line (TextDiff): what a screen reader hears around the marked words. */
  textDiff: {
    removedStart: 'removed: ',
    addedStart: 'added: ',
    markEnd: ' (end)',
    /** A fold of lines both texts have. */
    unchangedLines: (count: number) => (count === 1 ? '1 line unchanged' : `${count} lines unchanged`),
    /** Both texts are the same. */
    same: 'No difference.',
  },
  /** A file picker that uploads at once, with its progress bar (FileUpload). */
  fileUpload: {
    choose: (what: string) => `Upload ${what}`,
    progress: (fileName: string) => `Uploading ${fileName}`,
    percent: (percent: number) => `${percent}%`,
    uploading: (fileName: string) => `Uploading ${fileName}…`,
    done: (fileName: string) => `Uploaded ${fileName}`,
    failed: (fileName: string, reason: string) => `Upload of ${fileName} failed: ${reason}`,
    /** A failure without the server's reason (no answer, or an unexpected one). */
    failedReason: 'the server could not be reached or did not store the file.',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled',
    image: 'an image',
    audio: 'an audio file',
    video: 'a video file',
  },
  /**
   * The catalogue page (`/admin/catalogue`, not in the spec): a catalogue file (JSON Lines, one hymn
   * a line) imported, with its progress and each wrong line, and the whole catalogue exported.
   */
  catalogue: {
    navLink: 'Import & export',
    heading: 'Import and export the catalogue',
    importHeading: 'Import a catalogue file',
    file: 'Catalogue file (JSON Lines)',
    hint:
      'One hymn a line, with its key, its fields as in the content form and its sub-category by id or by title. ' +
      'Every line is checked first: with any problem nothing is imported. A hymn whose key is already here is updated, ' +
      'so importing the same file again changes nothing.',
    submit: 'Import',
    chooseFile: 'Please choose a catalogue file first.',
    cancel: 'Stop the import',
    sending: (fileName: string) => `Sending ${fileName}`,
    percent: (percent: number) => `${percent}%`,
    checking: (fileName: string) => `Checking every line of ${fileName}…`,
    writing: (written: string, total: string) => `Writing hymns: ${written} of ${total}`,
    /** Said once as writing begins (the figures are for the eye). */
    writingStarted: 'Every line is right: writing the hymns…',
    imported: (hymns: number) => `Imported ${hymns.toLocaleString('en')} ${hymns === 1 ? 'hymn' : 'hymns'}.`,
    /** The summary's parts, after `imported`. */
    counts: {
      created: (n: number) => `${n.toLocaleString('en')} new`,
      updated: (n: number) => `${n.toLocaleString('en')} updated`,
      unchanged: (n: number) => `${n.toLocaleString('en')} already as in the file`,
      subCategoriesCreated: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'sub-category' : 'sub-categories'} created`,
      categoriesCreated: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'category' : 'categories'} created`,
      keptOnSite: (n: number) =>
        `${n.toLocaleString('en')} left as the site has ${n === 1 ? 'it' : 'them'} (saved on the site after the file was made)`,
    },
    /** After the summary: the keys of the lines left alone, for the editor to look at. */
    keptKeys: (keys: readonly string[], more: number) =>
      `Left alone: ${keys.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en')} more` : ''}.`,
    /** The table of wrong lines, under the refusal's message. */
    problems: {
      caption: 'Lines to correct',
      line: 'Line',
      field: 'Field',
      problem: 'Problem',
      /** A problem of the whole line (not JSON, too many lines). */
      wholeLine: '(the line)',
      more: (count: string) => `… and ${count} more lines with problems (correct these and import again to see them).`,
    },
    cancelled: 'The import was stopped. The hymns written so far stay: import the same file again to finish.',
    /** No answer, or one without a reason (e.g. a 500). */
    failed: 'The catalogue file could not be imported. Please try again.',
    exportHeading: 'Export the catalogue',
    exportText:
      'Every hymn, hidden ones too, with its sub-category, as a catalogue file: importing it into an empty site brings the same catalogue.',
    exportLink: 'Download the catalogue (JSON Lines)',
  },
  /**
   * The statistics dashboard (`/admin/stats`; the spec leaves its layout open). Components and the
   * screen add their texts here.
   */
  stats: {
    navLink: 'Statistics',
    heading: 'Statistics',
    thisMonth: 'This month',
    contentViews: 'Content views',
    audioPlays: 'Audio plays',
    subCategoryViews: 'Sub-category views',
    adRevenue: 'Ad revenue',
    searchImpressions: 'Search impressions',
    searchClicks: 'Search clicks',
    users: 'Users',
    sessions: 'Sessions',
    recentContent: 'Recent content',
    searchTerms: 'Search terms',
    daily: 'Last 30 days',
    /** StatTile: a figure whose call failed; a ready tile without a figure (read out, '—' shown). */
    figureFailed: 'The figure could not be loaded.',
    noFigure: 'No figure',
    /** DailyChart: the chart of the daily rows, its figures table and its empty state. */
    dailyChart: {
      showFigures: 'Show the figures',
      date: 'Date',
      noTraffic: (days: number) => `No views or plays in the last ${days} days.`,
      period: (from: string, to: string) => `${from} to ${to}`,
      /** The chart's accessible name: 'Last 30 days (24 Oct 2026 to 22 Nov 2026). Totals: Content views 1,234; …'. */
      summary: (title: string, period: string, totals: readonly string[]) => `${title} (${period}). Totals: ${totals.join('; ')}.`,
      figure: (label: string, figure: string) => `${label} ${figure}`,
      /** Under the chart, for the day pointed at or chosen with the arrow keys. */
      day: (day: string, figures: readonly string[]) => `${day}: ${figures.join(', ')}`,
      hint: "Point at the chart, or focus it and use the arrow keys, to see a day's figures.",
    },
    revenueImport: 'Import ad revenue',
    /** The dashboard screen: under each month tile (the tiles' heading is 'This month'), what the figure counts. */
    tileHints: {
      contentViews: 'Hymn pages opened',
      audioPlays: 'Recordings played',
      subCategoryViews: 'Category pages opened',
      adRevenue: 'From the imported reports',
      searchImpressions: 'Results shown by the search',
      searchClicks: 'Results opened from the search',
      users: 'Visitors, each counted once a day',
      sessions: 'Visits; 30 minutes idle starts a new one',
    },
    /** The daily chart's panel ('Last 30 days' is the chart's caption). */
    dailyHeading: 'Day by day',
    dailyFailed: 'The daily figures could not be loaded.',
    /** The recent-content panel: the window select, the table and its states. */
    recent: {
      window: 'Time window',
      windowOption: (minutes: number) => `Last ${minutes} minutes`,
      hits: 'Hits',
      /** While another window's rows load, beside the select (the rows shown stay, dimmed). */
      updating: 'Updating…',
      empty: (minutes: number) => `No content viewed in the last ${minutes} minutes.`,
      failed: 'The recent content could not be loaded.',
    },
    /** The search-terms panel. */
    searches: {
      term: 'Search term',
      time: 'Searched at',
      empty: 'No searches yet.',
      failed: 'The search terms could not be loaded.',
    },
    /** The revenue import form (its heading is `revenueImport`). */
    import: {
      file: 'Ad network report (CSV)',
      hint: "The ad network's CSV report, with the columns Date and Estimated earnings (USD). A day imported again replaces the earlier figure.",
      submit: 'Import',
      importing: 'Importing…',
      chooseFile: 'Please choose the CSV report first.',
      /** No answer, or one without a reason (e.g. a 500). */
      failed: 'The report could not be imported. Please try again.',
    },
  },
} as const;
