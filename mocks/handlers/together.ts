import { delay, http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';
import {
  TOGETHER_EVENTS,
  TOGETHER_TEXTS,
  togetherApiPaths,
  type TogetherMove,
  type TogetherOpen,
  type TogetherState,
} from '../../src/model/togetherRoom';
import { audioHymn, longLyricsHymn } from '../fixtures/content';

/**
 * Sing together, as the server answers it, with a room a story scripts: `scriptedRoom` holds the
 * room's state, and a story's play function moves it (`scriptedRoom.move({ stanza: 2 })`), drops
 * its followers' streams (`drop()`, then `restore()`), or ends it; every open event stream gets
 * each move as the server sends it (`event: state`, ids only). Reset by `scriptedRoom.reset()`
 * (each story's loaders do, through the handlers' `parameters`).
 */

/** The code the stories' room has, and the PIN that takes its lead. */
export const STORY_ROOM_CODE = 'K7M2QX';
export const STORY_ROOM_PIN = '4821';
export const STORY_FOLLOWERS = 23;
/** A two-hymn satsang: the Chalisa (many stanzas), then an aarti. */
export const STORY_ROOM_HYMNS = [longLyricsHymn.contentId, audioHymn.contentId];

const initialState = (): TogetherState => ({
  code: STORY_ROOM_CODE,
  hymns: [...STORY_ROOM_HYMNS],
  position: 0,
  stanza: 0,
  blank: false,
  ended: false,
  version: 1,
  expiresAt: '2026-11-28T18:00:00.000Z',
});

const encoder = new TextEncoder();
const eventOf = (state: TogetherState) =>
  encoder.encode(`id: ${state.version}\nevent: ${TOGETHER_EVENTS.state}\ndata: ${JSON.stringify(state)}\n\n`);

class ScriptedRoom {
  state = initialState();
  /** The open streams (followers) and the moves the leader's calls sent. */
  private streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  readonly moves: TogetherMove[] = [];
  /** The network is down: new streams fail until restore(). */
  private down = false;

  reset(state: Partial<TogetherState> = {}) {
    this.close();
    this.state = { ...initialState(), ...state };
    this.moves.length = 0;
    this.down = false;
  }

  /** The leader moves: every stream gets the new state. */
  move(change: Partial<Omit<TogetherState, 'version' | 'code' | 'hymns'>>) {
    this.state = { ...this.state, ...change, version: this.state.version + 1 };
    for (const stream of this.streams) stream.enqueue(eventOf(this.state));
  }

  end() {
    this.move({ ended: true });
    this.close();
  }

  /** Every follower's stream breaks (a tunnel), and no new one opens until restore(). */
  drop() {
    this.down = true;
    for (const stream of this.streams) stream.error(new TypeError('network'));
    this.streams.clear();
  }

  restore() {
    this.down = false;
  }

  get followers() {
    return this.streams.size;
  }

  isDown() {
    return this.down;
  }

  /** A follower's stream: the state now, then each move. */
  open(): ReadableStream<Uint8Array> {
    let mine: ReadableStreamDefaultController<Uint8Array> | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        mine = controller;
        this.streams.add(controller);
        controller.enqueue(encoder.encode('retry: 2000\n\n'));
        controller.enqueue(eventOf(this.state));
        if (this.state.ended) this.close();
      },
      cancel: () => {
        if (mine) this.streams.delete(mine);
      },
    });
  }

  private close() {
    for (const stream of this.streams) stream.close();
    this.streams.clear();
  }
}

export const scriptedRoom = new ScriptedRoom();

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const refusal = (message: string, status: number) => json({ message }, status);

export const togetherEvents = {
  /** The scripted room's stream (the network down: no answer). */
  following: http.get(apiRoutes.togetherEvents, () =>
    scriptedRoom.isDown()
      ? HttpResponse.error()
      : new HttpResponse(scriptedRoom.open(), {
          headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
        }),
  ),
  /** The stream never answers: the page is seen joining. */
  joining: http.get(apiRoutes.togetherEvents, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
  noSuchRoom: http.get(apiRoutes.togetherEvents, () => refusal(TOGETHER_TEXTS.noSuchRoom, 404)),
  full: http.get(apiRoutes.togetherEvents, () => refusal(TOGETHER_TEXTS.full, 403)),
};

/** The leader's calls: each answers as the server does for the story room's leader. */
export const togetherOpen = {
  success: http.post(togetherApiPaths.rooms, async ({ request }) => {
    const body = (await request.json()) as TogetherOpen;
    scriptedRoom.reset({ hymns: body.hymns, position: body.position ?? 0, stanza: body.stanza ?? 0 });
    return json({ state: scriptedRoom.state, leaderSecret: 'story-leader-secret' }, 201);
  }),
  /** Opening takes a while: the panel is seen opening. */
  loading: http.post(togetherApiPaths.rooms, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
  networkError: http.post(togetherApiPaths.rooms, () => HttpResponse.error()),
};

export const togetherMove = {
  success: http.post(apiRoutes.togetherMove, async ({ request }) => {
    const move = (await request.json()) as TogetherMove;
    scriptedRoom.moves.push(move);
    scriptedRoom.move({ position: move.position, stanza: move.stanza, blank: move.blank ?? false });
    return json(scriptedRoom.state);
  }),
  /** Another phone took the lead: this one's moves are refused. */
  handedOver: http.post(apiRoutes.togetherMove, () => refusal(TOGETHER_TEXTS.notLeader, 403)),
  networkError: http.post(apiRoutes.togetherMove, () => HttpResponse.error()),
};

export const togetherPin = {
  success: http.post(apiRoutes.togetherPin, () => json({ pin: STORY_ROOM_PIN, expiresAt: '2026-11-28T08:10:00.000Z' })),
};

export const togetherTakeOver = {
  /** The story room's PIN takes the lead; any other is refused. */
  success: http.post(apiRoutes.togetherTakeOver, async ({ request }) => {
    const { pin } = (await request.json()) as { pin: string };
    if (pin !== STORY_ROOM_PIN) return refusal(TOGETHER_TEXTS.wrongPin, 403);
    return json({ state: scriptedRoom.state, leaderSecret: 'story-new-leader-secret' });
  }),
};

export const togetherEnd = {
  success: http.post(apiRoutes.togetherEnd, () => {
    scriptedRoom.end();
    return json(scriptedRoom.state);
  }),
};

export const togetherFollowers = {
  /** The story's count (a satsang of 23 phones), whatever streams the story opened. */
  success: http.get(apiRoutes.togetherFollowers, () => json({ followers: STORY_FOLLOWERS })),
};
