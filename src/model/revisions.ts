/**
 * Revisions: every save of a hymn, a sub-category, a category or a static page keeps the whole
 * record as saved, who saved it, when, and an optional note, so no acknowledged edit can be lost and
 * any change can be undone. The database writes them (migration 0011: a trigger on each table, so no
 * way of writing a row can skip one); these are the shapes the admin calls answer.
 *
 * A row's `revision` is the number of its latest revision (1 for a new row). The edit form sends the
 * number it started from; a save against an older one is refused with 409 and what changed since.
 */
import { z } from 'zod';
import { contentSchema } from './entities';

/** What a revision is of (the `revision.kind` column). */
export const REVISION_KINDS = ['content', 'sub_category', 'category', 'static_page'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * Who a revision names when no account saved it: a catalogue import (with its file's name), a
 * backup's restore, the starter library, a row as it was when revisions began to be kept, a change
 * made in the database by hand.
 */
export const REVISION_AUTHORS = {
  import: (fileName: string) => `import ${fileName}`,
  seed: 'starter library',
  restore: 'restore',
  beforeHistory: 'before history',
  database: 'database',
} as const;

/** A hymn's fields as a revision keeps them: what the edit form saves (the entity's, its parent by id). */
export const contentRecordSchema = contentSchema
  .pick({
    titlePrimary: true,
    titleSecondary: true,
    contentPrimary: true,
    contentSecondary: true,
    displayFlag: true,
    showSecondary: true,
    imagePath: true,
    audioPath: true,
    videoPath: true,
    displayOrder: true,
    bookPgNo: true,
  })
  .extend({ subCategoryId: z.number().int() });
export type ContentRecord = z.infer<typeof contentRecordSchema>;
export type ContentRecordField = keyof ContentRecord;
/** In the edit form's order: a conflict and a diff list the fields this way. */
export const CONTENT_RECORD_FIELDS = Object.keys(contentRecordSchema.shape) as ContentRecordField[];

/** One revision in a hymn's History: newest first, without the record (asked for one at a time). */
export const revisionSummarySchema = z.object({
  revision: z.number().int(),
  savedAt: z.string(),
  /** The account's e-mail, or one of REVISION_AUTHORS. */
  author: z.string(),
  note: z.string(),
  /** The fields this revision changed from the one before it (all of them for the first). */
  changed: z.array(z.enum(CONTENT_RECORD_FIELDS)),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const contentRevisionSchema = revisionSummarySchema.extend({ record: contentRecordSchema });
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** A hymn's History: `revision` is the current one (the first of `revisions`). */
export const contentHistorySchema = z.object({
  contentId: z.number().int(),
  titlePrimary: z.string(),
  revision: z.number().int(),
  revisions: z.array(revisionSummarySchema),
});
export type ContentHistory = z.infer<typeof contentHistorySchema>;

/** The most a note may hold. */
export const REVISION_NOTE_MAX = 500;

export const REVISION_TEXTS = {
  /** The 409 of a save or a restore against an older revision. */
  conflict: 'This bhajan was saved by someone else after you opened it. Nothing was saved: compare the changes and save again.',
  /** A History's restore of a revision that is not there. */
  revisionNotFound: 'There is no such revision of this bhajan.',
  /** The note a History's restore leaves on the new revision. */
  restoredNote: (revision: number) => `Restored revision ${revision}`,
} as const;

/**
 * The 409 body: the current revision's number and record, who saved it and when, and the fields
 * that changed since the revision the editor started from.
 */
export const contentConflictSchema = z.object({
  message: z.string(),
  revision: z.number().int(),
  savedAt: z.string(),
  author: z.string(),
  current: contentRecordSchema,
  changedSince: z.array(z.enum(CONTENT_RECORD_FIELDS)),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

/** The fields whose values differ between two records, in the form's order. */
export function changedFields(before: ContentRecord | undefined, after: ContentRecord): ContentRecordField[] {
  return CONTENT_RECORD_FIELDS.filter((field) => !before || before[field] !== after[field]);
}
