/**
 * One instance's share of Sing together: the followers it serves, room by room, and the moves it
 * passes them. Every move is announced on TOGETHER_CHANNEL by whichever instance took it
 * (services/together.ts); each instance LISTENs (db/listen.ts) and hands the state to its own
 * followers of that room, so a follower on another instance than the leader's follows as fast.
 * After a lost connection the hub reads again the state of every room it serves: a move made
 * meanwhile reaches its followers then.
 *
 * How many follow: each instance writes its own count per room to together_presence (when it
 * changed, and every PRESENCE_EVERY_MS while it has followers, so that a row no longer written
 * goes stale and stops counting: an instance that died is forgotten within PRESENCE_STALE_MS).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type pg from 'pg';
import { togetherStateSchema, type TogetherState } from '../../src/model/together';
import type { Database } from '../db/connect';
import { listen, type Listener } from '../db/listen';
import { togetherPresence } from '../db/schema';
import type { Log } from '../logger';
import { roomState, TOGETHER_CHANNEL } from './together';

/** How often an instance writes its counts while it has followers. */
const PRESENCE_EVERY_MS = 5_000;
/** A count not written for this long no longer counts (its instance stopped). */
const PRESENCE_STALE_MS = 20_000;
/**
 * How long the other instances' count of a room is used again: they write it every 5 s anyway,
 * and a satsang joining at once (or coming back after a restart) then asks once, not per phone.
 */
const ELSEWHERE_REUSE_MS = 1_000;

export type FollowerListener = (state: TogetherState) => void;

export interface TogetherHub {
  /**
   * Follows a room for one follower (a stream), from `first`, the state it was sent first (kept as
   * the room's newest when it is); the returned function stops it.
   */
  follow(first: TogetherState, listener: FollowerListener): () => void;
  /**
   * The room's state for a follower joining: known from its moves when this instance already
   * serves the room (no query), else read, once for all who join at the same moment (a hall of
   * phones joining at once, or coming back after a restart, asks the database once, not per phone).
   */
  stateFor(code: string): Promise<TogetherState | undefined>;
  /** How many follow `code` on every instance (this one's count is exact, the others' a few seconds old). */
  followers(code: string): Promise<number>;
  /** Resolves once the hub listens for moves. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface TogetherHubOptions {
  db: Database;
  /** The database's connection settings, for the LISTEN connection; none: moves reach this instance's followers only (tests without a pool). */
  connection: pg.ClientConfig | undefined;
  log: Log;
}

export function createTogetherHub({ db, connection, log }: TogetherHubOptions): TogetherHub {
  const instance = randomUUID();
  const rooms = new Map<string, Set<FollowerListener>>();
  /** Rooms whose count changed since it was last written. */
  const changed = new Set<string>();
  /** The newest state of each room served here. */
  const states = new Map<string, TogetherState>();
  /** Rooms being read for joining followers. */
  const reading = new Map<string, Promise<TogetherState | undefined>>();
  /** The other instances' count of a room, and when it was read (or is being read). */
  const elsewhere = new Map<string, { at: number; count: Promise<number> }>();

  const deliver = (state: TogetherState) => {
    const before = states.get(state.code);
    if (rooms.has(state.code) && (!before || state.version >= before.version)) states.set(state.code, state);
    for (const listener of rooms.get(state.code) ?? []) {
      try {
        listener(state);
      } catch (error) {
        log.warn(`a follower of ${state.code} could not be sent a move: ${String(error)}`);
      }
    }
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== TOGETHER_CHANNEL || !message.payload) return;
    let parsed;
    try {
      parsed = togetherStateSchema.safeParse(JSON.parse(message.payload));
    } catch {
      return;
    }
    if (parsed.success) deliver(parsed.data);
  };

  // Back after a lost connection: each room served is read again, so no follower stays behind.
  const catchUp = () => {
    for (const code of rooms.keys()) {
      roomState(db, code).then(
        (state) => state && deliver(state),
        (error: unknown) => log.warn(`could not read room ${code} again: ${String(error)}`),
      );
    }
  };

  const listener: Listener | undefined = connection
    ? listen({
        connection,
        channels: [TOGETHER_CHANNEL],
        name: 'sing together',
        log,
        onNotification,
        onListening: (again) => again && catchUp(),
      })
    : undefined;

  async function writePresence(): Promise<void> {
    const codes = new Set([...changed, ...rooms.keys()]);
    changed.clear();
    for (const code of codes) {
      const count = rooms.get(code)?.size ?? 0;
      if (count === 0) {
        await db.delete(togetherPresence).where(and(eq(togetherPresence.code, code), eq(togetherPresence.instance, instance)));
      } else {
        await db
          .insert(togetherPresence)
          .values({ code, instance, followers: count })
          .onConflictDoUpdate({
            target: [togetherPresence.code, togetherPresence.instance],
            set: { followers: count, seenAt: sql`now()` },
          });
      }
    }
  }
  let writing: Promise<void> = Promise.resolve();
  const presenceTimer = setInterval(() => {
    writing = writing.then(writePresence).catch((error: unknown) => log.warn(`could not write how many follow: ${String(error)}`));
  }, PRESENCE_EVERY_MS);
  presenceTimer.unref();

  return {
    stateFor(code) {
      const known = rooms.has(code) ? states.get(code) : undefined;
      if (known && (known.ended || Date.parse(known.expiresAt) > Date.now())) return Promise.resolve(known);
      let read = reading.get(code);
      if (!read) {
        read = roomState(db, code).finally(() => reading.delete(code));
        reading.set(code, read);
      }
      return read;
    },
    follow(first, follower) {
      const { code } = first;
      let listeners = rooms.get(code);
      if (!listeners) rooms.set(code, (listeners = new Set()));
      listeners.add(follower);
      const before = states.get(code);
      if (!before || first.version > before.version) states.set(code, first);
      changed.add(code);
      return () => {
        const set = rooms.get(code);
        set?.delete(follower);
        if (set?.size === 0) {
          rooms.delete(code);
          states.delete(code);
        }
        changed.add(code);
      };
    },
    async followers(code) {
      let read = elsewhere.get(code);
      if (!read || Date.now() - read.at > ELSEWHERE_REUSE_MS) {
        const count = db
          .select({ n: sql<number>`coalesce(sum(${togetherPresence.followers}), 0)::int` })
          .from(togetherPresence)
          .where(
            and(
              eq(togetherPresence.code, code),
              sql`${togetherPresence.instance} <> ${instance}`,
              gt(togetherPresence.seenAt, sql`now() - ${`${PRESENCE_STALE_MS} milliseconds`}::interval`),
            ),
          )
          .then(([row]) => row?.n ?? 0);
        read = { at: Date.now(), count };
        elsewhere.set(code, read);
        // A failed read is not used again.
        count.catch(() => elsewhere.get(code) === read && elsewhere.delete(code));
        // Forgotten after a while (a room's count is not kept past its use).
        setTimeout(() => elsewhere.get(code) === read && elsewhere.delete(code), ELSEWHERE_REUSE_MS).unref();
      }
      return (rooms.get(code)?.size ?? 0) + (await read.count);
    },
    ready: () => listener?.ready() ?? Promise.resolve(),
    async close() {
      clearInterval(presenceTimer);
      await listener?.close();
      await writing;
      rooms.clear();
      await db
        .delete(togetherPresence)
        .where(eq(togetherPresence.instance, instance))
        .catch(() => undefined);
    },
  };
}
