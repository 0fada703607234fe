import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUBCATEGORY_IMAGE_FILE } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/connect';
import { MEDIA_PATH_PREFIX } from '../../src/model/constants';
import { installSeedAssets } from '../db/seed';
import { createMediaStorage } from '../services/create-media-storage';
import type { StoredPlace } from '../services/media-storage';
import { createTestApp } from '../test/app';
import { startS3Server, type TestS3Server } from '../test/s3';
import { STORED_FILE_CSP } from './files';

/**
 * The same files, served the same way, from either storage: DATA_DIR (local disk), or an
 * S3-compatible object store (MEDIA_STORAGE=s3, a real S3 API server on loopback).
 */
const STORAGES = ['local disk', 'object store'] as const;

// These routes need no database; a pool that is never used stands in.
describe.each(STORAGES)('files from %s', (storageName) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let s3: TestS3Server | undefined;
  const audio = randomBytes(5_000);
  const video = randomBytes(3_000);
  const image = randomBytes(700);

  beforeAll(async () => {
    database = createDatabase('postgres://unused@127.0.0.1:1/unused');
    if (storageName === 'object store') s3 = await startS3Server();
    const test = await createTestApp(database.db, {}, s3?.env ?? {});
    ({ app, close } = test);
    const files = path.join(test.dataDir, 'to-store');
    await mkdir(files, { recursive: true });
    const storage = await createMediaStorage(test.config.media, test.dataDir);
    const put = async (place: StoredPlace, name: string, bytes: Buffer) => {
      await writeFile(path.join(files, name), bytes);
      expect(await storage.putIfMissing(place, name, path.join(files, name))).toBe(true);
    };
    await put('media', 'drone.mp3', audio);
    await put('media', 'aarti.mp4', video);
    await put('media', '.secret.mp3', audio);
    await put('subCategoryImages', 'aarti.png', image);
    await writeFile(path.join(test.dataDir, 'outside.txt'), 'TOP-SECRET-CONTENT');
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
    await s3?.stop();
  });

  it('serves a sub-category image, cached for a day', async () => {
    const res = await app.inject('/static/subcategoryimg/aarti.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(image)).toBe(true);
  });

  it('falls back to the default image when the file is missing', async () => {
    const res = await app.inject('/static/subcategoryimg/missing.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(await readFile(DEFAULT_SUBCATEGORY_IMAGE_FILE))).toBe(true);
    expect((await app.inject('/static/subcategoryimg/default.png')).statusCode).toBe(200);
  });

  it('matches image names as long as its schema allows (over Fastify’s default of 100)', async () => {
    const defaultImage = await readFile(DEFAULT_SUBCATEGORY_IMAGE_FILE);
    for (const length of [200, 255]) {
      const res = await app.inject(`/static/subcategoryimg/${'a'.repeat(length - 4)}.png`);
      expect(res.statusCode, String(length)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(defaultImage), String(length)).toBe(true);
    }
    const tooLong = await app.inject(`/static/subcategoryimg/${'a'.repeat(252)}.png`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toHaveProperty('message');
  });

  it('refuses path traversal and hidden files', async () => {
    for (const url of [
      '/static/subcategoryimg/..%2Foutside.txt',
      '/static/subcategoryimg/..%2F..%2F..%2Fetc%2Fpasswd',
      '/static/subcategoryimg/.hidden',
      '/static/subcategoryimg/a%5C..%5Cb',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toHaveProperty('message');
      expect(res.body).not.toContain('TOP-SECRET');
    }
    // URL parsing resolves these dot segments before routing: they never reach a file route.
    for (const url of [
      '/static/subcategoryimg/%2E%2E',
      '/static/subcategoryimg/../outside.txt',
      '/media/../outside.txt',
      '/media/..%2Foutside.txt',
      '/media/%2e%2e/outside.txt',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('TOP-SECRET');
    }
    expect((await app.inject('/media/.secret.mp3')).statusCode).toBe(404);
  });

  it('serves media with byte ranges, so players can seek', async () => {
    const whole = await app.inject({ url: '/media/drone.mp3', headers: { 'accept-encoding': 'gzip, br' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers.etag).toBeTruthy();
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const part = await app.inject({ url: '/media/drone.mp3', headers: { range: 'bytes=0-99', 'accept-encoding': 'gzip, br' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${audio.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(audio.subarray(0, 100))).toBe(true);

    const tail = await app.inject({ url: '/media/drone.mp3', headers: { range: 'bytes=4900-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(audio.subarray(4900))).toBe(true);

    const outOfRange = await app.inject({ url: '/media/drone.mp3', headers: { range: 'bytes=9000-9999' } });
    expect(outOfRange.statusCode).toBe(416);

    const mp4 = await app.inject({ url: '/media/aarti.mp4', headers: { range: 'bytes=10-19' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
  });

  it('serves video as video/mp4, whole or in ranges, with the same cache headers', async () => {
    const whole = await app.inject('/media/aarti.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['last-modified']).toBeTruthy();
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await app.inject({ url: '/media/aarti.mp4', headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
  });

  it('answers HEAD for media and images with the headers and no body', async () => {
    const audioHead = await app.inject({ method: 'HEAD', url: '/media/drone.mp3' });
    expect(audioHead.statusCode).toBe(200);
    expect(audioHead.headers['content-type']).toBe('audio/mpeg');
    expect(audioHead.headers['content-length']).toBe(String(audio.length));
    expect(audioHead.headers['accept-ranges']).toBe('bytes');
    expect(audioHead.body).toBe('');
    const videoHead = await app.inject({ method: 'HEAD', url: '/media/aarti.mp4' });
    expect(videoHead.headers['content-type']).toBe('video/mp4');
    expect(videoHead.body).toBe('');
    const imageHead = await app.inject({ method: 'HEAD', url: '/static/subcategoryimg/aarti.png' });
    expect(imageHead.statusCode).toBe(200);
    expect(imageHead.headers['content-type']).toBe('image/png');
    expect(imageHead.body).toBe('');
    const fallbackHead = await app.inject({ method: 'HEAD', url: '/static/subcategoryimg/none.png' });
    expect(fallbackHead.statusCode).toBe(200);
    expect(fallbackHead.headers['cache-control']).toBe('public, max-age=60');
  });

  it('caches the default image for a minute only, so an image uploaded later (or elsewhere) shows up soon', async () => {
    const res = await app.inject('/static/subcategoryimg/uploaded-later.png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('revalidates media with its ETag', async () => {
    const first = await app.inject('/media/drone.mp3');
    const again = await app.inject({ url: '/media/drone.mp3', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('sends every stored file sandboxed, so an upload opened as a page can run nothing', async () => {
    for (const url of ['/media/drone.mp3', '/media/aarti.mp4', '/static/subcategoryimg/aarti.png', '/static/subcategoryimg/missing.png']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(STORED_FILE_CSP);
      expect(res.headers['content-security-policy'], url).toMatch(/^sandbox;/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers missing media with 404 JSON', async () => {
    const res = await app.inject('/media/nothing.mp3');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /media/nothing.mp3' });
  });
});

describe('the seed’s media, as installed into DATA_DIR', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = createDatabase('postgres://unused@127.0.0.1:1/unused');
    const test = await createTestApp(database.db);
    ({ app, close } = test);
    await installSeedAssets(test.dataDir);
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  it('serves the seeded audio and video the hymns refer to, seekable', async () => {
    for (const [file, type] of [
      ['tanpura-drone-c.mp3', 'audio/mpeg'],
      ['aarti-kunj-bihari.mp4', 'video/mp4'],
    ] as const) {
      const url = `${MEDIA_PATH_PREFIX}${file}`;
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(type);
      const size = Number(head.headers['content-length']);
      expect(size).toBeGreaterThan(1000);
      const tail = await app.inject({ url, headers: { range: 'bytes=-100' } });
      expect(tail.statusCode, url).toBe(206);
      expect(tail.headers['content-range'], url).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
      expect(tail.rawPayload).toHaveLength(100);
    }
  });
});
