/**
 * The admin's saves and answers, shared by the server (which validates with these
 * schemas: 400 `{ message, fields }`) and the admin screens (which send what the form holds).
 *
 * The forms send text boxes as they are, so the schemas accept what a form sends and normalise it:
 * numbers as numbers or numeric text ('' is the default), ids as numbers or numeric text, an empty
 * parent ('' or null, 'Select an option') as none, blank optional texts as null. Unknown properties
 * (the entity's own `subCategoryImage`, `file`, a parent's `titlePrimary`, …) are ignored. Control
 * characters are removed (PostgreSQL cannot store NUL); titles lose line breaks and outer spaces.
 * Each problem is reported under the field's name as the form names it (`displayOrder`,
 * `category.categoryId`, `subCategory.subCategoryId`), as a reason that follows the name:
 * 'displayOrder must be a whole number from 0 to 2147483647'.
 */
import { z } from 'zod';
import {
  ADMIN_NUMBER_MAX,
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  FIRST_PAGE,
  ADMIN_PATH_MAX_LENGTH,
  ADMIN_TEXT_MAX_LENGTH,
  ADMIN_TITLE_MAX_LENGTH,
  DEFAULT_BOOK_PG_NO,
  DEFAULT_DISPLAY_FLAG,
  DEFAULT_DISPLAY_ORDER,
  DEFAULT_SHOW_SECONDARY,
  FILE_NAME_MAX_LENGTH,
  FLAGS,
  isFlag,
  MEDIA_KINDS,
  type Flag,
  type MediaKind,
} from './constants';
import { contentSchema } from './entities';
import { REQUEST_REASONS } from './requests';
import { REVISION_NOTE_MAX } from './revisions';

/** The reasons a field is refused, after its name. */
export const FIELD_REASONS = {
  required: REQUEST_REASONS.required,
  text: REQUEST_REASONS.text,
  object: REQUEST_REASONS.object,
  tooLong: REQUEST_REASONS.tooLong,
  flag: `must be one of ${FLAGS.join(', ')}`,
  categoryFlag: `must be empty or one of ${FLAGS.join(', ')}`,
  wholeNumber: `must be a whole number from 0 to ${ADMIN_NUMBER_MAX}`,
  id: `must be a whole number from 1 to ${ADMIN_NUMBER_MAX}`,
  fileName: 'must be a file name (no folders, not starting with a dot)',
  unknownCategory: 'is not a category',
  unknownSubCategory: 'is not a sub-category',
} as const;

/** Control characters, but tab, line feed and carriage return, which texts keep. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/gu;
const CONTROL_ANY = /\p{Cc}/gu;

const cleanText = (value: string) => value.replace(CONTROL_IN_TEXT, '');
/** Titles are one line: controls (line breaks too) become spaces, outer spaces go. */
const cleanTitle = (value: string) => value.replace(CONTROL_ANY, ' ').trim();

const textType = (required: boolean) =>
  z.string({
    error: (issue) => (required && (issue.input === undefined || issue.input === null) ? FIELD_REASONS.required : FIELD_REASONS.text),
  });

/** A required one-line title. */
export const requiredTitle = textType(true)
  .transform(cleanTitle)
  .pipe(
    z
      .string()
      .min(1, { error: FIELD_REASONS.required })
      .max(ADMIN_TITLE_MAX_LENGTH, { error: FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH) }),
  );

/** An optional one-line title: blank or missing is null. */
const optionalTitle = textType(false)
  .nullish()
  .transform((value) => (value == null ? '' : cleanTitle(value)))
  .pipe(z.string().max(ADMIN_TITLE_MAX_LENGTH, { error: FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH) }))
  .transform((value) => value || null);

/** An optional one-line title that is '' when missing (a category's columns are never null). */
const titleOrEmpty = optionalTitle.transform((value) => value ?? '');

/** Multi-line text (lyrics, descriptions): kept as typed, '' when missing. */
const textOrEmpty = textType(false)
  .nullish()
  .transform((value) => cleanText(value ?? ''))
  .pipe(z.string().max(ADMIN_TEXT_MAX_LENGTH, { error: FIELD_REASONS.tooLong(ADMIN_TEXT_MAX_LENGTH) }));

