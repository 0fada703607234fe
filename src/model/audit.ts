/**
 * The audit trail: what editors did in the admin area, and who tried to sign in, kept for a
 * configurable time (AUDIT_RETENTION_DAYS, default AUDIT_RETENTION_DEFAULT_DAYS) and pruned by
 * the server itself. Each entry says who (the account's e-mail; for a refused sign-in, the address
 * typed), when, what, about which thing, and from which network address.
 */
import { z } from 'zod';

/** What an entry records. */
export const AUDIT_KINDS = [
  'signIn',
  'signInRefused',
  'save',
  'hide',
  'restore',
  'import',
  'reindex',
  'refresh',
  'correctionAccepted',
  'correctionRejected',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What an entry is about, when it is about one thing. */
export const AUDIT_SUBJECTS = ['content', 'subCategory', 'category', 'correction', 'catalogue'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** The words an entry's summary is made of, where it is not a title or a file's name. */
export const AUDIT_SUMMARIES = {
  reindexed: (bhajans: number, words: number) => `${bhajans} bhajans reindexed, ${words} words known`,
  refreshed: (cleared: readonly string[]) => (cleared.length > 0 ? `Cleared: ${cleared.join(', ')}` : 'No cache to clear'),
  /** A catalogue import that ended: the file, and what it wrote or why it stopped. */
  imported: (file: string, end: { hymns: number; created: number; updated: number; keptOnSite: number } | string) =>
    typeof end === 'string'
      ? `${file} · stopped: ${end}`
      : `${file} · ${end.hymns} hymns: ${end.created} new, ${end.updated} updated${end.keptOnSite ? `, ${end.keptOnSite} left as the site has them` : ''}`,
} as const;

/** Who a refused sign-in names when what was typed as the e-mail is no e-mail address (a password in the wrong box). */
export const AUDIT_NOT_AN_EMAIL = '(not an e-mail address)';

/** How long entries are kept unless configured: a year. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
/** How many entries a page of the trail lists. */
export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  kind: z.enum(AUDIT_KINDS),
  subject: z.enum(AUDIT_SUBJECTS).nullable(),
  subjectId: z.number().int().nullable(),
  /** In words: the hymn's title, the file's name, how many were written. */
  summary: z.string(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?actor=&kind=&before=`: newest first; `before` the last id of the page before. */
export const auditQuerySchema = z.object({
  // Plain text only: a control character (a NUL) is no one's name, and PostgreSQL refuses it.
  actor: z
    .string()
    .max(320)
    .optional()
    .transform((actor) => actor?.replace(/\p{Cc}/gu, '').trim() || undefined),
  kind: z.enum(AUDIT_KINDS).optional(),
  before: z.coerce.number().int().min(1).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page; null at the oldest. */
  next: z.number().int().nullable(),
  /** Everyone the kept entries name, for the filter. */
  actors: z.array(z.string()),
  /** How many days entries are kept. */
  retentionDays: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
