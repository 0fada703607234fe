import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedRoom, STORY_ROOM_CODE, togetherEvents } from '../../mocks/handlers/together';
import { server } from '../../mocks/node';
import { TOGETHER_TEXTS } from '../model/togetherRoom';
import { followTogetherRoom, type RoomFollowing } from './together';

/** Follows the story room, keeping every change the follower saw; stopped after each test. */
function follow(code = STORY_ROOM_CODE) {
  const seen: RoomFollowing[] = [];
  const stop = followTogetherRoom(code, (following) => seen.push(following));
  stops.push(stop);
  const last = () => seen.at(-1);
  return { seen, last };
}

const stops: (() => void)[] = [];
beforeEach(() => scriptedRoom.reset());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('followTogetherRoom', () => {
  it('gets the room’s state first, then each move, as ids only', async () => {
    const { last } = follow();
    await vi.waitFor(() => expect(last()).toMatchObject({ connection: 'following', state: { position: 0, stanza: 0, version: 1 } }));
    scriptedRoom.move({ stanza: 1 });
    scriptedRoom.move({ position: 1, stanza: 0 });
    await vi.waitFor(() => expect(last()?.state).toMatchObject({ position: 1, stanza: 0, version: 3 }));
  });

  it('says reconnecting when the stream drops, and lands on the stanza the room reached meanwhile', async () => {
    const { seen, last } = follow();
    await vi.waitFor(() => expect(last()?.connection).toBe('following'));
    scriptedRoom.drop();
    await vi.waitFor(() => expect(last()).toMatchObject({ connection: 'reconnecting', state: { stanza: 0 } }));
    scriptedRoom.move({ stanza: 5 });
    scriptedRoom.restore();
    // The first wait before opening the stream again is a second; the browser's 'online' is at once.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(last()).toMatchObject({ connection: 'following', state: { stanza: 5, version: 2 } }));
    // The stanza never went back while reconnecting.
    const stanzas = seen.map((following) => following.state?.stanza ?? 0);
    expect(stanzas).toEqual([...stanzas].sort((a, b) => a - b));
  });

  it('drops a stream the browser says is offline, though no error came', async () => {
    const { last } = follow();
    await vi.waitFor(() => expect(last()?.connection).toBe('following'));
    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(last()?.connection).toBe('reconnecting'));
  });

  it('stops when the room ends, and says so', async () => {
    const { last } = follow();
    await vi.waitFor(() => expect(last()?.connection).toBe('following'));
    scriptedRoom.end();
    await vi.waitFor(() => expect(last()?.state?.ended).toBe(true));
    // No stream is opened again for an ended room.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scriptedRoom.followers).toBe(0);
  });

  it('gives the server’s words for a code that is no room, and for a full room, and stops', async () => {
    server.use(togetherEvents.noSuchRoom);
    const missing = follow();
    await vi.waitFor(() => expect(missing.last()).toEqual({ state: undefined, connection: 'refused', refusal: TOGETHER_TEXTS.noSuchRoom }));
    server.use(togetherEvents.full);
    const full = follow();
    await vi.waitFor(() => expect(full.last()).toEqual({ state: undefined, connection: 'refused', refusal: TOGETHER_TEXTS.full }));
  });

  it('keeps the newest state when an older one arrives (a stream opened again starts with the state it had)', async () => {
    const { last } = follow();
    await vi.waitFor(() => expect(last()?.state?.version).toBe(1));
    scriptedRoom.move({ stanza: 3 });
    await vi.waitFor(() => expect(last()?.state?.version).toBe(2));
    // The room as another instance still knew it: an older version.
    scriptedRoom.state = { ...scriptedRoom.state, stanza: 1, version: 0 };
    scriptedRoom.move({ stanza: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(last()?.state).toMatchObject({ stanza: 3, version: 2 });
  });
});