/** Multi-line text that is null when blank or missing. */
const optionalText = textOrEmpty.transform((value) => (value.trim() ? value : null));

/** A media path, a URL or an external video id; null when blank or missing. */
const optionalPath = textType(false)
  .nullish()
  .transform((value) => (value == null ? '' : value.replace(CONTROL_ANY, '').trim()))
  .pipe(z.string().max(ADMIN_PATH_MAX_LENGTH, { error: FIELD_REASONS.tooLong(ADMIN_PATH_MAX_LENGTH) }))
  .transform((value) => value || null);

/** One path segment: no '/', '\', control characters, and no leading '.' (the file routes' rule). */
const FILE_NAME = /^[^./\\\p{Cc}][^/\\\p{Cc}]*$/u;
const optionalFileName = textType(false)
  .nullish()
  .transform((value) => (value == null ? '' : value.trim()))
  .pipe(
    z
      .string()
      .max(FILE_NAME_MAX_LENGTH, { error: FIELD_REASONS.tooLong(FILE_NAME_MAX_LENGTH) })
      .refine((value) => value === '' || FILE_NAME.test(value), { error: FIELD_REASONS.fileName }),
  )
  .transform((value) => value || null);

/**
 * Y, N or R; missing or null is the default. Taken as text (a form's select holds text), and refused
 * with the flag reason when it is not one.
 */
const flag = (fallback: Flag) =>
  z
    .string({ error: FIELD_REASONS.flag })
    .nullish()
    .refine((value) => value == null || isFlag(value), { error: FIELD_REASONS.flag })
    .transform((value) => (value as Flag | null | undefined) ?? fallback)
    .meta({ description: `${FLAGS.join(', ')}; ${fallback} when missing.` });

/** A category's flags may also be empty (their default, the spec's entities). */
const categoryFlag = z
  .string({ error: FIELD_REASONS.categoryFlag })
  .nullish()
  .refine((value) => value == null || value === '' || isFlag(value), { error: FIELD_REASONS.categoryFlag })
  .transform((value) => (value as Flag | '' | null | undefined) ?? '')
  .meta({ description: `Empty, ${FLAGS.join(', ')}; empty when missing.` });

const DIGITS = /^[0-9]+$/;

/** A number or its digits as text, from `min` to ADMIN_NUMBER_MAX; `blank` for '', null or missing (undefined: required). */
function wholeNumber(min: number, reason: string, blank: number | null | undefined) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? FIELD_REASONS.required : reason) })
    .nullish()
    .transform((value, context): number | null => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text == null || text === '') {
        if (blank !== undefined) return blank;
        context.addIssue({ code: 'custom', message: FIELD_REASONS.required });
        return z.NEVER;
      }
      const number = typeof text === 'number' ? text : DIGITS.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(number) || number < min || number > ADMIN_NUMBER_MAX) {
        context.addIssue({ code: 'custom', message: reason });
        return z.NEVER;
      }
      return number;
    });
}

const count = (fallback: number) => wholeNumber(0, FIELD_REASONS.wholeNumber, fallback).transform((value) => value ?? fallback);
const optionalId = wholeNumber(1, FIELD_REASONS.id, null);
export const requiredId = wholeNumber(1, FIELD_REASONS.id, undefined).transform((value) => value as number);

export const objectOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: FIELD_REASONS.object });

/** `POST /api/category`: create a category (the spec's entities). */
export const categorySaveSchema = objectOf({
  titlePrimary: requiredTitle,
  titleSecondary: titleOrEmpty,
  contentPrimary: textOrEmpty,
  contentSecondary: textOrEmpty,
  displayFlag: categoryFlag,
  showSecondary: categoryFlag,
  /** Not on the form (null), kept for a later image picker. */
  categoryImage: optionalFileName,
});
/** What the category form sends. */
export type CategorySave = z.input<typeof categorySaveSchema>;
export type CategorySaveValues = z.output<typeof categorySaveSchema>;

