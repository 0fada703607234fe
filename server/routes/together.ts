/**
 * Sing together's calls (src/model/together.ts): a leader opens a room, moves it, hands it over,
 * ends it; followers join by the code and follow its event stream (server-sent events: the state
 * first, then each move, and a heartbeat while nothing moves, so that no proxy closes a stream
 * during a long pause). No account: the leader's device proves itself with the secret it was given.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../src/model/api-paths';
import {
  TOGETHER_EVENTS,
  TOGETHER_HEARTBEAT_MS,
  TOGETHER_LEADER_HEADER,
  TOGETHER_TEXTS,
  togetherCodeParamsSchema,
  togetherFollowersSchema,
  togetherMoveSchema,
  togetherOpenedSchema,
  togetherOpenSchema,
  togetherPinSchema,
  togetherStateSchema,
  togetherTakeOverSchema,
  type TogetherState,
  togetherApiPaths,
} from '../../src/model/together';
import type { Database } from '../db/connect';
import { createAddressBudget, type AddressBudget } from '../http/address-budget';
import { cacheNever } from '../http/caching';
import { errorResponses, HttpError, notFound } from '../http/errors';
import { endRoom, moveRoom, offerPin, openRoom, roomState, takeOver, type LeaderOutcome } from '../services/together';
import type { TogetherHub } from '../services/together-hub';
import { listContentTitles } from '../services/catalogue';

export interface TogetherRoutesOptions {
  db: Database;
  hub: TogetherHub;
  /** The most followers a room takes (TOGETHER_MAX_FOLLOWERS). */
  maxFollowers: number;
  /** Rate limits (tests make them tighter); defaults below. */
  budgets?: Partial<TogetherBudgets>;
}

export interface TogetherBudgets {
  /** Rooms one address opens: a few a minute. */
  open: AddressBudget;
  /** Joins (and streams opened again) per address: a whole satsang may share one address. */
  join: AddressBudget;
  /** A room's moves: the leader's taps, a burst refilled ten a second. */
  move: AddressBudget;
  /** Hand-over attempts per address. */
  takeOver: AddressBudget;
}

const defaultBudgets = (): TogetherBudgets => ({
  open: createAddressBudget({ burst: 10, perSecond: 10 / 60 }),
  join: createAddressBudget({ burst: 2_000, perSecond: 20 }),
  move: createAddressBudget({ burst: 20, perSecond: 10 }),
  takeOver: createAddressBudget({ burst: 10, perSecond: 10 / 60 }),
});

/** 429 with Retry-After when `budget` has nothing left for `key`. */
function spend(budget: AddressBudget, key: string): void {
  const wait = budget.take(key);
  if (wait > 0) throw new HttpError(429, TOGETHER_TEXTS.tooMany, { headers: { 'retry-after': String(Math.ceil(wait)) } });
}

const noSuchRoom = () => notFound(TOGETHER_TEXTS.noSuchRoom);

/** The leader's secret, from its header ('' when missing: it leads nothing). */
const secretOf = (request: FastifyRequest) => {
  const value = request.headers[TOGETHER_LEADER_HEADER];
  return typeof value === 'string' ? value : '';
};

function answerLeader<T>(outcome: LeaderOutcome<T>): T {
  switch (outcome.status) {
    case 'done':
      return outcome.value;
    case 'noSuchRoom':
      throw noSuchRoom();
    case 'ended':
      throw notFound(TOGETHER_TEXTS.ended);
    case 'notLeader':
      throw new HttpError(403, TOGETHER_TEXTS.notLeader);
    case 'badPosition':
      throw new HttpError(400, TOGETHER_TEXTS.badPosition);
  }
}

