/**
 * Admin passwords, hashed with scrypt (node:crypto). A stored hash is a PHC string that carries its
 * own parameters and salt — `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64, no padding) — so the
 * cost can be raised later: `needsRehash` says when a hash was made with other parameters, and
 * sign-in then stores a new one.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../../src/model/constants';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  /** Block size. */
  r: number;
  /** Parallelism (Node computes the lanes one after another: p times the CPU time, not the memory). */
  p: number;
}

/** OWASP's scrypt choice for 32 MiB of memory (N=2^15, r=8, p=3): about 0.3 s of one core. */
export const SCRYPT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 3 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** What a stored hash may ask for: anything outside is not a hash of ours (and could exhaust memory). */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16], salt: [8, 64], key: [16, 128] } as const;
const within = (value: number, [min, max]: readonly [number, number]) => Number.isInteger(value) && value >= min && value <= max;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseHash(stored: string): ParsedHash | undefined {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const salt = Buffer.from(match[4]!, 'base64');
  const key = Buffer.from(match[5]!, 'base64');
  if (!within(params.ln, LIMITS.ln) || !within(params.r, LIMITS.r) || !within(params.p, LIMITS.p)) return undefined;
  if (!within(salt.length, LIMITS.salt) || !within(key.length, LIMITS.key)) return undefined;
  return { params, salt, key };
}

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function formatHash({ params, salt, key }: ParsedHash): string {
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${base64(salt)}$${base64(key)}`;
}

/**
 * NFKC, as NIST SP 800-63B asks: the same password typed on another keyboard or system (composed
 * or decomposed letters, e.g. Devanagari with a nukta) gives the same hash.
 */
const normalized = (password: string) => password.normalize('NFKC');

function derive(password: string, salt: Buffer, keyBytes: number, { ln, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** ln;
  // Runs on libuv's thread pool, so the event loop keeps serving other requests meanwhile.
  return new Promise((resolve, reject) => {
    scrypt(normalized(password), salt, keyBytes, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return formatHash({ params, salt, key: await derive(password, salt, KEY_BYTES, params) });
}

/**
 * A hash nobody's password matches (random salt and key), with the current parameters: checking a
 * password against it costs what checking a real one does, so an unknown e-mail address answers
 * as slowly as a known one.
 */
const unmatchableHash = formatHash({ params: SCRYPT_PARAMS, salt: randomBytes(SALT_BYTES), key: randomBytes(KEY_BYTES) });

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. No stored hash
 * (an unknown account) or an unreadable one: false, after the same work as a real check.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseHash(stored);
  const against = parsed ?? parseHash(unmatchableHash)!;
  const key = await derive(password, against.salt, against.key.length, against.params);
  return timingSafeEqual(key, against.key) && parsed !== undefined;
}

/** True when `stored` was made with other parameters than today's (or cannot be read). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { params, key } = parsed;
  return params.ln !== SCRYPT_PARAMS.ln || params.r !== SCRYPT_PARAMS.r || params.p !== SCRYPT_PARAMS.p || key.length !== KEY_BYTES;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const characters = (text: string) => [...normalized(text)].length;

/** Why a new password is not accepted, or undefined when it is. */
export function checkNewPassword(password: string): string | undefined {
  const length = characters(password);
  if (length < ADMIN_PASSWORD_MIN_LENGTH) return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`;
  if (length > ADMIN_PASSWORD_MAX_LENGTH) return `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long`;
  return undefined;
}