/** A sub-category's fields but its parent: what the form saves, and a sub-category a catalogue file creates. */
export const subCategoryFields = {
  titlePrimary: requiredTitle,
  titleSecondary: optionalTitle,
  contentPrimary: textOrEmpty,
  contentSecondary: optionalText,
  displayFlag: flag(DEFAULT_DISPLAY_FLAG),
  showSecondary: flag(DEFAULT_SHOW_SECONDARY),
  /** A file name under /static/subcategoryimg/ (what the upload answers); null shows the default image. */
  subCategoryImage: optionalFileName,
  displayOrder: count(DEFAULT_DISPLAY_ORDER),
};

/** `POST /api/subcategory`: create a sub-category; `category` may be missing, null or `{ categoryId: '' }` (no parent). */
export const subCategorySaveSchema = objectOf({
  ...subCategoryFields,
  category: objectOf({ categoryId: optionalId })
    .nullish()
    .transform((value) => ({ categoryId: value?.categoryId ?? null })),
});
export type SubCategorySave = z.input<typeof subCategorySaveSchema>;
export type SubCategorySaveValues = z.output<typeof subCategorySaveSchema>;

/** A content's fields but its id and its sub-category: what the form saves, and a catalogue file's hymn (catalogue-file.ts). */
export const contentFields = {
  /** The dotted name; its last segment is the title shown. */
  titlePrimary: requiredTitle,
  titleSecondary: optionalTitle,
  contentPrimary: textOrEmpty,
  contentSecondary: optionalText,
  displayFlag: flag(DEFAULT_DISPLAY_FLAG),
  showSecondary: flag(DEFAULT_SHOW_SECONDARY),
  imagePath: optionalPath,
  audioPath: optionalPath,
  videoPath: optionalPath,
  displayOrder: count(DEFAULT_DISPLAY_ORDER),
  bookPgNo: count(DEFAULT_BOOK_PG_NO),
};

/**
 * An edit's revision (src/model/revisions.ts): the number the form started from. A save that names
 * one is refused (409) when the hymn has a later one; a save without it (the spec's call as written)
 * is taken, and kept as a revision like any other.
 */
export const baseRevision = wholeNumber(1, FIELD_REASONS.id, null).meta({
  description: 'The revision the edit started from (the edit call answers it); 409 when the hymn has a later one.',
});

/** A save's optional note, kept with its revision (one line). */
const revisionNote = optionalTitle
  .pipe(
    z
      .string()
      .max(REVISION_NOTE_MAX, { error: FIELD_REASONS.tooLong(REVISION_NOTE_MAX) })
      .nullable(),
  )
  .transform((value) => value ?? '');

/** `POST /api/content`: create content, or update it when `contentId` is given. */
export const contentSaveSchema = objectOf({
  contentId: optionalId,
  revision: baseRevision,
  note: revisionNote,
  ...contentFields,
  subCategory: objectOf({ subCategoryId: requiredId })
    .nullish()
    .transform((value, context) => {
      if (value) return value;
      context.addIssue({ code: 'custom', message: FIELD_REASONS.required, path: ['subCategoryId'] });
      return z.NEVER;
    }),
});
export type ContentSave = z.input<typeof contentSaveSchema>;

/** A History's restore: the hymn's revision as the History showed it (required: 409 when it has moved on). */
export const contentRestoreSchema = objectOf({ revision: requiredId });
export type ContentRestore = z.input<typeof contentRestoreSchema>;
export type ContentSaveValues = z.output<typeof contentSaveSchema>;

/** The admin list's page numbers: 0 … this (far beyond any real list; keeps the offset a sane number). */
export const ADMIN_PAGE_MAX = 999_999_999;

