/**
 * Sing together's rooms in PostgreSQL (src/model/together.ts): opening one, its state, the
 * leader's moves, ending it, and handing the lead to another phone with a PIN. Each change is
 * announced on TOGETHER_CHANNEL (NOTIFY, sent when its transaction commits) with the room's state,
 * ids only; every instance's hub (together-hub.ts) passes it to the followers it serves.
 *
 * The leader's secret and a hand-over PIN are kept as hashes only: a copy of the database leads no
 * room.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  TOGETHER_CODE_ALPHABET,
  TOGETHER_CODE_LENGTH,
  TOGETHER_PIN_LENGTH,
  TOGETHER_PIN_MINUTES,
  TOGETHER_ROOM_HOURS,
  type TogetherState,
} from '../../src/model/together';
import type { Database } from '../db/connect';
import { togetherPresence, togetherRoom } from '../db/schema';

/** The NOTIFY channel of rooms' changes; its payload is a TogetherState as JSON. */
export const TOGETHER_CHANNEL = 'together_moves';
/** Wrong PINs tried before the one on offer is withdrawn (the leader then gives a new one). */
const PIN_TRIES_MAX = 5;

type Row = typeof togetherRoom.$inferSelect;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
/** A PIN is hashed with its room's code: the same four digits in two rooms hash apart. */
const pinHashOf = (code: string, pin: string) => hashOf(`${code}:${pin}`);

export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < TOGETHER_CODE_LENGTH; i++) code += TOGETHER_CODE_ALPHABET[randomInt(TOGETHER_CODE_ALPHABET.length)];
  return code;
}

const newSecret = () => randomBytes(32).toString('base64url');

export function stateOf(row: Row, now: Date): TogetherState {
  return {
    code: row.code,
    hymns: row.hymns,
    position: row.position,
    stanza: row.stanza,
    blank: row.blank,
    ended: row.endedAt !== null || row.expiresAt <= now,
    version: row.version,
    expiresAt: row.expiresAt.toISOString(),
  };
}

type Executor = Pick<Database, 'execute'>;

/** Announces a room's state to every instance (when the caller's transaction commits). */
async function announce(db: Executor, state: TogetherState): Promise<void> {
  await db.execute(sql`select pg_notify(${TOGETHER_CHANNEL}, ${JSON.stringify(state)})`);
}

/** Opens a room for `hymns`, at `position` and `stanza`: its state and the leader's secret. */
export async function openRoom(
  db: Database,
  { hymns, position, stanza }: { hymns: number[]; position: number; stanza: number },
  now = new Date(),
): Promise<{ state: TogetherState; leaderSecret: string } | { status: 'badPosition' }> {
  if (position >= hymns.length) return { status: 'badPosition' };
  const leaderSecret = newSecret();
  const expiresAt = new Date(now.getTime() + TOGETHER_ROOM_HOURS * 3_600_000);
  // A code taken by a room still open is drawn again (31^6: about 900 million codes).
  for (;;) {
    const [row] = await db
      .insert(togetherRoom)
      .values({ code: newRoomCode(), leaderSecretHash: hashOf(leaderSecret), hymns, position, stanza, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (row) return { state: stateOf(row, now), leaderSecret };
  }
}

/** The room of `code` (ended ones too, until they are pruned); undefined when there is none. */
export async function roomState(db: Database, code: string, now = new Date()): Promise<TogetherState | undefined> {
  const [row] = await db.select().from(togetherRoom).where(eq(togetherRoom.code, code));
  return row && stateOf(row, now);
}

export type LeaderOutcome<T> = { status: 'done'; value: T } | { status: 'noSuchRoom' | 'ended' | 'notLeader' | 'badPosition' };

/** Why a leader's call changed nothing: no room, an ended one, or not its leader's secret. */
async function refusal(db: Database, code: string, secret: string, now: Date): Promise<LeaderOutcome<never>> {
  const [row] = await db.select().from(togetherRoom).where(eq(togetherRoom.code, code));
  if (!row) return { status: 'noSuchRoom' };
  if (stateOf(row, now).ended) return { status: 'ended' };
  return { status: row.leaderSecretHash === hashOf(secret) ? 'badPosition' : 'notLeader' };
}

/** Whether `secret` leads an open room `code`. */
const ledBy = (code: string, secret: string, now: Date) =>
  and(
    eq(togetherRoom.code, code),
    eq(togetherRoom.leaderSecretHash, hashOf(secret)),
    isNull(togetherRoom.endedAt),
    gt(togetherRoom.expiresAt, now),
  );

/** The leader's move: the room is now at `position` (of its list), `stanza`, blank or not; announced. */
export async function moveRoom(
  db: Database,
  code: string,
  secret: string,
  move: { position: number; stanza: number; blank: boolean },
  now = new Date(),
): Promise<LeaderOutcome<TogetherState>> {
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(togetherRoom)
      .set({ ...move, version: sql`${togetherRoom.version} + 1` })
      .where(and(ledBy(code, secret, now), lt(sql`${move.position}`, sql`cardinality(${togetherRoom.hymns})`)))
      .returning();
    if (!row) return undefined;
    const state = stateOf(row, now);
    await announce(tx, state);
    return state;
  });
  return moved ? { status: 'done', value: moved } : refusal(db, code, secret, now);
}

