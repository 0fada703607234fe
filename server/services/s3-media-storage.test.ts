import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage, StoredFileRead } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

const CONTENT = 'ID3 0123456789 the whole song';

async function bodyOf(read: StoredFileRead): Promise<string> {
  if (read.status !== 200 && read.status !== 206) throw new Error(`no body: ${read.status}`);
  return text(read.body);
}

/** What every media storage does, local disk and object store alike. */
function storageContract(name: string, create: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }>) {
  describe(name, () => {
    let storage: MediaStorage;
    let close: () => Promise<void>;
    let seedFile: string;
    beforeAll(async () => {
      ({ storage, close } = await create());
      const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-seed-'));
      seedFile = path.join(dir, 'aarti-seed.mp3');
      await writeFile(seedFile, 'ID3 seed');
    });
    afterAll(async () => {
      await close();
      await rm(path.dirname(seedFile), { recursive: true, force: true });
    });

    it('stores an upload and reads it back whole, with its type', async () => {
      expect(await storage.save('audio', 'song-0123456789abcdef.mp3', Readable.from([Buffer.from(CONTENT)]))).toEqual({
        path: '/media/song-0123456789abcdef.mp3',
      });
      const read = await storage.read('media', 'song-0123456789abcdef.mp3');
      expect(read).toMatchObject({ status: 200, contentLength: CONTENT.length, contentType: 'audio/mpeg' });
      expect(await bodyOf(read)).toBe(CONTENT);
      expect(await storage.save('subCategoryImage', 'shiv-0123456789abcdef.png', Readable.from([Buffer.from('png')]))).toEqual({
        path: 'shiv-0123456789abcdef.png',
      });
      expect(await bodyOf(await storage.read('subCategoryImages', 'shiv-0123456789abcdef.png'))).toBe('png');
      // Each kind in its own place.
      expect((await storage.read('media', 'shiv-0123456789abcdef.png')).status).toBe(404);
    });

    it('reads the bytes a range asks for (players seek), and says so of a range past the end', async () => {
      const part = await storage.read('media', 'song-0123456789abcdef.mp3', { range: 'bytes=4-13' });
      expect(part).toMatchObject({ status: 206, contentLength: 10, contentRange: `bytes 4-13/${CONTENT.length}` });
      expect(await bodyOf(part)).toBe('0123456789');
      expect(await storage.read('media', 'song-0123456789abcdef.mp3', { range: 'bytes=1000-' })).toEqual({
        status: 416,
        size: CONTENT.length,
      });
    });

    it('answers 404 for a file it does not have, and keeps nothing of an upload that broke off', async () => {
      expect((await storage.read('media', 'missing-0123456789abcdef.mp3')).status).toBe(404);
      // No name leads out of its place, nor to a hidden or overlong one.
      for (const name of ['../media/song-0123456789abcdef.mp3', '.song.mp3', 'a/b.mp3', 'a\\b.mp3', `${'a'.repeat(250)}.mp3`]) {
        expect((await storage.read('subCategoryImages', name)).status, name).toBe(404);
      }
      async function* broken() {
        yield Buffer.from('ID3 part');
        throw new Error('connection lost');
      }
      await expect(storage.save('audio', 'broken-0123456789abcdef.mp3', Readable.from(broken()))).rejects.toThrow('connection lost');
      expect((await storage.read('media', 'broken-0123456789abcdef.mp3')).status).toBe(404);
      await expect(storage.save('audio', '../escape.mp3', Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /Not a stored media file name/,
      );
    });

    it("puts the seed's files once: a file already there is left as it is", async () => {
      expect(await storage.putIfMissing('media', 'aarti-seed.mp3', seedFile)).toBe(true);
      expect(await storage.putIfMissing('media', 'aarti-seed.mp3', seedFile)).toBe(false);
      expect(await bodyOf(await storage.read('media', 'aarti-seed.mp3'))).toBe('ID3 seed');
    });
  });
}

storageContract('local disk', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-media-'));
  return { storage: createLocalMediaStorage(dataDir), close: () => rm(dataDir, { recursive: true, force: true }) };
});

let s3: TestS3Server;
storageContract('S3-compatible object store', async () => {
  s3 = await startS3Server();
  return { storage: createS3MediaStorage({ bucket: s3.bucket, client: s3.client }), close: () => s3.stop() };
});

describe('S3-compatible object store, revalidation', () => {
  it('answers 304 to the ETag it gave', async () => {
    const server = await startS3Server('revalidation');
    try {
      const storage = createS3MediaStorage({ bucket: server.bucket, client: server.client });
      await storage.save('audio', 'song-0123456789abcdef.mp3', Readable.from([Buffer.from(CONTENT)]));
      const first = await storage.read('media', 'song-0123456789abcdef.mp3');
      if (first.status !== 200) throw new Error(`expected 200, got ${first.status}`);
      first.body.destroy();
      expect(first.etag).toBeTruthy();
      expect(await storage.read('media', 'song-0123456789abcdef.mp3', { ifNoneMatch: first.etag })).toEqual({ status: 304 });
    } finally {
      await server.stop();
    }
  });
});
