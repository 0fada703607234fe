import { afterEach, describe, expect, it } from 'vitest';
import { ANDROID_APP_ID } from '../../src/model/config';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { ASSET_LINKS_PATH } from './well-known';

const FINGERPRINT = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';

describe('the Android App Links statement', () => {
  let database: TestDatabase | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    await database?.close();
  });

  async function appWith(env: NodeJS.ProcessEnv) {
    database = await createTestDatabase();
    const test = await createTestApp(database.db, {}, env);
    close = test.close;
    return test.app;
  }

  it('lets the app signed with the configured certificates open the site’s links', async () => {
    const app = await appWith({ ANDROID_CERT_FINGERPRINTS: FINGERPRINT.toLowerCase() });
    const answer = await app.inject({ method: 'GET', url: ASSET_LINKS_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: ANDROID_APP_ID, sha256_cert_fingerprints: [FINGERPRINT] },
      },
    ]);
  });

  it('is 404 with a JSON message while no certificate is configured', async () => {
    const app = await appWith({});
    const answer = await app.inject({ method: 'GET', url: ASSET_LINKS_PATH });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.stringContaining('ANDROID_CERT_FINGERPRINTS') });
  });
});
