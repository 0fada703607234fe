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

export type FollowerListener = (state: TogetherState) => void;

export interface TogetherHub {
  /** Follows room `code` for one follower (a stream); the returned function stops it. */
  follow(code: string, listener: FollowerListener): () => void;
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

  const deliver = (state: TogetherState) => {
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
    follow(code, follower) {
      let listeners = rooms.get(code);
      if (!listeners) rooms.set(code, (listeners = new Set()));
      listeners.add(follower);
      changed.add(code);
      return () => {
        const set = rooms.get(code);
        set?.delete(follower);
        if (set?.size === 0) rooms.delete(code);
        changed.add(code);
      };
    },
    async followers(code) {
      const here = rooms.get(code)?.size ?? 0;
      const [elsewhere] = await db
        .select({ n: sql<number>`coalesce(sum(${togetherPresence.followers}), 0)::int` })
        .from(togetherPresence)
        .where(
          and(
            eq(togetherPresence.code, code),
            sql`${togetherPresence.instance} <> ${instance}`,
            gt(togetherPresence.seenAt, sql`now() - ${`${PRESENCE_STALE_MS} milliseconds`}::interval`),
          ),
        );
      return here + (elsewhere?.n ?? 0);
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
