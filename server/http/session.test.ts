import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { createSessions, SESSION_COOKIE, sessionTokenInHeader } from './session';

const EDITOR = { id: 1, email: 'editor@example.com' };
const TOKEN = 'a'.repeat(43);
const OTHER = 'b'.repeat(43);

function sessionsOf(live: Record<string, typeof EDITOR>, options: { memoMs?: number; maxTokens?: number } = {}) {
  let clock = 0;
  const lookUp = vi.fn(async (token: string) => live[token] ?? null);
  const sessions = createSessions({ lookUp, now: () => clock, ...options });
  return { sessions, lookUp, tick: (ms: number) => (clock += ms) };
}

describe('createSessions', () => {
  it('asks the database once per token in a while, for editors and forged tokens alike', async () => {
    const { sessions, lookUp, tick } = sessionsOf({ [TOKEN]: EDITOR }, { memoMs: 5_000 });
    expect(sessions.known(TOKEN)).toBeUndefined();
    expect(await Promise.all([sessions.find(TOKEN), sessions.find(TOKEN)])).toEqual([EDITOR, EDITOR]);
    expect(await sessions.find(OTHER)).toBeNull();
    expect(await sessions.find(OTHER)).toBeNull();
    expect(sessions.known(TOKEN)).toEqual(EDITOR);
    expect(sessions.known(OTHER)).toBeNull();
    expect(lookUp).toHaveBeenCalledTimes(2);
    tick(5_000);
    expect(sessions.known(TOKEN)).toBeUndefined();
    await sessions.find(TOKEN);
    expect(lookUp).toHaveBeenCalledTimes(3);
  });

  it('never asks about what is not a token of ours', async () => {
    const { sessions, lookUp } = sessionsOf({});
    for (const value of [undefined, '', 'x', 'a'.repeat(44), `${'a'.repeat(42)}!`]) {
      expect(sessions.known(value)).toBeNull();
      expect(await sessions.find(value)).toBeNull();
    }
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('forgets a session ended here at once, even while it is being looked up', async () => {
    const { sessions, lookUp } = sessionsOf({ [TOKEN]: EDITOR });
    await sessions.find(TOKEN);
    sessions.forget(TOKEN);
    expect(sessions.known(TOKEN)).toBeUndefined();
    const asked = sessions.find(TOKEN);
    sessions.forget(TOKEN);
    await asked;
    expect(sessions.known(TOKEN)).toBeUndefined();
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it("vouches for a token that was an editor's when last looked up, however long ago, until a lookup says otherwise", async () => {
    const live: Record<string, typeof EDITOR> = { [TOKEN]: EDITOR };
    const { sessions, tick } = sessionsOf(live, { memoMs: 5_000 });
    expect(sessions.vouched(TOKEN)).toBe(false);
    await sessions.find(TOKEN);
    await sessions.find(OTHER);
    tick(60_000);
    expect(sessions.known(TOKEN)).toBeUndefined();
    expect(sessions.vouched(TOKEN)).toBe(true);
    expect(sessions.vouched(OTHER)).toBe(false);
    delete live[TOKEN];
    await sessions.find(TOKEN);
    expect(sessions.vouched(TOKEN)).toBe(false);
  });

  it('knows a session started here at once, without asking', async () => {
    const { sessions, lookUp } = sessionsOf({});
    sessions.remember(TOKEN, EDITOR);
    expect(await sessions.find(TOKEN)).toEqual(EDITOR);
    expect(sessions.vouched(TOKEN)).toBe(true);
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('does not remember a failed lookup', async () => {
    const lookUp = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(EDITOR);
    const sessions = createSessions({ lookUp });
    await expect(sessions.find(TOKEN)).rejects.toThrow('database down');
    expect(await sessions.find(TOKEN)).toEqual(EDITOR);
  });

  it('remembers a bounded number of tokens, the oldest forgotten first', async () => {
    const { sessions } = sessionsOf({}, { maxTokens: 2 });
    const tokens = ['c', 'd', 'e'].map((letter) => letter.repeat(43));
    for (const token of tokens) await sessions.find(token);
    expect(tokens.map((token) => sessions.known(token))).toEqual([undefined, null, null]);
  });
});

describe('sessionTokenInHeader', () => {
  const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
  it.each([
    [undefined, undefined],
    ['theme=dark', undefined],
    [`${SESSION_COOKIE}=abc`, 'abc'],
    [`theme=dark; ${SESSION_COOKIE}=abc; other=1`, 'abc'],
    [`theme=dark;${SESSION_COOKIE}=abc`, 'abc'],
    [`x${SESSION_COOKIE}=abc`, undefined],
    [`${SESSION_COOKIE}_other=abc`, undefined],
    [`${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`, 'first'],
  ])('finds the token in Cookie: %s', (cookie, token) => {
    expect(sessionTokenInHeader(withCookie(cookie))).toBe(token);
  });
});
