/**
 * Readers' suggested corrections (src/model/corrections.ts): storing one under the per-address
 * limit, once the line it names is found to be what the reader saw.
 */
import { and, eq } from 'drizzle-orm';
import { CORRECTION_RATE_LIMIT_MAX, CORRECTION_RATE_LIMIT_WINDOW_MS } from '../../src/model/constants';
import { correctionLine, type CorrectionValues } from '../../src/model/corrections';
import type { ContentRecord } from '../../src/model/revisions';
import type { Database } from '../db/connect';
import { content, correction, subCategory } from '../db/schema';
import { hitRateLimit, type RateLimitRule } from './rate-limit';
import { contentRevision } from './revisions';

export const CORRECTION_RATE_LIMIT: RateLimitRule = {
  bucket: 'correction',
  max: CORRECTION_RATE_LIMIT_MAX,
  windowMs: CORRECTION_RATE_LIMIT_WINDOW_MS,
};

export type CorrectionOutcome =
  | { stored: true; id: number }
  /** No such hymn visitors may see. */
  | { stored: false; reason: 'notFound' }
  /** The line named is not the line sent (the hymn changed since the page was read, or a made-up call). */
  | { stored: false; reason: 'lineChanged' }
  | { stored: false; reason: 'rateLimited'; retryAfterSeconds: number };

/** The text of `field` as revision `number` of the hymn had it; undefined when the hymn has no such revision. */
async function textAt(db: Parameters<typeof contentRevision>[0], contentId: number, number: number, field: keyof ContentRecord) {
  const found = await contentRevision(db, contentId, number);
  const value = found?.record[field];
  return found ? String(value ?? '') : undefined;
}

/**
 * Stores a checked correction from the client `key`: the hymn must be one visitors see, and the
 * line numbered in the revision the reader read must be the line they sent. The limit's hit and
 * the row are one transaction; a refused correction costs the reader nothing of their limit.
 */
export async function storeCorrection(
  db: Database,
  values: CorrectionValues,
  key: string,
  rule: RateLimitRule = CORRECTION_RATE_LIMIT,
): Promise<CorrectionOutcome> {
  const [hymn] = await db
    .select({ revision: content.revision })
    .from(content)
    .innerJoin(subCategory, eq(subCategory.subCategoryId, content.subCategoryId))
    .where(and(eq(content.contentId, values.contentId), eq(content.displayFlag, 'Y'), eq(subCategory.displayFlag, 'Y')));
  if (!hymn) return { stored: false, reason: 'notFound' };
  const text = await textAt(db, values.contentId, values.revision, values.field);
  // Compared as the form sends a line: plain, its spaces as one.
  const line = text?.split('\n')[values.line];
  if (line === undefined || correctionLine(line) !== values.original) return { stored: false, reason: 'lineChanged' };
  return db.transaction(async (tx) => {
    const limit = await hitRateLimit(tx, rule, key);
    if (!limit.allowed) return { stored: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
    const [row] = await tx.insert(correction).values(values).returning({ id: correction.id });
    return { stored: true, id: row!.id };
  });
}
