/** The spec's business constants. Everything that the spec gives a number or a set lives here, once. */

export const FLAGS = ['Y', 'N', 'R'] as const;
export type Flag = (typeof FLAGS)[number];
/** Whether a text is one of the flags. */
export const isFlag = (value: string): value is Flag => (FLAGS as readonly string[]).includes(value);
export const FLAG_LABELS: Record<Flag, string> = { Y: 'Yes', N: 'No', R: 'Under Review' };
/** The only flag value that makes a row visible to visitors. */
export const VISIBLE_FLAG: Flag = 'Y';
/**
 * Whether visitors see this row. The server sends visitors only such rows; a signed-in editor gets
 * the hidden ones too (for the admin lists), which the public pages leave out.
 */
export const isShownToVisitors = (row: { displayFlag: string }): boolean => row.displayFlag === VISIBLE_FLAG;

export const DEFAULT_DISPLAY_FLAG: Flag = 'Y';
export const DEFAULT_SHOW_SECONDARY: Flag = 'N';
/** The showSecondary value that shows a hymn's secondary title and text on its page. */
export const SHOW_SECONDARY_FLAG: Flag = 'Y';
export const DEFAULT_DISPLAY_ORDER = 0;
export const DEFAULT_BOOK_PG_NO = 0;

export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 10;
export const FIRST_PAGE = 0;

/**
 * What the server accepts in the admin's saves (not in the spec; 400 beyond them). A title is a
 * dotted name ('हनुमान.चालीसा.श्री हनुमान चालीसा'); a text is a whole hymn's lyrics, so the longest
 * save (two texts of Devanagari, 3 bytes a letter) stays well under the server's 1 MiB body limit.
 * displayOrder and bookPgNo are whole numbers from 0 up to PostgreSQL's integer maximum.
 */
export const ADMIN_TITLE_MAX_LENGTH = 500;
export const ADMIN_TEXT_MAX_LENGTH = 50_000;
/** imagePath, audioPath and videoPath (a /media/… path, a URL or an external video id). */
export const ADMIN_PATH_MAX_LENGTH = 1_000;
/** A sub-category image's file name, as file systems allow. */
export const FILE_NAME_MAX_LENGTH = 255;
export const ADMIN_NUMBER_MAX = 2_147_483_647;

/** What an admin upload is for: a content's image, audio or video, or a sub-category's image. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'subCategoryImage'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** The largest file the server accepts per kind (not in the spec); 413 beyond. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 5 * 1024 * 1024,
  subCategoryImage: 5 * 1024 * 1024,
  audio: 30 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};

export const RECENT_CONTENT_WINDOWS = [10, 30, 60] as const;
export type RecentContentWindow = (typeof RECENT_CONTENT_WINDOWS)[number];
export const DEFAULT_RECENT_CONTENT_WINDOW: RecentContentWindow = 30;
/** The recent-content call answers at most this many hymns, most hits first (not in the spec). */
export const RECENT_CONTENT_ROWS_LIMIT = 50;
export const SEARCH_TERMS_LIMIT = 10;
/** The searches call's largest `limit` (not in the spec); 400 beyond it. */
export const SEARCH_TERMS_MAX_LIMIT = 100;
/** The daily summary: today and the days before it, this many rows, days without traffic as zeros. */
export const DAILY_SUMMARY_DAYS = 30;
/** A visitor's session: activity with gaps shorter than this. */
export const VISITOR_SESSION_GAP_MS = 30 * 60_000;
/** Ad revenue is in this currency, with this many decimals. */
export const AD_REVENUE_CURRENCY = 'USD';
export const AD_REVENUE_DECIMALS = 2;
/** The ad network's CSV report that the dashboard imports: at most this large (not in the spec); 413 beyond. */
export const AD_REVENUE_IMPORT_MAX_BYTES = 1024 * 1024;
/** Revenue of one day that an import accepts, in USD (not in the spec); a larger figure is a mistake (400). */
export const AD_REVENUE_DAY_MAX = 1_000_000;

/** Dashboard calls, all but the search-terms list. */
export const DASHBOARD_STALE_TIME_MS = 600_000;
export const HOME_STALE_TIME_MS = 60_000;
export const HOME_GC_TIME_MS = 3_600_000;
export const SUBCATEGORY_STALE_TIME_MS = 60_000;
export const SUBCATEGORY_GC_TIME_MS = 600_000;
export const CONTENT_STALE_TIME_MS = 600_000;

export const AUDIO_JUMP_MS = 5_000;
export const AUDIO_VOLUME_STEP = 0.1;
export const AUDIO_PROGRESS_UPDATE_MS = 20;
export const AUDIO_LISTEN_INTERVAL_MS = 1_000;

export const shareText = (title: string) => `Bhajan Lyrics - ${title}`;
export const SHARE_DIALOG_TITLE = 'Share with Others';

export const RATING_STARS = 5;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_START = 0;
/**
 * After a successful feedback submit, the overlay shows the thank-you (fields cleared) this long
 * before it goes back (not in the spec): long enough to read it and for a screen reader to say it.
 */
export const FEEDBACK_THANKS_VISIBLE_MS = 2_500;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Feedback limits (not in the spec), checked by the server (400 beyond them); the form uses them as
 * maxLength. deviceInfo is the user agent, which the form shortens to its limit before sending.
 * The spec sends feedback as a GET query: 1,000 Devanagari letters are about 9 KB once
 * percent-encoded, within what servers (Node: 16 KB of request line and headers) and proxies
 * (commonly 8–16 KB) accept; a longer text would be refused before reaching the site.
 */
