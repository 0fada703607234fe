import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  TOGETHER_EVENTS,
  TOGETHER_HEARTBEAT_MS,
  TOGETHER_LEADER_HEADER,
  TOGETHER_TEXTS,
  type TogetherMove,
  type TogetherOpen,
  type TogetherOpened,
  type TogetherPin,
  type TogetherState,
  togetherApiPaths,
} from '../model/togetherRoom';
import { ApiRequestError, apiFetch, apiResponse } from './client';

/**
 * Sing together (src/model/togetherRoom.ts): the leader's calls (open, move, PIN, end: each with
 * the leader's secret in a header), a phone taking the lead with a PIN, the count of followers,
 * and a follower's event stream. Nothing here is cached: a room changes by the second.
 */

const asLeader = (secret: string) => ({ [TOGETHER_LEADER_HEADER]: secret });

export function openTogetherRoom(body: TogetherOpen): Promise<TogetherOpened> {
  return apiFetch<TogetherOpened>(togetherApiPaths.rooms, { method: 'POST', body: JSON.stringify(body) });
}

export function moveTogetherRoom(code: string, secret: string, move: TogetherMove): Promise<TogetherState> {
  return apiFetch<TogetherState>(togetherApiPaths.move(code), { method: 'POST', headers: asLeader(secret), body: JSON.stringify(move) });
}

export function endTogetherRoom(code: string, secret: string): Promise<TogetherState> {
  return apiFetch<TogetherState>(togetherApiPaths.end(code), { method: 'POST', headers: asLeader(secret), body: '{}' });
}

export function offerTogetherPin(code: string, secret: string): Promise<TogetherPin> {
  return apiFetch<TogetherPin>(togetherApiPaths.pin(code), { method: 'POST', headers: asLeader(secret), body: '{}' });
}

export function takeTogetherLead(code: string, pin: string): Promise<TogetherOpened> {
  return apiFetch<TogetherOpened>(togetherApiPaths.takeOver(code), { method: 'POST', body: JSON.stringify({ pin }) });
}

/** How often the leader's count of followers is asked again (the instances write theirs every 5 s). */
const FOLLOWERS_REFRESH_MS = 10_000;

export function togetherFollowersQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['together', code, 'followers'] as const,
    queryFn: ({ signal }) => apiFetch<{ followers: number }>(togetherApiPaths.followers(code), { signal, cache: 'no-store' }),
    refetchInterval: FOLLOWERS_REFRESH_MS,
    staleTime: 0,
  });
}

/** The leader's count of phones following (undefined until known). */
export function useTogetherFollowers(code: string | undefined) {
  return useQuery({ ...togetherFollowersQueryOptions(code ?? ''), enabled: Boolean(code) }).data?.followers;
}

/** What a message of the server says, in the reader's words (its own when it sent one). */
export function togetherRefusal(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return TOGETHER_TEXTS.noSuchRoom;
}

/**
 * A follower's connection: joining (nothing heard yet), following, reconnecting (the stream
 * dropped: the last state stays on screen), or refused (no such room, full, ended before joining:
 * `refusal` says why, in the server's words).
 */
export type FollowConnection = 'joining' | 'following' | 'reconnecting' | 'refused';

export interface RoomFollowing {
  state: TogetherState | undefined;
  connection: FollowConnection;
  refusal?: string;
}

/** The first wait before opening a dropped stream again; doubled at each failure, up to the longest. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_LONGEST_MS = 10_000;
/** How long a stream may say nothing (the server's heartbeat comes every TOGETHER_HEARTBEAT_MS). */
const SILENT_STREAM_MS = 2 * TOGETHER_HEARTBEAT_MS + 5_000;

