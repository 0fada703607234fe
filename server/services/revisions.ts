/**
 * Revisions (src/model/revisions.ts): the database writes them itself (migration 0011: after every
 * statement that creates a row or changes what a revision keeps, one revision per row). What the app
 * does here: say who writes, for the transaction, before it writes; read a hymn's History; and tell
 * an editor what changed since the revision their form started from.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  changedFields,
  contentRecordSchema,
  REVISION_TEXTS,
  type ContentConflict,
  type ContentHistory,
  type ContentRecord,
  type ContentRevision,
  type RevisionSummary,
} from '../../src/model/revisions';
import type { Database } from '../db/connect';
import { content, revision } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const contentRevisions = (contentId: number) => and(eq(revision.kind, 'content'), eq(revision.recordKey, String(contentId)));

const revisionColumns = {
  number: revision.number,
  record: revision.record,
  author: revision.author,
  note: revision.note,
  savedAt: revision.savedAt,
};

interface RevisionRow {
  number: number;
  record: unknown;
  author: string;
  note: string;
  savedAt: Date;
}

const summaryOf = (row: RevisionRow, record: ContentRecord, before: ContentRecord | undefined): RevisionSummary => ({
  revision: row.number,
  savedAt: row.savedAt.toISOString(),
  author: row.author,
  note: row.note,
  changed: changedFields(before, record),
});

/** A hymn's History, newest first, each revision with the fields it changed; undefined for an unknown hymn. */
export async function contentHistory(db: Database, contentId: number): Promise<ContentHistory | undefined> {
  const [[current], rows] = await Promise.all([
    db.select({ titlePrimary: content.titlePrimary, revision: content.revision }).from(content).where(eq(content.contentId, contentId)),
    db.select(revisionColumns).from(revision).where(contentRevisions(contentId)).orderBy(desc(revision.number)),
  ]);
  if (!current) return undefined;
  const records = rows.map((row) => contentRecordSchema.parse(row.record));
  return {
    contentId,
    titlePrimary: current.titlePrimary,
    revision: current.revision,
    revisions: rows.map((row, index) => summaryOf(row, records[index]!, records[index + 1])),
  };
}

/** One revision of a hymn, whole, with the fields it changed from the one before; undefined when there is none. */
export async function contentRevision(db: Executor, contentId: number, number: number): Promise<ContentRevision | undefined> {
  const rows = await db
    .select(revisionColumns)
    .from(revision)
    .where(and(contentRevisions(contentId), inArray(revision.number, [number, number - 1])));
  const row = rows.find((r) => r.number === number);
  if (!row) return undefined;
  const before = rows.find((r) => r.number === number - 1);
  const record = contentRecordSchema.parse(row.record);
  return { ...summaryOf(row, record, before && contentRecordSchema.parse(before.record)), record };
}

/**
 * What the 409 of a save against revision `base` says, when the hymn is at `current`: the current
 * revision (who, when, its record) and the fields that differ from `base` (every field when `base`
 * is not one of the hymn's revisions).
 */
export async function conflictSince(tx: Executor, contentId: number, base: number, current: number): Promise<ContentConflict> {
  const rows = await tx
    .select(revisionColumns)
    .from(revision)
    .where(and(contentRevisions(contentId), inArray(revision.number, [base, current])));
  const now = rows.find((r) => r.number === current);
  if (!now) throw new Error(`content ${contentId} has no revision ${current}`);
  const then = rows.find((r) => r.number === base);
  const record = contentRecordSchema.parse(now.record);
  return {
    message: REVISION_TEXTS.conflict,
    revision: current,
    savedAt: now.savedAt.toISOString(),
    author: now.author,
    current: record,
    changedSince: changedFields(then && contentRecordSchema.parse(then.record), record),
  };
}
