import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../src/model/constants';
import { createSession } from '../server/services/auth';
import { verifyPassword } from '../server/services/passwords';
import { createTestConfig } from '../server/test/config';
import { createTestDatabase, type TestDatabase } from '../server/test/db';
import { adminCreate, USAGE } from './admin-create';

const PASSWORD = 'sandhya aarti 1730';

describe('npm run admin:create', () => {
  let database: TestDatabase;
  let dataDir: string;
  let cleanup: () => Promise<void>;

  const admins = async () =>
    (await database.pool.query<{ email: string; password_hash: string }>('select email, password_hash from admin_user order by id')).rows;

  /** Runs the command as `npm run admin:create -- …args` would, with `input` on standard input. */
  async function run(args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) {
    let stdout = '';
    let stderr = '';
    const collect = (into: (text: string) => void) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          into(chunk.toString());
          done();
        },
      });
    const code = await adminCreate(args, {
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env },
      stdin: Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]),
      stdout: collect((text) => (stdout += text)),
      stderr: collect((text) => (stderr += text)),
    });
    return { code, stdout, stderr };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    ({
      config: { dataDir },
      cleanup,
    } = await createTestConfig());
  });
  beforeEach(async () => {
    await database.pool.query('delete from admin_user');
  });
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it('creates the admin with the password read from standard input (one line)', async () => {
    const result = await run(['--email', 'Editor@Example.org', '--password-stdin'], { input: `${PASSWORD}\n` });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the admin Editor@Example.org');
    expect(result.stdout).not.toContain(PASSWORD);
    const [admin] = await admins();
    expect(admin!.email).toBe('Editor@Example.org');
    expect(await verifyPassword(PASSWORD, admin!.password_hash)).toBe(true);
  });

  it('takes the password from ADMIN_PASSWORD and the address from ADMIN_EMAIL', async () => {
    const result = await run([], { env: { ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: PASSWORD } });
    expect(result.code).toBe(0);
    const [admin] = await admins();
    expect(admin!.email).toBe('first@example.org');
    expect(await verifyPassword(PASSWORD, admin!.password_hash)).toBe(true);
  });

  it('leaves an existing admin alone without --reset (exit 1), and with it sets the new password and signs it out', async () => {
    expect((await run(['--email', 'editor@example.org', '--password-stdin'], { input: PASSWORD })).code).toBe(0);
    const before = await admins();

    const again = await run(['--email', 'EDITOR@example.org', '--password-stdin'], { input: 'a brand new password' });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already.*--reset/);
    expect(await admins()).toEqual(before);

    const id = (await database.pool.query<{ id: number }>('select id from admin_user')).rows[0]!.id;
    await createSession(database.db, id, { idleMinutes: 60, maxHours: 12 });
    const reset = await run(['--email', 'EDITOR@example.org', '--password-stdin', '--reset'], { input: 'a brand new password\r\n' });
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Set a new password for the admin editor@example.org; 1 session(s) signed out.');
    const [admin] = await admins();
    expect(await verifyPassword('a brand new password', admin!.password_hash)).toBe(true);
    expect((await database.pool.query('select 1 from admin_session')).rows).toEqual([]);
  });

  it(`refuses a password shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters and an address that is not one, saving nothing`, async () => {
    const short = await run(['--email', 'editor@example.org', '--password-stdin'], { input: 'short\n' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`);
    const email = await run(['--email', 'editor.example.org', '--password-stdin'], { input: PASSWORD });
    expect(email.code).toBe(1);
    expect(email.stderr).toMatch(/^The e-mail address must be an e-mail address/);
    expect(await admins()).toEqual([]);
  });

  it('explains its use for wrong arguments (exit 2), and when there is no password to read', async () => {
    for (const args of [[], ['--email'], ['--email', 'a@example.org', '--pasword-stdin'], ['--email', 'a@example.org', 'extra']]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(USAGE);
    }
    // Not a terminal, no --password-stdin, no ADMIN_PASSWORD: nothing to ask.
    const noPassword = await run(['--email', 'a@example.org']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('No password given');
    expect((await run(['--help'])).stdout).toBe(USAGE);
    expect(await admins()).toEqual([]);
  });

  it('says what is wrong with the configuration', async () => {
    const result = await run(['--email', 'a@example.org', '--password-stdin'], { input: PASSWORD, env: { DATABASE_URL: 'mysql://nope' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