export const PAGE_REASONS = {
  page: `must be a whole number from ${FIRST_PAGE} to ${ADMIN_PAGE_MAX}`,
  size: `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
} as const;

/** A query parameter of the admin list, as text: missing or blank is `blank`; otherwise `parse` or the reason. */
function listParam<T extends number>(reason: string, blank: T, parse: (text: string) => T | undefined) {
  return z
    .string({ error: reason })
    .optional()
    .transform((value, context): T => {
      const text = value?.trim() ?? '';
      const parsed = text === '' ? blank : parse(text);
      if (parsed !== undefined) return parsed;
      context.addIssue({ code: 'custom', message: reason });
      return z.NEVER;
    });
}

const PAGE_PATTERN = /^(?:0|[1-9][0-9]{0,8})$/;

/** `GET /api/content/get/{scid}?page&size`: missing is the first page and the default size. */
export const adminPageQuerySchema = z.object({
  page: listParam(PAGE_REASONS.page, FIRST_PAGE as number, (text) => (PAGE_PATTERN.test(text) ? Number(text) : undefined)),
  size: listParam(PAGE_REASONS.size, DEFAULT_ADMIN_PAGE_SIZE as number, (text) =>
    ADMIN_PAGE_SIZES.find((allowed) => String(allowed) === text),
  ),
});

/** The signed-in editor, as `/api/auth/me` and `/api/auth/login` answer. */
export const adminUserSchema = z.object({ id: z.number().int(), email: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/category/getAll`: the parent chooser's entries. */
export const categoryChoiceSchema = z.object({ categoryId: z.number().int(), titlePrimary: z.string() });
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/** `GET /api/content/get/{scid}?page&size`. */
/**
 * The content as the edit form loads it and a save answers it: the entity as visitors get it, with
 * its latest revision, which the form sends back with its save.
 */
export const editableContentSchema = contentSchema;
export type EditableContent = z.infer<typeof editableContentSchema>;

export const pagedContentSchema = z.object({ content: z.array(contentSchema), totalElements: z.number().int() });
export type PagedContent = z.infer<typeof pagedContentSchema>;

/** `GET /api/common/reindex`: content rows whose search columns were rewritten, words search now knows, time taken. */
export const reindexResultSchema = z.object({ reindexed: z.number().int(), words: z.number().int(), ms: z.number().int() });
export type ReindexResult = z.infer<typeof reindexResultSchema>;

/**
 * `GET /api/common/refresh`: the in-process caches this instance cleared (by name), whether the
 * other instances were told to clear theirs, and the same in a sentence.
 */
export const refreshResultSchema = z.object({
  cleared: z.array(z.string()),
  otherInstancesNotified: z.boolean(),
  message: z.string(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** `POST /api/admin/media`: what to put into imagePath/audioPath/videoPath (`/media/<name>`) or subCategoryImage (`<name>`). */
export const mediaUploadResultSchema = z.object({ path: z.string() });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** The multipart fields of the upload: `kind` first, then `file`. */
export const MEDIA_FORM_FIELDS = { kind: 'kind', file: 'file' } as const;

export const mediaKindSchema = z.enum(MEDIA_KINDS);

/** A file type an upload of a kind may have: its extension and the MIME types browsers send for it. */
export interface MediaFileType {
  extension: string;
  mimeTypes: readonly string[];
}

const IMAGE_TYPES: readonly MediaFileType[] = [
  { extension: 'png', mimeTypes: ['image/png'] },
  { extension: 'jpg', mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  { extension: 'jpeg', mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  { extension: 'webp', mimeTypes: ['image/webp'] },
];

/** Per kind, the file types accepted (the server also checks the file's first bytes). */
export const MEDIA_FILE_TYPES: Readonly<Record<MediaKind, readonly MediaFileType[]>> = {
  image: IMAGE_TYPES,
  subCategoryImage: IMAGE_TYPES,
  audio: [
    { extension: 'mp3', mimeTypes: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3'] },
    { extension: 'm4a', mimeTypes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'] },
    { extension: 'ogg', mimeTypes: ['audio/ogg', 'application/ogg', 'audio/vorbis'] },
  ],
  video: [
    { extension: 'mp4', mimeTypes: ['video/mp4'] },
    { extension: 'webm', mimeTypes: ['video/webm'] },
  ],
};

/** The `accept` attribute of a file picker for a kind: '.png,.jpg,…,image/png,…'. */
export function mediaAccept(kind: MediaKind): string {
  const types = MEDIA_FILE_TYPES[kind];
  return [...new Set([...types.map((type) => `.${type.extension}`), ...types.flatMap((type) => type.mimeTypes)])].join(',');
}
