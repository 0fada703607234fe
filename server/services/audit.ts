/**
 * The audit trail (src/model/audit.ts): an entry per thing an editor did in the admin area, and
 * per sign-in, refused or not. Written after the action it records: a failure to write it is
 * logged and does not undo or refuse what was done.
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  AUDIT_NOT_AN_EMAIL,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
  type AuditSubject,
} from '../../src/model/audit';
import { EMAIL_SHAPE, plainText } from '../../src/model/plainText';
import type { Database } from '../db/connect';
import { auditEvent } from '../db/schema';

export interface AuditRecord {
  kind: AuditKind;
  subject?: AuditSubject;
  subjectId?: number;
  summary?: string;
}

/** Who did it: the account, and the address the request came from. */
export interface AuditActor {
  actor: string;
  accountId: number | null;
  address: string;
}

/** The signed-in editor of a request (or, for a refused sign-in, the e-mail address typed). */
export function actorOf(request: FastifyRequest, typedEmail?: string): AuditActor {
  const user = request.adminUser;
  // What was typed, without the spaces around it, when it is an e-mail address: anything else (a
  // password typed into the wrong box) is not written down.
  const typed = typedEmail?.trim();
  // (A control character is no part of one: plain text keeps none.)
  const named = typed === undefined ? '' : EMAIL_SHAPE.test(typed) && plainText(typed) === typed ? typed : AUDIT_NOT_AN_EMAIL;
  return { actor: user?.email ?? named, accountId: user?.id ?? null, address: request.ip };
}

/** Writes one entry; a failure is logged, never thrown. */
export async function recordAudit(db: Database, who: AuditActor, record: AuditRecord, log?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(auditEvent).values({
      actor: who.actor,
      accountId: who.accountId,
      address: who.address,
      kind: record.kind,
      subject: record.subject ?? null,
      subjectId: record.subjectId ?? null,
      summary: record.summary ?? '',
    });
  } catch (error) {
    log?.error({ err: error, audit: record.kind }, 'the audit trail could not record an entry');
  }
}

/** One page of the trail, newest first, by one actor and/or of one kind, older than `before`. */
export async function auditPage(db: Database, { actor, kind, before }: AuditQuery, retentionDays: number): Promise<AuditPage> {
  const where: SQL[] = [];
  if (actor) where.push(eq(auditEvent.actor, actor));
  if (kind) where.push(eq(auditEvent.kind, kind));
  if (before) where.push(lt(auditEvent.id, before));
  const [rows, actors] = await Promise.all([
    db
      .select()
      .from(auditEvent)
      .where(and(...where))
      .orderBy(desc(auditEvent.id))
      .limit(AUDIT_PAGE_SIZE + 1),
    // The accounts that did something: not every address a refused sign-in typed.
    db.execute<{ actor: string }>(
      sql`select distinct ${auditEvent.actor} as actor from ${auditEvent} where ${auditEvent.kind} <> 'signInRefused' order by 1`,
    ),
  ]);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row): AuditEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      kind: row.kind as AuditKind,
      subject: row.subject as AuditSubject | null,
      subjectId: row.subjectId,
      summary: row.summary,
      address: row.address,
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
    actors: actors.rows.map((row) => row.actor).filter(Boolean),
    retentionDays,
  };
}
