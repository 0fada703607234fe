/**
 * Sing together: a satsang led from one phone and followed on everyone's own. A leader opens a
 * room from presentation mode; followers join by its code; each move of the leader (hymn of the
 * list, stanza, blank screen) reaches every follower, who reads it in their own script, size and
 * colours. The room's state is ids only (hymns, positions), never text: each phone already has the
 * hymns' text and renders it its own way.
 *
 * This module has no zod (the schemas are in together.ts), so that the screens' chunks carry none.
 */

/** A room's code: six letters and digits that cannot be taken for one another (no 0/O, 1/I/L). */
export const TOGETHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TOGETHER_CODE_LENGTH = 6;
/** A room ends this long after it was opened, if its leader has not ended it. */
export const TOGETHER_ROOM_HOURS = 12;
/** The most followers a room takes, unless configured (TOGETHER_MAX_FOLLOWERS). */
export const TOGETHER_MAX_FOLLOWERS_DEFAULT = 2_000;
/** The most hymns a room's list holds (a long satsang's set list fits). */
export const TOGETHER_MAX_HYMNS = 100;
/** How often an idle stream carries a heartbeat, so that no proxy closes it during a long pause. */
export const TOGETHER_HEARTBEAT_MS = 20_000;
/** A hand-over PIN: this many digits, good for this long. */
export const TOGETHER_PIN_LENGTH = 4;
export const TOGETHER_PIN_MINUTES = 10;

const CODE_SHAPE = new RegExp(`^[${TOGETHER_CODE_ALPHABET}]{${TOGETHER_CODE_LENGTH}}$`);

/** Whether a code (normalised) can be a room's: a wrong one is refused without asking. */
export const isTogetherCode = (code: string): boolean => CODE_SHAPE.test(code);

const PIN_SHAPE = new RegExp(`^\\d{${TOGETHER_PIN_LENGTH}}$`);

/** Whether a typed PIN can be one (its digits): anything else is refused without asking. */
export const isTogetherPin = (pin: string): boolean => PIN_SHAPE.test(pin);

/** A code as typed: spaces and dashes dropped, letters upper-cased. */
export function normaliseTogetherCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export const TOGETHER_TEXTS = {
  /** A code that is not one, or a room that has ended or expired: said the same way. */
  noSuchRoom: 'There is no satsang with this code now. Please check the code with your leader.',
  ended: 'This satsang has ended.',
  full: 'This satsang is full. Please ask your leader.',
  notLeader: 'Only the leader’s phone can lead this satsang.',
  wrongPin: 'This PIN is not right, or it has expired. Please ask the leader for a new one.',
  tooMany: 'Too many at once from your connection. Please try again in a minute.',
  badPosition: 'There is no such hymn or stanza in this satsang.',
  hymnsRequired: `A satsang needs 1 to ${TOGETHER_MAX_HYMNS} bhajans.`,
  unknownHymn: 'Every bhajan of a satsang must be a bhajan of this site.',
} as const;

/** The leader's secret travels in this header (never in an address, which logs keep). */
export const TOGETHER_LEADER_HEADER = 'x-together-leader';

/** The event stream's event names: the room's state (first, and after each move), and the count of followers for the leader. */
export const TOGETHER_EVENTS = { state: 'state', followers: 'followers' } as const;

/** What followers follow: ids and positions only. */
export interface TogetherState {
  code: string;
  /** The room's hymns, in the list's order (one for a single hymn). */
  hymns: number[];
  /** Which of them is shown (from 0), and its stanza (from 0). */
  position: number;
  stanza: number;
  /** The leader blanked the screens. */
  blank: boolean;
  /** The room has ended (its leader ended it, or it expired). */
  ended: boolean;
  /** Counts the leader's moves: a follower keeps the newest it has seen. */
  version: number;
  expiresAt: string;
}

/** The leader's move: where the room is now. */
export interface TogetherMove {
  position: number;
  stanza: number;
  blank?: boolean;
}

/** `POST /public/api/together/rooms`: a room for these hymns, starting where the leader is. */
export interface TogetherOpen {
  hymns: number[];
  position?: number;
  stanza?: number;
}

/** The room opened (or taken over): its state, and the leader's secret (kept on the leader's device only). */
export interface TogetherOpened {
  state: TogetherState;
  leaderSecret: string;
}

/** The PIN the leader gives the phone that is to lead next. */
export interface TogetherPin {
  pin: string;
  expiresAt: string;
}

/** A room's calls, by its code (kept apart from apiPaths, so that a first visit's script carries none of them). */
const roomPath = (code: string) => `/public/api/together/rooms/${encodeURIComponent(code)}`;

/** Sing together's calls: POST `rooms` opens a room; the rest are a room's, by its code. */
export const togetherApiPaths = {
  rooms: '/public/api/together/rooms',
  /** GET the room's state (a follower joining); 404 for a code that is not a room now. */
  room: roomPath,
  /** GET: the room's event stream (server-sent events): its state first, then each move. */
  events: (code: string) => `${roomPath(code)}/events`,
  /** POST the leader's move (the leader's secret in TOGETHER_LEADER_HEADER). */
  move: (code: string) => `${roomPath(code)}/state`,
  /** POST: the leader ends the room. */
  end: (code: string) => `${roomPath(code)}/end`,
  /** POST: the leader asks for a hand-over PIN. */
  pin: (code: string) => `${roomPath(code)}/pin`,
  /** POST `{ pin }`: another phone takes the lead (answers it a leader's secret of its own). */
  takeOver: (code: string) => `${roomPath(code)}/leader`,
  /** GET: how many follow (for the leader). */
  followers: (code: string) => `${roomPath(code)}/followers`,
} as const;