/** One server-sent event. */
const eventOf = (name: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A state's event, made once per move however many follow: the hub hands every follower of a room
 * the same state, so thousands of streams need not each turn it into text again.
 */
const stateEvents = new WeakMap<TogetherState, string>();
function stateEventOf(state: TogetherState): string {
  let text = stateEvents.get(state);
  if (text === undefined) {
    text = eventOf(TOGETHER_EVENTS.state, state, state.version);
    stateEvents.set(state, text);
  }
  return text;
}

/**
 * A follower's stream: it follows the hub first, then reads the state, so that no move falls
 * between the two; sends the newest state it has, then each newer one, and a heartbeat comment
 * every TOGETHER_HEARTBEAT_MS; ends when the room ends (its leader, or the time) or the follower goes.
 */
function streamRoom(request: FastifyRequest, reply: FastifyReply, hub: TogetherHub, first: TogetherState): void {
  reply.hijack();
  const response = reply.raw;
  // Each event is one small write, sent at once (no waiting for more to fill a packet).
  response.socket?.setNoDelay(true);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies (nginx) pass each event on at once.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let last = -1;
  let done = false;
  const send = (state: TogetherState) => {
    if (done || state.version <= last) return;
    last = state.version;
    response.write(stateEventOf(state));
    if (state.ended) finish();
  };
  const stop = hub.follow(first, send);
  const heartbeat = setInterval(() => response.write(': still here\n\n'), TOGETHER_HEARTBEAT_MS);
  // A room that expires is no move: the stream ends it itself.
  const expiry = setTimeout(
    () => send({ ...first, version: Math.max(last, first.version) + 1, ended: true }),
    Math.max(0, Math.min(Date.parse(first.expiresAt) - Date.now(), 2_147_000_000)),
  );
  function finish() {
    if (done) return;
    done = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    stop();
    response.end();
  }
  request.raw.on('close', finish);
  // A reconnecting follower is told to come back soon, and gets the current state first.
  response.write('retry: 2000\n\n');
  send(first);
}

export const togetherRoutes: FastifyPluginAsyncZod<TogetherRoutesOptions> = async (app, { db, hub, maxFollowers, budgets: given }) => {
  const budgets = { ...defaultBudgets(), ...given };

  app.post(
    togetherApiPaths.rooms,
    {
      schema: {
        description: 'Opens a Sing together room for these hymns; answers its state and the leader’s secret (kept on the leader’s device).',
        body: togetherOpenSchema,
        response: { 201: togetherOpenedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      spend(budgets.open, request.ip);
      // Followers load these hymns: each must be one visitors can read.
      const { hymns } = request.body;
      if ((await listContentTitles(db, hymns)).length !== new Set(hymns).size) throw new HttpError(400, TOGETHER_TEXTS.unknownHymn);
      const opened = await openRoom(db, request.body);
      if ('status' in opened) throw new HttpError(400, TOGETHER_TEXTS.badPosition);
      return cacheNever(reply).code(201).send(opened);
    },
  );

  app.get(
    apiRoutes.togetherRoom,
    { schema: { params: togetherCodeParamsSchema, response: { 200: togetherStateSchema, ...errorResponses } } },
    async (request, reply) => {
      spend(budgets.join, request.ip);
      const state = await roomState(db, request.params.code);
      if (!state) throw noSuchRoom();
      if (state.ended) throw notFound(TOGETHER_TEXTS.ended);
      cacheNever(reply);
      return state;
    },
  );

  app.get(
    apiRoutes.togetherEvents,
    {
      // A stream, sent as it goes: never compressed (a compressor would hold the events back).
      compress: false,
      schema: {
        description: `The room's server-sent events: '${TOGETHER_EVENTS.state}' (ids only) first and after each move; a comment every ${TOGETHER_HEARTBEAT_MS / 1000} s.`,
        params: togetherCodeParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      spend(budgets.join, request.ip);
      // Not before this instance hears of moves (LISTEN, from its start): the state is read after,
      // so every move from then on reaches the follower. A follower who joined an instance just
      // started, on another than the leader's, missed the moves made before it listened.
      await hub.ready();
      // Known from its moves when this instance serves the room, else read once for all joining
      // now: a satsang joining at once (or coming back after a restart) is not a query per phone.
      const state = await hub.stateFor(request.params.code);
      if (!state) throw noSuchRoom();
      if (!state.ended && (await hub.followers(state.code)) >= maxFollowers) throw new HttpError(403, TOGETHER_TEXTS.full);
      streamRoom(request, reply, hub, state);
    },
  );

  app.post(
    apiRoutes.togetherMove,
    {
      schema: {
        description: `The leader's move (the leader's secret in ${TOGETHER_LEADER_HEADER}); every follower gets it.`,
        params: togetherCodeParamsSchema,
        body: togetherMoveSchema,
        response: { 200: togetherStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      spend(budgets.move, request.params.code);
      const { position, stanza, blank } = request.body;
      const state = answerLeader(await moveRoom(db, request.params.code, secretOf(request), { position, stanza, blank }));
      cacheNever(reply);
      return state;
    },
  );

  app.post(
    apiRoutes.togetherEnd,
    { schema: { params: togetherCodeParamsSchema, response: { 200: togetherStateSchema, ...errorResponses } } },
    async (request, reply) => {
      const state = answerLeader(await endRoom(db, request.params.code, secretOf(request)));
      cacheNever(reply);
      return state;
    },
  );

  app.post(
    apiRoutes.togetherPin,
    { schema: { params: togetherCodeParamsSchema, response: { 200: togetherPinSchema, ...errorResponses } } },
    async (request, reply) => {
      const pin = answerLeader(await offerPin(db, request.params.code, secretOf(request)));
      cacheNever(reply);
      return pin;
    },
  );

  app.post(
    apiRoutes.togetherTakeOver,
    {
      schema: {
        description: 'Another phone takes the lead with the PIN the leader gave: it gets a leader’s secret of its own.',
        params: togetherCodeParamsSchema,
        body: togetherTakeOverSchema,
        response: { 200: togetherOpenedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      spend(budgets.takeOver, request.ip);
      const outcome = await takeOver(db, request.params.code, request.body.pin);
      switch (outcome.status) {
        case 'noSuchRoom':
          throw noSuchRoom();
        case 'ended':
          throw notFound(TOGETHER_TEXTS.ended);
        case 'wrongPin':
          throw new HttpError(403, TOGETHER_TEXTS.wrongPin);
        case 'done':
          cacheNever(reply);
          return { state: outcome.state, leaderSecret: outcome.leaderSecret };
      }
    },
  );

  app.get(
    apiRoutes.togetherFollowers,
    { schema: { params: togetherCodeParamsSchema, response: { 200: togetherFollowersSchema, ...errorResponses } } },
    async (request, reply) => {
      const state = await roomState(db, request.params.code);
      if (!state) throw noSuchRoom();
      cacheNever(reply);
      return { followers: await hub.followers(state.code) };
    },
  );
};