/** The leader ends the room: every follower is told. */
export async function endRoom(db: Database, code: string, secret: string, now = new Date()): Promise<LeaderOutcome<TogetherState>> {
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(togetherRoom)
      .set({ endedAt: now, version: sql`${togetherRoom.version} + 1` })
      .where(ledBy(code, secret, now))
      .returning();
    if (!row) return undefined;
    const state = stateOf(row, now);
    await announce(tx, state);
    return state;
  });
  return ended ? { status: 'done', value: ended } : refusal(db, code, secret, now);
}

/** A PIN the leader reads out to the phone that is to lead next (a new one replaces the last). */
export async function offerPin(
  db: Database,
  code: string,
  secret: string,
  now = new Date(),
): Promise<LeaderOutcome<{ pin: string; expiresAt: string }>> {
  const pin = String(randomInt(10 ** TOGETHER_PIN_LENGTH)).padStart(TOGETHER_PIN_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + TOGETHER_PIN_MINUTES * 60_000);
  const [row] = await db
    .update(togetherRoom)
    .set({ pinHash: pinHashOf(code, pin), pinExpiresAt: expiresAt, pinTries: 0 })
    .where(ledBy(code, secret, now))
    .returning({ code: togetherRoom.code });
  return row ? { status: 'done', value: { pin, expiresAt: expiresAt.toISOString() } } : refusal(db, code, secret, now);
}

export type TakeOverOutcome =
  { status: 'done'; leaderSecret: string; state: TogetherState } | { status: 'noSuchRoom' | 'ended' | 'wrongPin' };

/**
 * Another phone takes the lead with the PIN on offer: it gets a leader's secret of its own, and the
 * secret the lead had leads no more. A wrong PIN counts; past PIN_TRIES_MAX the PIN is withdrawn,
 * so four digits cannot be guessed.
 */
export async function takeOver(db: Database, code: string, pin: string, now = new Date()): Promise<TakeOverOutcome> {
  const leaderSecret = newSecret();
  return db.transaction(async (tx): Promise<TakeOverOutcome> => {
    const [row] = await tx.select().from(togetherRoom).where(eq(togetherRoom.code, code)).for('update');
    if (!row) return { status: 'noSuchRoom' };
    if (stateOf(row, now).ended) return { status: 'ended' };
    const offered = row.pinHash !== null && row.pinExpiresAt !== null && row.pinExpiresAt > now && row.pinTries < PIN_TRIES_MAX;
    if (!offered || row.pinHash !== pinHashOf(code, pin)) {
      if (offered)
        await tx
          .update(togetherRoom)
          .set({ pinTries: row.pinTries + 1 })
          .where(eq(togetherRoom.code, code));
      return { status: 'wrongPin' };
    }
    const [taken] = await tx
      .update(togetherRoom)
      .set({ leaderSecretHash: hashOf(leaderSecret), pinHash: null, pinExpiresAt: null, pinTries: 0 })
      .where(eq(togetherRoom.code, code))
      .returning();
    return { status: 'done', leaderSecret, state: stateOf(taken!, now) };
  });
}

/** Rooms that ended or expired more than a day ago go (services/retention.ts); how many. */
export async function pruneRooms(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const gone = await db
    .delete(togetherRoom)
    .where(sql`${togetherRoom.expiresAt} < ${dayAgo.toISOString()} or ${togetherRoom.endedAt} < ${dayAgo.toISOString()}`)
    .returning({ code: togetherRoom.code });
  // Counts an instance that stopped without a word left behind (never counted: they are stale).
  await db.delete(togetherPresence).where(lt(togetherPresence.seenAt, dayAgo));
  return gone.length;
}
