import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Log } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { AdminInputError, createSession, ensureInitialAdmin, findSession, saveAdmin, signIn } from './auth';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords';

const SETTINGS = { idleMinutes: 120, maxHours: 12 };

function recordingLog() {
  const lines: string[] = [];
  const log: Log = { debug: (m) => lines.push(m), info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  return { log, lines };
}

describe('admins', () => {
  let database: TestDatabase;
  const admins = async () =>
    (
      await database.pool.query<{ id: number; email: string; password_hash: string }>(
        'select id, email, password_hash from admin_user order by id',
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.pool.query('delete from admin_user');
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('saveAdmin', () => {
    it('creates an admin with a hashed password, keeping the address as typed', async () => {
      const saved = await saveAdmin(database.db, { email: ' Mira@Example.org ', password: 'giridhar gopal 108' });
      expect(saved).toEqual({ outcome: 'created', user: { id: expect.any(Number), email: 'Mira@Example.org' } });
      const [row] = await admins();
      expect(row!.email).toBe('Mira@Example.org');
      expect(row!.password_hash).not.toContain('giridhar');
      expect(await verifyPassword('giridhar gopal 108', row!.password_hash)).toBe(true);
    });

    it('changes nothing for an address that exists in any case, unless told to reset; a reset signs the admin out everywhere', async () => {
      const { user } = await saveAdmin(database.db, { email: 'mira@example.org', password: 'giridhar gopal 108' });
      const token = await createSession(database.db, user.id, SETTINGS);
      const before = await admins();

      expect(await saveAdmin(database.db, { email: 'MIRA@example.org', password: 'a different password' })).toEqual({
        outcome: 'exists',
        user,
      });
      expect(await admins()).toEqual(before);

      const reset = await saveAdmin(database.db, { email: 'MIRA@example.org', password: 'a different password', reset: true });
      expect(reset).toEqual({ outcome: 'password-reset', user, sessionsEnded: 1 });
      const [row] = await admins();
      expect(await verifyPassword('a different password', row!.password_hash)).toBe(true);
      expect(await verifyPassword('giridhar gopal 108', row!.password_hash)).toBe(false);
      expect(await findSession(database.db, token, SETTINGS)).toBeNull();
    });

    it('refuses an address that is not one, and a short password, saving nothing', async () => {
      await expect(saveAdmin(database.db, { email: 'not-an-address', password: 'long enough password' })).rejects.toThrow(AdminInputError);
      await expect(saveAdmin(database.db, { email: 'mira@example.org', password: 'short' })).rejects.toThrow(/at least 12 characters/);
      expect(await admins()).toEqual([]);
    });
  });

  describe('ensureInitialAdmin', () => {
    const initialAdmin = { email: 'first@example.org', password: 'the very first password' };

    it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is none', async () => {
      const { log, lines } = recordingLog();
      const created = await ensureInitialAdmin(database.db, { initialAdmin }, log);
      expect(created).toEqual({ id: expect.any(Number), email: 'first@example.org' });
      const [row] = await admins();
      expect(await verifyPassword(initialAdmin.password, row!.password_hash)).toBe(true);
      expect(lines.join('\n')).toContain('Created the first admin first@example.org');
      expect(lines.join('\n')).not.toContain(initialAdmin.password);
    });

    it('leaves the admins alone once there is one, and says the variables were ignored', async () => {
      await saveAdmin(database.db, { email: 'mira@example.org', password: 'giridhar gopal 108' });
      const before = await admins();
      const { log, lines } = recordingLog();
      expect(await ensureInitialAdmin(database.db, { initialAdmin }, log)).toBeUndefined();
      expect(await admins()).toEqual(before);
      expect(lines.join('\n')).toMatch(/ignored/);
    });

    it('does nothing without the variables', async () => {
      const { log, lines } = recordingLog();
      expect(await ensureInitialAdmin(database.db, { initialAdmin: undefined }, log)).toBeUndefined();
      expect(await admins()).toEqual([]);
      expect(lines).toEqual([]);
    });
  });

  describe('signIn', () => {
    it('stores a new hash with the current parameters when the old one was made with others', async () => {
      const older = await hashPassword('giridhar gopal 108', { ln: 12, r: 8, p: 1 });
      await database.pool.query('insert into admin_user (email, password_hash) values ($1, $2)', ['mira@example.org', older]);
      const outcome = await signIn(database.db, { email: 'mira@example.org', password: 'giridhar gopal 108', address: '192.0.2.1' });
      expect(outcome).toMatchObject({ outcome: 'signed-in', user: { email: 'mira@example.org' } });
      const [row] = await admins();
      expect(row!.password_hash).toContain(`$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}$`);
      expect(await verifyPassword('giridhar gopal 108', row!.password_hash)).toBe(true);
    });
  });
});
