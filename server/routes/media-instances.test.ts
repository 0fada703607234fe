/**
 * Two instances of the server on one database and one S3-compatible object store (a real S3 API
 * server on loopback), as behind a load balancer: what an editor uploads through one, the other
 * serves, and so do the link previews made from it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadResultSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { SUBCATEGORY_IMAGE_PATH } from '../../src/model/constants';
import { asAdmin, signInByTestHeader } from '../test/admin';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { mp3File } from '../test/media-samples';
import { multipart } from '../test/multipart';
import { startS3Server, type TestS3Server } from '../test/s3';
import { MEDIA_STORAGE_UNAVAILABLE } from './files';

describe('media with MEDIA_STORAGE=s3, across instances', () => {
  let database: TestDatabase;
  let s3: TestS3Server;
  const instances: { app: FastifyInstance; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    for (let n = 0; n < 2; n++) instances.push(await createTestApp(database.db, {}, s3.env, signInByTestHeader));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await s3?.stop();
    await database?.close();
  });

  const upload = async (app: FastifyInstance, kind: string, filename: string, type: string, data: Buffer) => {
    const body = multipart([
      { name: 'kind', value: kind },
      { name: 'file', filename, type, data },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.adminMedia,
      headers: { ...body.headers, ...asAdmin },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return mediaUploadResultSchema.parse(res.json()).path;
  };

  it('serves an upload through one instance from the other, whole and in ranges', async () => {
    const [first, second] = instances;
    const song = mp3File(6_000);
    const stored = await upload(first!.app, 'audio', 'Aarti.mp3', 'audio/mpeg', song);
    expect(stored).toMatch(/^\/media\/aarti-[0-9a-f]{16}\.mp3$/);
    const whole = await second!.app.inject(stored);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(song)).toBe(true);
    const part = await second!.app.inject({ url: stored, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${song.length}`);
    expect(part.rawPayload.equals(song.subarray(100, 200))).toBe(true);
  });

  it('serves a sub-category image uploaded through one instance from the other, not the default picture', async () => {
    const [first, second] = instances;
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 80, b: 10 } } })
      .png()
      .toBuffer();
    const name = await upload(first!.app, 'subCategoryImage', 'shiv.png', 'image/png', png);
    const res = await second!.app.inject(`${SUBCATEGORY_IMAGE_PATH}${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(8);
  });

  it('answers 503 (never 500, never a cached default) when the object store does not answer', async () => {
    const lonely = await startS3Server('gone');
    const app = await createTestApp(database.db, {}, lonely.env);
    try {
      await lonely.stop();
      for (const url of ['/media/aarti-0123456789abcdef.mp3', `${SUBCATEGORY_IMAGE_PATH}shiv-0123456789abcdef.png`]) {
        const res = await app.app.inject(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ message: MEDIA_STORAGE_UNAVAILABLE });
        expect(res.headers['retry-after'], url).toBe('5');
      }
    } finally {
      await app.close();
    }
  });
});
