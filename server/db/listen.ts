/**
 * LISTEN on PostgreSQL channels from a connection of its own (LISTEN needs one that stays open,
 * outside the pool), reconnecting after errors with a growing wait. Never throws: a database that
 * is down only delays it. Each time it listens (again), `onListening` runs: what was sent while it
 * was not listening (starting, or a lost connection) may have been missed, and the caller catches up.
 */
import pg from 'pg';
import type { Log } from '../logger';

export interface Listener {
  /** Resolves once it listens (the first time). */
  ready(): Promise<void>;
  /** Stops listening and ends the connection; safe to call more than once. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Where to connect: the app's own database (the pool's settings). */
  connection: pg.ClientConfig;
  channels: readonly string[];
  /** The connection's name in pg_stat_activity, and the listener's in the log. */
  name: string;
  log: Log;
  onNotification: (message: pg.Notification) => void;
  /** Listening from now on; `again` after a lost connection. */
  onListening?: (again: boolean) => void;
  /** Wait before connecting again after a lost connection; default 1 s, doubling up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

export function listen({ connection, channels, name, log, onNotification, onListening, retryMs = 1_000 }: ListenOptions): Listener {
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let everListened = false;
  let markReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ ...connection, application_name: `bhajan-sangrah ${name}` });
    // Set at once, so close() ends a connection that is still being made too.
    current = client;
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      if (!closed) {
        log.warn(`${name} listener lost its connection (${reason}); reconnecting`);
        retry();
      }
    };
    client.on('error', (error: Error) => onLost(error.message));
    client.on('end', () => onLost('ended'));
    client.on('notification', onNotification);
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed || lost) return;
    wait = retryMs;
    onListening?.(everListened);
    everListened = true;
    markReady();
  }

  void connect();
  return {
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
