/**
 * The editors' queue of readers' corrections (src/model/corrections.ts): listing them with where
 * their line is now, accepting one (its line replaced in the hymn as a new revision that names it),
 * rejecting one with a reason. A decision is final: a correction is decided once.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  CORRECTION_QUEUE_TEXTS,
  lineNowOf,
  type CorrectionQueue,
  type CorrectionStatus,
  type QueuedCorrection,
} from '../../src/model/corrections';
import type { EditableContent } from '../../src/model/admin';
import type { Database } from '../db/connect';
import { writeAs, type RevisionAuthor } from '../db/revision-author';
import { content, correction } from '../db/schema';
import { changeContentFields, type SaveOutcome } from './admin-catalogue';

/** The most a page of the queue lists. */
const CORRECTION_QUEUE_PAGE = 200;

const queued = {
  id: correction.id,
  contentId: correction.contentId,
  titlePrimary: content.titlePrimary,
  revision: correction.revision,
  currentRevision: content.revision,
  field: correction.field,
  line: correction.line,
  original: correction.original,
  suggested: correction.suggested,
  note: correction.note,
  source: correction.source,
  email: correction.email,
  status: correction.status,
  reason: correction.reason,
  createdAt: correction.createdAt,
  decidedBy: correction.decidedBy,
  decidedAt: correction.decidedAt,
  appliedRevision: correction.appliedRevision,
  contentPrimary: content.contentPrimary,
  contentSecondary: content.contentSecondary,
};

/** The corrections of `status`: waiting ones oldest first, decided ones newest first; and how many wait. */
export async function correctionQueue(db: Database, status: CorrectionStatus): Promise<CorrectionQueue> {
  const [rows, [pending]] = await Promise.all([
    db
      .select(queued)
      .from(correction)
      .innerJoin(content, eq(content.contentId, correction.contentId))
      .where(eq(correction.status, status))
      .orderBy(status === 'pending' ? asc(correction.createdAt) : desc(correction.decidedAt), asc(correction.id))
      .limit(CORRECTION_QUEUE_PAGE),
    db.select({ n: count() }).from(correction).where(eq(correction.status, 'pending')),
  ]);
  return {
    pending: pending?.n ?? 0,
    corrections: rows.map(({ contentPrimary, contentSecondary, createdAt, decidedAt, ...row }): QueuedCorrection => {
      const text = (row.field === 'contentPrimary' ? contentPrimary : contentSecondary) ?? '';
      return {
        ...row,
        field: row.field as QueuedCorrection['field'],
        status: row.status as CorrectionStatus,
        createdAt: createdAt.toISOString(),
        decidedAt: decidedAt?.toISOString() ?? null,
        stale: row.revision < row.currentRevision,
        lineNow: lineNowOf(text.split('\n'), row.line, row.original),
      };
    }),
  };
}

export type DecisionOutcome =
  | { status: 'done'; saved?: EditableContent }
  | { status: 'notFound' }
  | { status: 'alreadyDecided' }
  | { status: 'lineGone' }
  | Exclude<SaveOutcome<EditableContent>, { status: 'created' | 'updated' }>;

/**
 * Accepts correction `id`: its line (found where it is now) becomes `text` (the reader's unless the
 * editor edited it) in a new revision naming the correction, from the hymn's revision `base` the
 * queue showed. One transaction: the hymn and the decision are written together or not at all.
 */
export async function acceptCorrection(
  db: Database,
  id: number,
  { base, text }: { base: number; text?: string },
  by: RevisionAuthor,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx): Promise<DecisionOutcome> => {
    const [found] = await tx.select().from(correction).where(eq(correction.id, id)).for('update');
    if (!found) return { status: 'notFound' };
    if (found.status !== 'pending') return { status: 'alreadyDecided' };
    const [hymn] = await tx
      .select({ primary: content.contentPrimary, secondary: content.contentSecondary })
      .from(content)
      .where(eq(content.contentId, found.contentId))
      .for('update');
    if (!hymn) return { status: 'notFound' };
    const field = found.field as 'contentPrimary' | 'contentSecondary';
    const lines = ((field === 'contentPrimary' ? hymn.primary : hymn.secondary) ?? '').split('\n');
    const at = lineNowOf(lines, found.line, found.original);
    if (at === null) return { status: 'lineGone' };
    lines[at] = text ?? found.suggested;
    await writeAs(tx, { ...by, note: CORRECTION_QUEUE_TEXTS.appliedNote(id) });
    const saved = await changeContentFields(tx, found.contentId, base, { [field]: lines.join('\n') });
    if (saved.status === 'created' || saved.status === 'updated') {
      await tx
        .update(correction)
        .set({ status: 'accepted', decidedBy: by.author, decidedAt: new Date(), appliedRevision: saved.saved.revision })
        .where(eq(correction.id, id));
      return { status: 'done', saved: saved.saved };
    }
    return saved as Exclude<SaveOutcome<EditableContent>, { status: 'created' | 'updated' }>;
  });
}

/** Rejects correction `id` with the editor's reason. */
export async function rejectCorrection(db: Database, id: number, reason: string, by: RevisionAuthor): Promise<DecisionOutcome> {
  const rejected = await db
    .update(correction)
    .set({ status: 'rejected', reason, decidedBy: by.author, decidedAt: new Date() })
    .where(and(eq(correction.id, id), eq(correction.status, 'pending')))
    .returning({ id: correction.id });
  if (rejected.length > 0) return { status: 'done' };
  const [exists] = await db.select({ id: correction.id }).from(correction).where(eq(correction.id, id));
  return exists ? { status: 'alreadyDecided' } : { status: 'notFound' };
}
