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
 *
 * Example line:
 * {"key":"kabir-12","titlePrimary":"कबीर.मन लागो मेरो यार","contentPrimary":"मन लागो …","subCategory":{"titlePrimary":"कबीर","create":true}}
 */
import { z } from 'zod';
import { contentFields, FIELD_REASONS, objectOf, requiredId, requiredTitle, subCategoryFields } from './admin';

/** The longest key: a URL or a slug fits; a key is not a text. */
export const CATALOGUE_KEY_MAX_LENGTH = 200;
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

export const catalogueLineSchema = objectOf({ key, ...contentFields, subCategory: subCategoryReference });

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