/** Reads a server-sent event stream, calling `onEvent` for each event as it arrives; resolves when it ends. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: string) => void,
  onBytes: () => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // Dropped on purpose (silent, or the browser offline): the read ends now, whatever the network does.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        // A comment (the heartbeat), or a field: `event: state`, `data: {…}`.
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = text;
        else if (field === 'data') data.push(text);
      }
      if (data.length > 0) onEvent(name, data.join('\n'));
    }
  }
}

/**
 * Follows a room's event stream: the room's state first, then each move. A stream that drops (a
 * tunnel, a locked screen, a server restarting) is opened again, at once when the browser says it
 * is back online or the page is shown again, else after a growing wait; the server then sends the
 * current state first, so the follower lands on the stanza the room is at. Read with fetch rather
 * than EventSource, whose refusals say nothing: a wrong code, a full room or an ended one each has
 * its own words here. Stops for good when the room ends or refuses; returns the way to stop.
 */
export function followTogetherRoom(code: string, onChange: (following: RoomFollowing) => void): () => void {
  let stopped = false;
  let state: TogetherState | undefined;
  let connection: FollowConnection = 'joining';
  let current: AbortController | undefined;
  let wait = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = (refusal?: string) => onChange({ state, connection, ...(refusal === undefined ? {} : { refusal }) });

  const onEvent = (name: string, data: string) => {
    if (name !== TOGETHER_EVENTS.state) return;
    let next: TogetherState;
    try {
      next = JSON.parse(data) as TogetherState;
    } catch {
      // Not the server's (a proxy's page cut into the stream): the next move says where the room is.
      return;
    }
    // Only newer moves count (a stream opened again starts with the state it may already have).
    if (state && next.version < state.version) return;
    state = next;
    connection = 'following';
    wait = RECONNECT_FIRST_MS;
    tell();
  };

  // A stream that has said nothing for two heartbeats is dead, though no error came (a phone in a
  // tunnel: the connection hangs without closing): it is dropped and opened again.
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = (controller: AbortController) => {
    clearTimeout(silence);
    silence = setTimeout(() => controller.abort(), SILENT_STREAM_MS);
  };

  const connect = async () => {
    clearTimeout(timer);
    if (stopped || current) return;
    const controller = new AbortController();
    current = controller;
    heard(controller);
    try {
      const response = await apiResponse(togetherApiPaths.events(code), {
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.body) throw new ApiRequestError(0, 'No stream');
      await readEvents(response.body, onEvent, () => heard(controller), controller.signal);
    } catch (error) {
      if (stopped) return;
      // A refusal (404: no such room, or ended; 403: full) is final; anything else is the network.
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403 || error.status === 400)) {
        stopped = true;
        connection = 'refused';
        tell(togetherRefusal(error));
        return;
      }
    } finally {
      clearTimeout(silence);
      if (current === controller) current = undefined;
    }
    if (stopped) return;
    if (state?.ended) {
      stopped = true;
      return;
    }
    if (connection !== 'joining') connection = 'reconnecting';
    tell();
    timer = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, RECONNECT_LONGEST_MS);
  };

  // Back online, or the page shown again (a phone unlocked): try at once.
  const now = () => {
    if (document.visibilityState === 'visible' && !current) void connect();
  };
  // The browser knows the network is gone: the stream is, whatever it still seems.
  const offline = () => current?.abort();
  window.addEventListener('online', now);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', now);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(silence);
    current?.abort();
    window.removeEventListener('online', now);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', now);
  };
}

/** A room followed while the component is shown (`code` undefined: none). */
export function useTogetherRoom(code: string | undefined): RoomFollowing {
  // Kept with the room it is of: another code starts from 'joining'.
  const [following, setFollowing] = useState<RoomFollowing & { code?: string }>({ state: undefined, connection: 'joining' });
  useEffect(() => {
    if (!code) return undefined;
    return followTogetherRoom(code, (next) => setFollowing({ ...next, code }));
  }, [code]);
  if (following.code !== code) return { state: undefined, connection: 'joining' };
  const { code: _of, ...shown } = following;
  return shown;
}
