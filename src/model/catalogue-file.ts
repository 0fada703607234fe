/**
 * A catalogue file: JSON Lines, one hymn a line, what `npm run catalogue:import` reads and
 * `npm run catalogue:export` writes (and the admin's import page sends). A line is a content save
 * (the admin form's fields, admin.ts) with two differences:
 *
 * - `key`: the hymn's stable name outside this site (an archive's id, a post's slug). Importing a
 *   line whose key the catalogue has updates that hymn; importing the same file twice changes
 *   nothing. An exported hymn carries the key the catalogue gave it.
 * - `subCategory`: by id (`{ "subCategoryId": 7 }`, as the form sends it), or by title
 *   (`{ "titlePrimary": "आरती" }`), the first sub-category of that title; with `"create": true` it
 *   is created when there is none, with the fields given (those of the sub-category form) and its
 *   category by title (`"category": { "titlePrimary": "भजन" }`), created too when missing.
 * - `revision` (optional): the hymn's revision the line was made from (an export writes it). A line
 *   whose hymn has been saved on the site since (a later revision) is not written: the site's
 *   version is kept, and the import's summary names the line's key. A line without it is written
 *   over whatever the site has (kept as a revision, so it can be undone from the hymn's History).
 *
 * Example line:
 * {"key":"kabir-12","titlePrimary":"कबीर.मन लागो मेरो यार","contentPrimary":"मन लागो …","subCategory":{"titlePrimary":"कबीर","create":true}}
 */
import { z } from 'zod';
import { baseRevision, contentFields, FIELD_REASONS, objectOf, requiredId, requiredTitle, subCategoryFields } from './admin';
import { apiErrorSchema } from './entities';
import { FILE_NAME_MAX_LENGTH } from './constants';

/** The longest key: a URL or a slug fits; a key is not a text. */
export const CATALOGUE_KEY_MAX_LENGTH = 200;
/** How many keys of the lines an import left alone (their hymn saved on the site since) its summary lists. */
export const CATALOGUE_KEPT_KEYS_SHOWN = 100;
/** The most hymns one import takes (a file of 100,000 hymns with full lyrics is about 300 MB). */
export const CATALOGUE_IMPORT_MAX_LINES = 200_000;

export const CATALOGUE_REASONS = {
  json: 'is not a JSON object',
  subCategory: 'must name a sub-category by subCategoryId or by titlePrimary',
  unknownSubCategory: 'is not a sub-category (add "create": true to create it)',
  duplicateKey: (line: number) => `is already the key of line ${line}`,
  tooManyLines: `A catalogue file holds at most ${CATALOGUE_IMPORT_MAX_LINES.toLocaleString('en')} hymns`,
} as const;

const key = z
  .string({ error: (issue) => (issue.input == null ? FIELD_REASONS.required : FIELD_REASONS.text) })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: FIELD_REASONS.required })
      .max(CATALOGUE_KEY_MAX_LENGTH, { error: FIELD_REASONS.tooLong(CATALOGUE_KEY_MAX_LENGTH) }),
  );

const subCategoryById = objectOf({ subCategoryId: requiredId });
const subCategoryByTitle = objectOf({
  ...subCategoryFields,
  create: z.boolean({ error: 'must be true or false' }).optional().default(false),
  category: objectOf({ titlePrimary: requiredTitle })
    .nullish()
    .transform((value) => value ?? null),
});

export type SubCategoryById = z.output<typeof subCategoryById>;
export type SubCategoryByTitle = z.output<typeof subCategoryByTitle>;

/** By id when the object has `subCategoryId`, else by title; each problem under `subCategory.<field>`. */
const subCategoryReference = z.unknown().transform((value, context): SubCategoryById | SubCategoryByTitle => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    context.addIssue({ code: 'custom', message: value == null ? CATALOGUE_REASONS.subCategory : FIELD_REASONS.object });
    return z.NEVER;
  }
  const schema: z.ZodType<SubCategoryById | SubCategoryByTitle> = 'subCategoryId' in value ? subCategoryById : subCategoryByTitle;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const catalogueLineSchema = objectOf({
  key,
  ...contentFields,
  subCategory: subCategoryReference,
  revision: baseRevision,
});

/** A line as written (what an exporter or another site writes). */
export type CatalogueLine = z.input<typeof catalogueLineSchema>;
export type CatalogueLineValues = z.output<typeof catalogueLineSchema>;

export const isSubCategoryById = (reference: SubCategoryById | SubCategoryByTitle): reference is SubCategoryById =>
  'subCategoryId' in reference;

