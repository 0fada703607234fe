import { z } from 'zod';
import { FLAGS } from './constants';

/** The spec's entities as the API sends them (camelCase JSON). */
export const flagSchema = z.enum(FLAGS);

export const categorySchema = z.object({
  categoryId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string(),
  contentPrimary: z.string(),
  contentSecondary: z.string(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  categoryImage: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  subCategoryId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string().nullable(),
  contentPrimary: z.string(),
  contentSecondary: z.string().nullable(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  subCategoryImage: z.string().nullable(),
  displayOrder: z.number().int(),
  category: z.object({ categoryId: z.number().int(), titlePrimary: z.string() }).nullable(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

/** One entry of the navigation's 'Bhajans' dropdown (`GET /api/subcategory/getNav`). */
export const navItemSchema = z.object({
  subCategoryId: z.number().int(),
  titlePrimary: z.string(),
});
export type NavItem = z.infer<typeof navItemSchema>;

export const contentSchema = z.object({
  contentId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string().nullable(),
  contentPrimary: z.string(),
  contentSecondary: z.string().nullable(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  imagePath: z.string().nullable(),
  audioPath: z.string().nullable(),
  videoPath: z.string().nullable(),
  subCategoryImage: z.string().nullable(),
  subCategory: z.object({ subCategoryId: z.number().int(), titlePrimary: z.string() }).nullable(),
  file: z.null(),
  displayOrder: z.number().int(),
  bookPgNo: z.number().int(),
  /**
   * Not in the spec: the hymn's revision as answered (src/model/revisions.ts), so that what a reader
   * or an editor does with this text (a suggested correction, a save) names the version they read.
   */
  revision: z.number().int(),
});
export type Content = z.infer<typeof contentSchema>;

/**
 * A hymn as a sub-category's list (`GET /api/content/sccache/{scid}`) has it: every field of
 * Content but the lyrics, which only the hymn's own page shows (a list of a hundred hymns with
 * their lyrics weighed a megabyte).
 */
export const contentListEntrySchema = contentSchema.omit({ contentPrimary: true, contentSecondary: true, revision: true });
export type ContentListEntry = z.infer<typeof contentListEntrySchema>;

/** A hymn named by its id and title only: what search results, suggestions and a list of titles hold. */
export const contentTitleSchema = z.object({ contentId: z.number().int(), titlePrimary: z.string() });
export type ContentTitle = z.infer<typeof contentTitleSchema>;

/** `GET /api/content/titles?ids=`: the visible ones of the hymns asked for, in the order asked. */
export const contentTitlesResponseSchema = z.array(contentTitleSchema);

/**
 * Where a matched line comes from: `lyrics`, a line of the hymn's lyrics (contentPrimary, in
 * Devanagari); `secondary`, a line of its secondary text (contentSecondary, mostly the editors'
 * transliteration), only where the hymn's page shows it.
 */
export const MATCHED_LINE_FIELDS = ['lyrics', 'secondary'] as const;
export type MatchedLineField = (typeof MATCHED_LINE_FIELDS)[number];

/**
 * The line of a search result's lyrics that holds the searched words (not in the spec), so that a
 * reader who typed a half-remembered line sees which line of which hymn it is. Plain text and the
 * ranges of the words found in it (`[start, end)`, in UTF-16 code units, as JavaScript counts a
 * string), in order and apart: the page marks them itself, and no markup from the server is ever
 * put into a page. A line longer than MATCHED_LINE_MAX_LENGTH is cut around the words, '…' where it
 * was cut.
 */
export const matchedLineSchema = z
  .object({
    text: z.string(),
    field: z.enum(MATCHED_LINE_FIELDS),
    marks: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().positive()])),
  })
  .refine(
    ({ text, marks }) => marks.every(([start, end], i) => start < end && end <= text.length && (i === 0 || marks[i - 1]![1] <= start)),
    'marks must be ranges within the text, in order and apart',
  );
export type MatchedLine = z.infer<typeof matchedLineSchema>;

/**
 * One search result: the hymn's id and title and, when the searched words were found in its lyrics
 * rather than its title (which the result already shows), the line they were found in.
 */
export const searchDocSchema = contentTitleSchema.extend({ matchedLine: matchedLineSchema.optional() });
export type SearchDoc = z.infer<typeof searchDocSchema>;

/**
 * `GET /api/content/search?term=`: how many hymns match, and the best of them (id, title and, where
 * the words were found in the lyrics, that line).
 */
export const searchResponseSchema = z.object({
  response: z.object({
    numFound: z.number().int(),
    docs: z.array(searchDocSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `GET /api/content/suggest?term=`: titles for a term being typed, the best first. */
export const suggestionsResponseSchema = z.object({
  suggestions: z.array(contentTitleSchema),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
export type Suggestion = SuggestionsResponse['suggestions'][number];

/** `GET /api/common/{pagename}`: a static page's title and its HTML. */
export const staticPageSchema = z.object({ titlePrimary: z.string(), contentPrimary: z.string() });
export type StaticPage = z.infer<typeof staticPageSchema>;

/** An answer that is only a sentence for the reader (the feedback's thank-you). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Every error the API answers with (4xx and 5xx): a sentence, and for refused input each field's reason. */
export const apiErrorSchema = z.object({ message: z.string(), fields: z.record(z.string(), z.string()).optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A visitor's feedback as stored: its query, checked and cleaned (see feedback.ts). */
export type { Feedback } from './feedback';
