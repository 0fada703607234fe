/**
 * The database: the spec's entities plus what the server needs around them (analytics
 * events, admin users and sessions). Column names are snake_case; the API's camelCase shapes are
 * built in services. Change this file, then `npm run db:generate` and commit the new migration.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_BOOK_PG_NO,
  DEFAULT_DISPLAY_FLAG,
  DEFAULT_DISPLAY_ORDER,
  DEFAULT_SHOW_SECONDARY,
  FLAGS,
  RATING_MAX,
  RATING_MIN,
  RATING_START,
} from '../../src/model/constants';
import { AUDIT_KINDS } from '../../src/model/audit';
import { CORRECTION_FIELDS, CORRECTION_STATUSES } from '../../src/model/corrections';
import { REVISION_KINDS } from '../../src/model/revisions';

/** `column in ('a', 'b', …)` for a CHECK constraint. Values are our own constants, never input. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The number of the row's latest revision (src/model/revisions.ts): 1 when created, one more with
 * each save that changes what a revision keeps (migration 0011's trigger counts, whoever writes).
 */
const revisionNumber = () => integer('revision').notNull().default(1);

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** A category only groups sub-categories; the spec leaves its flags empty by default. */
export const category = pgTable(
  'category',
  {
    categoryId: serial('category_id').primaryKey(),
    titlePrimary: text('title_primary').notNull(),
    titleSecondary: text('title_secondary').notNull().default(''),
    contentPrimary: text('content_primary').notNull().default(''),
    contentSecondary: text('content_secondary').notNull().default(''),
    displayFlag: text('display_flag').notNull().default(''),
    showSecondary: text('show_secondary').notNull().default(''),
    categoryImage: text('category_image'),
    displayOrder: integer('display_order').notNull().default(DEFAULT_DISPLAY_ORDER),
    revision: revisionNumber(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('category_display_flag_check', isOneOf(t.displayFlag, ['', ...FLAGS])),
    check('category_show_secondary_check', isOneOf(t.showSecondary, ['', ...FLAGS])),
    index('category_order_idx').on(t.displayOrder, t.categoryId),
  ],
);

/**
 * What sub-categories and content show visitors: primary and secondary title and text, and the two
 * flags (display: Y shown, N hidden, R under review; showSecondary: Y shows the secondary block).
 * A function, so each table gets columns of its own.
 */
const shownToVisitors = () => ({
  titlePrimary: text('title_primary').notNull(),
  titleSecondary: text('title_secondary'),
  contentPrimary: text('content_primary').notNull().default(''),
  contentSecondary: text('content_secondary'),
  displayFlag: text('display_flag').notNull().default(DEFAULT_DISPLAY_FLAG),
  showSecondary: text('show_secondary').notNull().default(DEFAULT_SHOW_SECONDARY),
});

/** Both flags hold only Y, N or R. */
const flagChecks = (table: string, t: { displayFlag: AnyPgColumn; showSecondary: AnyPgColumn }) => [
  check(`${table}_display_flag_check`, isOneOf(t.displayFlag, FLAGS)),
  check(`${table}_show_secondary_check`, isOneOf(t.showSecondary, FLAGS)),
];

export const subCategory = pgTable(
  'sub_category',
  {
    subCategoryId: serial('sub_category_id').primaryKey(),
    /** The spec lets the parent be left empty ("Select an option"). */
    categoryId: integer('category_id').references(() => category.categoryId, { onDelete: 'set null' }),
    ...shownToVisitors(),
    /** A file name under /static/subcategoryimg/; null shows the default image. */
    subCategoryImage: text('sub_category_image'),
    displayOrder: integer('display_order').notNull().default(DEFAULT_DISPLAY_ORDER),
    revision: revisionNumber(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...flagChecks('sub_category', t),
    // Visitor reads: visible rows in display order.
    index('sub_category_visible_order_idx').on(t.displayFlag, t.displayOrder, t.subCategoryId),
    index('sub_category_category_idx').on(t.categoryId),
  ],
);

export const content = pgTable(
  'content',
  {
    contentId: serial('content_id').primaryKey(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategory.subCategoryId, { onDelete: 'restrict' }),
    // titlePrimary is a dotted name ("हनुमान.चालीसा.श्री हनुमान चालीसा"); its last segment is the title shown.
    ...shownToVisitors(),
    imagePath: text('image_path'),
    audioPath: text('audio_path'),
    /** `/media/<file>.mp4` for a direct file, otherwise an external video id. */
    videoPath: text('video_path'),
    displayOrder: integer('display_order').notNull().default(DEFAULT_DISPLAY_ORDER),
    bookPgNo: integer('book_pg_no').notNull().default(DEFAULT_BOOK_PG_NO),
    revision: revisionNumber(),
    /**
     * The hymn's stable name outside this site (a catalogue file's `key`, src/model/catalogue-file.ts):
     * an import finds the hymn by it. One made up (a UUID) for hymns created here, and kept.
     */
    externalKey: text('external_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`)
      .unique('content_external_key_unique'),
    /**
     * What search reads, written by the app (services/search-text.ts: `contentSearchColumns`) whenever
     * the texts change: the titles, and the lyrics, each normalised and with a Latin transliteration
     * of the Devanagari. Null until computed (a start-up backfill fills such rows).
     */
    searchTitle: text('search_title'),
    searchBody: text('search_body'),
    /** Every line's first letters (search-text.ts, lineInitials), for first-letter search. */
    searchInitials: text('search_initials'),
    /** The first line's words (search-text.ts), for ranking hymns that begin with a term; null until computed. */
    searchFirstLine: text('search_first_line'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...flagChecks('content', t),
    // The sub-category page and the admin list: one sub-category's content in display order.
    index('content_sub_category_order_idx').on(t.subCategoryId, t.displayOrder, t.contentId),
  ],
);

/**
 * Ids per block of content_search's id_block. Search asks its indexes of words for the first
 * block's matches first, and for the others only when those are too few (search.ts, firstBlockFirst).
 */
export const SEARCH_ID_BLOCK_SIZE = 8192;

/**
 * What search reads, one narrow row per content, kept by triggers on content and sub_category
 * (migrations 0007 and 0012: set-wise, one statement for all the rows a statement wrote): whether
 * visitors may see it (content Y in a sub-category Y), and the full-text vectors of its titles and
 * of titles and lyrics together, each with a GIN index over the visible rows only. Search never
 * reads content's wide rows (the lyrics, twice):
 * a common word matches most of 100,000 hymns, and reading those rows took seconds.
 */
export const contentSearch = pgTable(
  'content_search',
  {
    contentId: integer('content_id')
      .primaryKey()
      .references(() => content.contentId, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull(),
    /** The titles' words (search_title). */
    titleVector: tsvector('title_vector').notNull(),
    /** The titles' and the lyrics' words (search_title and search_body). */
    allVector: tsvector('all_vector').notNull(),
    /** Every line's first letters (search_initials), for first-letter search by trigrams. */
    initials: text('initials').notNull().default(''),
    /** The titles' words (search_title), for titles close to a misspelt term by trigrams. */
    title: text('title').notNull().default(''),
    /** The first line's words (search_first_line): a hymn that begins with the term ranks next to the titles. */
    firstLineVector: tsvector('first_line_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * Which block of SEARCH_ID_BLOCK_SIZE ids the content is in, first in each index of words: a GIN
     * index gathers every match before a LIMIT counts them, and common words have tens of thousands;
     * asked for the first block's, it reads that block's share (migration 0018).
     */
    idBlock: integer('id_block')
      .notNull()
      .generatedAlwaysAs(sql.raw(`content_id / ${SEARCH_ID_BLOCK_SIZE}`)),
  },
  (t) => [
    // btree_gin lets the id block share each index of words with them (migration 0018).
    index('content_search_title_idx')
      .using('gin', t.idBlock, t.titleVector)
      .where(sql`visible`),
    index('content_search_all_idx')
      .using('gin', t.idBlock, t.allVector)
      .where(sql`visible`),
    index('content_search_initials_idx')
      .using('gin', t.initials.op('gin_trgm_ops'))
      .where(sql`visible`),
    index('content_search_title_words_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`visible`),
    index('content_search_first_line_idx')
      .using('gin', t.idBlock, t.firstLineVector)
      .where(sql`visible`),
  ],
);

/**
 * Every word search can find (the lexemes of content_search's all_vector), where a misspelt word of
 * a term looks for its near spellings (trigrams). Kept by the trigger that writes content_search
 * (migration 0012): words are only added; a full reindex rebuilds the list.
 */
export const searchWord = pgTable('search_word', { word: text('word').primaryKey() }, (t) => [
  index('search_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const staticPage = pgTable('static_page', {
  pageName: text('page_name').primaryKey(),
  titlePrimary: text('title_primary').notNull(),
  /** HTML; may contain BASE_URL_PLACEHOLDER. */
  contentPrimary: text('content_primary').notNull().default(''),
  revision: revisionNumber(),
  updatedAt: updatedAt(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    feedbackText: text('feedback_text').notNull(),
    rating: smallint('rating').notNull().default(RATING_START),
    deviceInfo: text('device_info').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`),
    index('feedback_created_at_idx').on(t.createdAt),
  ],
);

export const ANALYTICS_EVENT_KINDS = ['content_view', 'audio_play', 'subcategory_view', 'search', 'search_click'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** First-party visitor events; no foreign keys, so counts survive edits and deletions. */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AnalyticsEventKind>().notNull(),
    contentId: integer('content_id'),
    subCategoryId: integer('sub_category_id'),
    searchTerm: text('search_term'),
    resultCount: integer('result_count'),
    /** A daily-salted hash; never an address or a cookie. */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_event_kind_check', isOneOf(t.kind, ANALYTICS_EVENT_KINDS)),
    // content_id in the key too: the dashboard's recent content (views of the last hour by hymn)
    // is then read from the index alone, without visiting the rows.
    index('analytics_event_kind_created_at_content_idx').on(t.kind, t.createdAt, t.contentId),
    index('analytics_event_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The secret salt of each day's visitor hashes (sha256(salt, address, user agent)), shared by every
 * instance. Only today's and yesterday's are kept: once a salt is deleted nobody, not even with the
 * database, can tell whether two days' hashes are the same visitor or recompute a hash from an address.
 */
export const visitorSalt = pgTable('visitor_salt', {
  /** The day in the server's time zone (config TIME_ZONE). */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * The daily rollup of `analytics_event`, written in the same transaction as the events themselves
 * (services/events.ts), so the dashboard's daily and monthly figures read at most a month of rows
 * however many events there are. `day` is the event's day in the server's time zone.
 */
export const statsDaily = pgTable('stats_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  contentViews: integer('content_views').notNull().default(0),
  audioPlays: integer('audio_plays').notNull().default(0),
  subCategoryViews: integer('sub_category_views').notNull().default(0),
  searches: integer('searches').notNull().default(0),
  /** Search results shown: the sum of the searches' result counts. */
  searchImpressions: integer('search_impressions').notNull().default(0),
  searchClicks: integer('search_clicks').notNull().default(0),
  /** Distinct visitors of the day (visitor_day's rows), and their sessions (the sum of theirs): kept here so a month's figures read ≤ 31 rows. */
  visitors: integer('visitors').notNull().default(0),
  sessions: integer('sessions').notNull().default(0),
});

/**
 * One row per visitor per day (the visitor being a daily hash): users are rows, sessions the sum of
 * `sessions`. Written with the events, like stats_daily.
 */
export const visitorDay = pgTable(
  'visitor_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Runs of activity with gaps under VISITOR_SESSION_GAP_MS. */
    sessions: integer('sessions').notNull(),
    /** What the latest write added to `sessions`: the writer reads it back (RETURNING) to add it to stats_daily.sessions. */
    sessionsAdded: integer('sessions_added').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** The ad revenue ledger: one row per day, filled by importing the ad network's CSV report (a day imported again is replaced). */
export const adRevenue = pgTable(
  'ad_revenue',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** USD. */
    revenue: numeric('revenue', { precision: 12, scale: 2 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ad_revenue_not_negative', sql`${t.revenue} >= 0`)],
);

export const adminUser = pgTable(
  'admin_user',
  {
    id: serial('id').primaryKey(),
    /** Kept as entered; unique regardless of case (the index below), so sign-in compares lower(email). */
    email: text('email').notNull(),
    /** scrypt, with its parameters and salt. */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_user_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const adminSession = pgTable(
  'admin_session',
  {
    /**
     * SHA-256 (hex) of the session token. The token itself, random and unguessable, lives only in
     * the visitor's cookie: someone who reads this table (a backup, a leaked dump) cannot sign in.
     * A request's cookie is hashed and looked up here.
     */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_session_expires_at_idx').on(t.expiresAt), index('admin_session_user_idx').on(t.userId)],
);

/**
 * Fixed-window request counters shared by every server instance (e.g. feedback per visitor
 * address). `key_hash` is a SHA-256 of the key (never an address itself); rows whose window has
 * passed are deleted as new requests come in.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.keyHash] }), index('rate_limit_window_idx').on(t.bucket, t.windowStart)],
);

/**
 * Every revision of every hymn, sub-category, category and static page (src/model/revisions.ts),
 * written by the database itself (migration 0011): after each statement that creates rows or changes
 * what a revision keeps, one revision per row, with the author, account and note the writer set for
 * its transaction (`revision.author`, `revision.account`, `revision.note`: services/revisions.ts).
 * Never updated; a restore writes a new one.
 */
export const revision = pgTable(
  'revision',
  {
    revisionId: bigserial('revision_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The row's key as text: its id, or a static page's name. */
    recordKey: text('record_key').notNull(),
    /** The row's `revision` when this was written: 1, 2, 3, … per row. */
    number: integer('number').notNull(),
    /** The row's fields as saved, camelCase (src/model/revisions.ts: ContentRecord for a hymn). */
    record: jsonb('record').notNull(),
    /** The account's e-mail, or one of REVISION_AUTHORS. */
    author: text('author').notNull(),
    /** The account's id (no foreign key: the e-mail above stays the record when an account goes). */
    accountId: integer('account_id'),
    note: text('note').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('revision_kind_check', isOneOf(t.kind, REVISION_KINDS)),
    uniqueIndex('revision_record_number_idx').on(t.kind, t.recordKey, t.number),
  ],
);

/**
 * Readers' suggested corrections of a hymn's line (src/model/corrections.ts): the revision read,
 * the text and line number, the line as the reader saw it and as they would have it; then the
 * editors' decision (accepted as `applied_revision`, or rejected with a reason).
 */
export const correction = pgTable(
  'correction',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.contentId, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    field: text('field').notNull(),
    line: integer('line').notNull(),
    original: text('original').notNull(),
    suggested: text('suggested').notNull(),
    note: text('note').notNull().default(''),
    source: text('source').notNull().default(''),
    email: text('email').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appliedRevision: integer('applied_revision'),
    createdAt: createdAt(),
  },
  (t) => [
    check('correction_field_check', isOneOf(t.field, CORRECTION_FIELDS)),
    check('correction_status_check', isOneOf(t.status, CORRECTION_STATUSES)),
    // The queue: pending first, oldest first; the admin navigation's count.
    index('correction_status_created_idx').on(t.status, t.createdAt),
    index('correction_content_idx').on(t.contentId),
  ],
);

/**
 * The audit trail (src/model/audit.ts): who did what in the admin area, when, about what, from
 * which address. Pruned after AUDIT_RETENTION_DAYS by the server (services/retention.ts).
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account's id (no foreign key: an entry outlives the account). */
    accountId: integer('account_id'),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject'),
    subjectId: integer('subject_id'),
    summary: text('summary').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [
    check('audit_event_kind_check', isOneOf(t.kind, AUDIT_KINDS)),
    // The page, newest first, whole or by one editor or one kind; pruning by time.
    index('audit_event_at_idx').on(t.at),
    index('audit_event_actor_idx').on(t.actor, t.id),
    index('audit_event_kind_idx').on(t.kind, t.id),
  ],
);

/**
 * How far the raw analytics events have been pruned (services/retention.ts): events before
 * `eventsBefore` are gone, their days kept in the rollups only. One row, once anything was pruned;
 * a rebuild of the rollups (stats-rollups.ts) recounts only the days after it.
 */
export const analyticsPruned = pgTable(
  'analytics_pruned',
  {
    id: smallint('id').primaryKey().default(1),
    eventsBefore: timestamp('events_before', { withTimezone: true }).notNull(),
  },
  (t) => [check('analytics_pruned_one_row', sql`${t.id} = 1`)],
);

/**
 * Sing together's rooms (src/model/together.ts): the state followers follow (ids only), the hash
 * of the leader's secret, a hand-over PIN's hash while one is offered, and when the room ends.
 */
export const togetherRoom = pgTable(
  'together_room',
  {
    code: text('code').primaryKey(),
    leaderSecretHash: text('leader_secret_hash').notNull(),
    hymns: integer('hymns').array().notNull(),
    position: integer('position').notNull().default(0),
    stanza: integer('stanza').notNull().default(0),
    blank: boolean('blank').notNull().default(false),
    version: integer('version').notNull().default(1),
    pinHash: text('pin_hash'),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }),
    /** Wrong PINs tried against the PIN on offer: past a few, it is withdrawn. */
    pinTries: integer('pin_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('together_room_expires_idx').on(t.expiresAt)],
);

/** How many follow each room on each server instance (written by each instance as it changes; a stale row is not counted). */
export const togetherPresence = pgTable(
  'together_presence',
  {
    code: text('code').notNull(),
    instance: text('instance').notNull(),
    followers: integer('followers').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.instance] })],
);