/** One refused line: its number (from 1) and its problems by field, as the admin form shows them. */
export interface CatalogueLineProblem {
  line: number;
  fields: Record<string, string>;
}

/**
 * The admin's import page sends the file as it is, as JSON Lines; the call also takes the other
 * names tools give such a file (and plain text, what a browser may call a `.jsonl` it does not know).
 */
export const CATALOGUE_FILE_TYPE = 'application/x-ndjson';
export const CATALOGUE_IMPORT_TYPES = [CATALOGUE_FILE_TYPE, 'application/jsonl', 'application/x-jsonlines', 'text/plain'] as const;
/** The largest file the admin's import takes: 200,000 hymns with full lyrics fit (100,000 are about 190 MB). */
export const CATALOGUE_IMPORT_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The import call's query: `file`, the chosen file's name, which the revisions of the hymns it
 * changes name ('import hymns.jsonl'); any text, cut to FILE_NAME_MAX_LENGTH, control characters removed.
 */
export const CATALOGUE_IMPORT_FILE_PARAM = 'file';
export const catalogueImportQuerySchema = z.object({
  [CATALOGUE_IMPORT_FILE_PARAM]: z
    .string()
    .optional()
    .transform(
      (name) =>
        name
          ?.replace(/\p{Cc}/gu, '')
          .trim()
          .slice(0, FILE_NAME_MAX_LENGTH) || undefined,
    ),
});
/** The file name of an export downloaded from the admin's page, e.g. `catalogue-2026-11-26.jsonl`. */
export const catalogueExportFileName = (day: string) => `catalogue-${day}.jsonl`;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The admin import's refusals (`{ message }`), and why an import that had begun writing stopped. */
export const CATALOGUE_IMPORT_REFUSALS = {
  type: `Send the catalogue file as JSON Lines: the body of type ${CATALOGUE_FILE_TYPE}.`,
  size: `The catalogue file is too large: at most ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MiB. Split it into several files.`,
  empty: 'The catalogue file holds no hymns.',
  brokenOff: 'The upload broke off before the end of the file. Please try again.',
  busy: 'Another catalogue import is under way. Please try again when it has finished.',
  problems: (count: number) => `Nothing was imported: ${plural(count, 'problem', 'problems')} in the file.`,
  stopped: (reason: string) => `The import stopped (${reason}). The hymns written so far stay: import the same file again to finish.`,
} as const;

/** What an import wrote: hymns created, updated, already as the file has them, and what it created to hold them. */
export const catalogueImportSummarySchema = z.object({
  hymns: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  subCategoriesCreated: z.number().int(),
  categoriesCreated: z.number().int(),
  /** Lines not written because their hymn was saved on the site after the revision they name: the site's version is kept. */
  keptOnSite: z.number().int(),
  /** Those lines' keys (the first CATALOGUE_KEPT_KEYS_SHOWN). */
  keptOnSiteKeys: z.array(z.string()),
});
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummarySchema>;

/**
 * The admin import's answer, once every line is right: JSON Lines, one line per batch written
 * (`{ written, total }`), then `{ summary }`, or `{ stopped }` (why) when writing broke off.
 */
export const catalogueImportEventSchema = z.union([
  z.object({ written: z.number().int(), total: z.number().int() }),
  z.object({ summary: catalogueImportSummarySchema }),
  z.object({ stopped: z.string() }),
]);
export type CatalogueImportEvent = z.infer<typeof catalogueImportEventSchema>;

/**
 * The import's 400: for a file with wrong lines, each (up to a thousand) by number and field, and how
 * many lines are wrong in all; for another refusal (no hymns, a broken upload) the message alone.
 */
export const catalogueImportRefusalSchema = apiErrorSchema.extend({
  problems: z.array(z.object({ line: z.number().int(), fields: z.record(z.string(), z.string()) })).optional(),
  problemCount: z.number().int().optional(),
});
export type CatalogueImportRefusal = z.infer<typeof catalogueImportRefusalSchema>;

/** What happened to a file sent to the admin's import (the page's outcome). */
export type CatalogueImportOutcome =
  | { status: 'imported'; summary: CatalogueImportSummary }
  | { status: 'refused'; message: string; problems: CatalogueLineProblem[]; problemCount: number }
  /** Writing broke off (the server says why): what was written stays. */
  | { status: 'stopped'; message: string };

/** Where an import from the admin's page is: sending the file, the server checking it, writing it, over. */
export type CatalogueImportStep = 'idle' | 'sending' | 'checking' | 'writing' | 'done' | 'failed';
