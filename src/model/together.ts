/**
 * Sing together's calls, as zod schemas (the server's routes validate with them); the constants,
 * texts and types are togetherRoom.ts's, re-exported here.
 */
import { z } from 'zod';
import {
  TOGETHER_MAX_HYMNS,
  isTogetherPin,
  TOGETHER_TEXTS,
  isTogetherCode,
  normaliseTogetherCode,
  type TogetherOpened,
  type TogetherPin,
  type TogetherState,
} from './togetherRoom';

export * from './togetherRoom';

const roomCode = z.string().transform(normaliseTogetherCode).refine(isTogetherCode, { error: TOGETHER_TEXTS.noSuchRoom });

export const togetherCodeParamsSchema = z.object({ code: roomCode });

const wholeNumber = z.number().int().min(0).max(10_000);

/** TogetherState. */
export const togetherStateSchema = z.object({
  code: z.string(),
  hymns: z.array(z.number().int()),
  position: z.number().int(),
  stanza: z.number().int(),
  blank: z.boolean(),
  ended: z.boolean(),
  version: z.number().int(),
  expiresAt: z.string(),
}) satisfies z.ZodType<TogetherState>;

/** TogetherMove. */
export const togetherMoveSchema = z.object({
  position: wholeNumber,
  stanza: wholeNumber,
  blank: z.boolean().default(false),
});

/** TogetherOpen. */
export const togetherOpenSchema = z.object({
  hymns: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: TOGETHER_TEXTS.hymnsRequired })
    .min(1, { error: TOGETHER_TEXTS.hymnsRequired })
    .max(TOGETHER_MAX_HYMNS, { error: TOGETHER_TEXTS.hymnsRequired }),
  position: wholeNumber.default(0),
  stanza: wholeNumber.default(0),
});

export const togetherOpenedSchema = z.object({ state: togetherStateSchema, leaderSecret: z.string() }) satisfies z.ZodType<TogetherOpened>;
export const togetherPinSchema = z.object({ pin: z.string(), expiresAt: z.string() }) satisfies z.ZodType<TogetherPin>;
export const togetherTakeOverSchema = z.object({
  pin: z.string().refine(isTogetherPin, { error: TOGETHER_TEXTS.wrongPin }),
});

/** How many follow, for the leader. */
export const togetherFollowersSchema = z.object({ followers: z.number().int() });