export const FEEDBACK_NAME_MAX_LENGTH = 100;
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;
export const FEEDBACK_TEXT_MAX_LENGTH = 1_000;
export const FEEDBACK_DEVICE_INFO_MAX_LENGTH = 500;
/** At most this many feedback messages per visitor address in this window; then 429 (not in the spec). */
export const FEEDBACK_RATE_LIMIT_MAX = 5;
export const FEEDBACK_RATE_LIMIT_WINDOW_MS = 600_000;

/** A reader's suggested correction of a hymn's line (src/model/corrections.ts): its parts' limits, in characters. */
export const CORRECTION_LINE_MAX_LENGTH = 500;
export const CORRECTION_NOTE_MAX_LENGTH = 1_000;
export const CORRECTION_SOURCE_MAX_LENGTH = 300;
/** Corrections per address per window: as many as feedback. */
export const CORRECTION_RATE_LIMIT_MAX = FEEDBACK_RATE_LIMIT_MAX;
export const CORRECTION_RATE_LIMIT_WINDOW_MS = FEEDBACK_RATE_LIMIT_WINDOW_MS;

/**
 * Admin sign-in (not in the spec): after this many failed sign-ins for one e-mail address from one
 * client address within the window, further attempts are refused (429) until the window ends.
 */
export const LOGIN_RATE_LIMIT_MAX = 5;
export const LOGIN_RATE_LIMIT_WINDOW_MS = 600_000;
/**
 * Admin sign-in, per account from every address together (guessing spread over many addresses):
 * this many failures are free; after each further one the next attempt waits twice as long as the
 * last (2 s, 4 s, 8 s, …) but never longer than the longest delay, so the real editor is never locked
 * out for long while a guesser gets at most one try a minute. Forgotten after an hour without a failure.
 */
export const LOGIN_ACCOUNT_FREE_FAILURES = 10;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 60_000;
export const LOGIN_ACCOUNT_MEMORY_MS = 3_600_000;
/** Admin passwords (not in the spec): a new one has at least this many characters; longer input is refused. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 1_024;
/** The longest e-mail address an admin can have (RFC 5321's path limit). */
export const ADMIN_EMAIL_MAX_LENGTH = 254;

/** Search (not in the spec): at most this many results per answer; a longer term is refused (400). */
export const SEARCH_RESULTS_LIMIT = 50;
export const SEARCH_TERM_MAX_LENGTH = 200;
/**
 * A search's `numFound` counts matches up to this many ("at least" beyond): counting every hymn
 * with a common word (most of a large library) costs more than finding the ones shown, and no
 * visitor sees more than SEARCH_RESULTS_LIMIT of them (numFound is what the statistics count as
 * the search's impressions).
 */
export const SEARCH_COUNT_LIMIT = 100;
/**
 * A search result's matched line (not in the spec) is at most this many characters: a line of a
 * hymn is rarely longer, but a text written without line breaks would be a whole paragraph under
 * every result; such a line is cut around the words found.
 */
export const MATCHED_LINE_MAX_LENGTH = 120;
/**
 * Suggestions while typing in the navigation bar's search box (not in the spec): up to 6 titles,
 * once the term has 2 letters, asked for when typing pauses this long (with the answer, within
 * 150 ms of the last keystroke).
 */
export const SUGGESTIONS_LIMIT = 6;
export const SUGGESTIONS_MIN_LETTERS = 2;
export const SUGGESTIONS_TYPING_PAUSE_MS = 100;

/**
 * A sub-category page lists this many hymns at a time (not in the spec): a library's collection
 * may hold thousands, and the page (and the call behind it) stays small whatever its size. A
 * sub-category with no more than this many shows them all, as the spec has it.
 */
export const SUBCATEGORY_PAGE_SIZE = 100;

/** Sub-category images: `/static/subcategoryimg/{file}`, `default.png` when a sub-category has none. */
export const SUBCATEGORY_IMAGE_PATH = '/static/subcategoryimg/';
export const DEFAULT_SUBCATEGORY_IMAGE = 'default.png';
/** A videoPath starting with this is a direct video file; anything else is an external video id. */
export const MEDIA_PATH_PREFIX = '/media/';

/** Static pages' HTML may contain this; the app replaces it with the API base before showing the page. */
export const BASE_URL_PLACEHOLDER = '{{BASE_URL}}';

/**
 * Search results (not in the spec): the same term within 5 minutes (back from a hymn to its
 * results) is answered from the cache, so the visitor waits for nothing and the server does not
 * record the search twice.
 */
export const SEARCH_STALE_TIME_MS = 300_000;
export const SEARCH_GC_TIME_MS = 600_000;
/** Static pages (not in the spec): they change rarely, so they stay fresh 10 minutes and are kept 1 hour. */
export const STATIC_PAGE_STALE_TIME_MS = 600_000;
export const STATIC_PAGE_GC_TIME_MS = 3_600_000;

/**
 * The content form's sub-category chooser is asked again while its list is empty (the spec's calls:
 * 'retried while the list is empty'), this often (not in the spec).
 */
export const CHOOSER_EMPTY_REFETCH_MS = 3_000;

/** Link-preview pictures: the size Facebook, WhatsApp and X show large, and WhatsApp's limit for a preview's picture. */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;
export const PREVIEW_IMAGE_MAX_BYTES = 300_000;
/** A page's meta description: search engines show about this many characters. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** A sitemap file lists at most this many addresses (sitemaps.org); more are split into parts under an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** The hymn's lyrics' Element Timing name: the browser reports when they were first painted (npm run bench:first-paint). */
export const LYRICS_ELEMENT_TIMING = 'lyrics';
