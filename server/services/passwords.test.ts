import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../../src/model/constants';
import { checkNewPassword, hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './passwords';

const PASSWORD = 'correct horse battery staple';

describe('passwords', () => {
  it('hashes with scrypt into a string that carries its parameters and a random salt', async () => {
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(
      new RegExp(`^\\$scrypt\\$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`),
    );
    expect(first).not.toContain(PASSWORD);
    // A new salt each time: equal passwords do not give equal hashes.
    expect(second).not.toBe(first);
  });

  it('accepts the password a hash was made from, and nothing else', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats the same letters typed composed or decomposed as the same password', async () => {
    // क़ as one code point or as क + nukta; é as one code point or as e + combining accent.
    const pairs = [
      ['\u0958लम-दवात-१२३४५', '\u0915\u093Cलम-दवात-१२३४५'],
      ['caf\u00e9 au lait 2024', 'cafe\u0301 au lait 2024'],
    ];
    for (const [typedOnce, typedAgain] of pairs) {
      expect(typedAgain).not.toBe(typedOnce);
      expect(await verifyPassword(typedAgain!, await hashPassword(typedOnce!))).toBe(true);
    }
  });

  it('verifies hashes made with other parameters, and says they need a new hash', async () => {
    const older = await hashPassword(PASSWORD, { ln: 12, r: 8, p: 1 });
    expect(older).toContain('$ln=12,r=8,p=1$');
    expect(await verifyPassword(PASSWORD, older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword(PASSWORD))).toBe(false);
  });

  it('refuses, without throwing, no hash at all and hashes it cannot read or would not compute', async () => {
    const good = await hashPassword(PASSWORD);
    for (const stored of [
      undefined,
      '',
      PASSWORD,
      good.replace('$scrypt$', '$argon2id$'),
      good.replace(/ln=\d+/, 'ln=30'), // 2^30 × 1 KiB of memory: not computed
      good.replace(/\$[^$]+$/, '$'),
    ]) {
      expect(await verifyPassword(PASSWORD, stored), String(stored)).toBe(false);
      if (stored !== undefined) expect(needsRehash(stored)).toBe(true);
    }
  });

  it('spends the same work on an unknown account as on a known one (timing tells nothing)', async () => {
    const stored = await hashPassword(PASSWORD);
    const time = async (work: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await work();
        runs.push(performance.now() - started);
      }
      return runs.sort((a, b) => a - b)[1]!;
    };
    const known = await time(() => verifyPassword('wrong password here', stored));
    const unknown = await time(() => verifyPassword('wrong password here', undefined));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it(`asks new passwords for ${ADMIN_PASSWORD_MIN_LENGTH} to ${ADMIN_PASSWORD_MAX_LENGTH} characters, counted as people count them`, () => {
    expect(checkNewPassword('x'.repeat(ADMIN_PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(checkNewPassword('x'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1))).toMatch(`at least ${ADMIN_PASSWORD_MIN_LENGTH}`);
    expect(checkNewPassword('')).toMatch(`at least ${ADMIN_PASSWORD_MIN_LENGTH}`);
    expect(checkNewPassword('x'.repeat(ADMIN_PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(checkNewPassword('x'.repeat(ADMIN_PASSWORD_MAX_LENGTH + 1))).toMatch(`at most ${ADMIN_PASSWORD_MAX_LENGTH}`);
    // Eleven emoji are 22 UTF-16 units but 11 characters: too short.
    expect(checkNewPassword('🙏'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1))).toMatch('at least');
  });
});
