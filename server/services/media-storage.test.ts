import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAccept } from '../../src/model/admin';
import { dataPaths } from '../fs';
import { createLocalMediaStorage, looksLike, storedMediaName } from './media-storage';

describe('storedMediaName', () => {
  it('keeps the original name in safe Latin letters, adds a random suffix and the extension', () => {
    expect(storedMediaName('audio', 'Hanumān Chālīsā (Live).MP3', 'mp3')).toMatch(/^hanuman-chalisa-live-[0-9a-f]{16}\.mp3$/);
    expect(storedMediaName('image', '../../etc/passwd.png', 'png')).toMatch(/^passwd-[0-9a-f]{16}\.png$/);
    expect(storedMediaName('subCategoryImage', 'शिव.png', 'png')).toMatch(/^sub-category-image-[0-9a-f]{16}\.png$/);
    expect(storedMediaName('video', `${'a'.repeat(300)}.mp4`, 'mp4')).toMatch(/^a{60}-[0-9a-f]{16}\.mp4$/);
  });
});

describe('looksLike', () => {
  it('tells each accepted type by its first bytes', () => {
    expect(looksLike('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(looksLike('mp3', Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe(true);
    expect(looksLike('mp3', Buffer.from('ID3\u0004'))).toBe(true);
    expect(looksLike('mp3', Buffer.from('<html>'))).toBe(false);
    expect(looksLike('exe', Buffer.from('MZ'))).toBe(false);
  });
});

describe('mediaAccept', () => {
  it('lists extensions and MIME types for a file picker', () => {
    expect(mediaAccept('video')).toBe('.mp4,.webm,video/mp4,video/webm');
    expect(mediaAccept('image').split(',')).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.jpeg', '.webp', 'image/png', 'image/jpeg', 'image/webp']),
    );
  });
});

describe('createLocalMediaStorage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-media-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes content media under media/ and sub-category images under static/subcategoryimg/', async () => {
    const storage = createLocalMediaStorage(dataDir);
    expect(await storage.save('audio', 'song-0123456789abcdef.mp3', Readable.from([Buffer.from('ID3 data')]))).toEqual({
      path: '/media/song-0123456789abcdef.mp3',
    });
    expect(await storage.save('subCategoryImage', 'shiv-0123456789abcdef.png', Readable.from([Buffer.from('png')]))).toEqual({
      path: 'shiv-0123456789abcdef.png',
    });
    expect(await readFile(path.join(dataPaths(dataDir).media, 'song-0123456789abcdef.mp3'), 'utf8')).toBe('ID3 data');
    expect(await readdir(dataPaths(dataDir).subCategoryImages)).toEqual(['shiv-0123456789abcdef.png']);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const storage = createLocalMediaStorage(dataDir);
    const before = await readdir(dataPaths(dataDir).media);
    async function* broken() {
      yield Buffer.alloc(100_000, 1);
      throw new Error('connection lost');
    }
    await expect(storage.save('video', 'clip-0123456789abcdef.mp4', Readable.from(broken()))).rejects.toThrow('connection lost');
    expect(await readdir(dataPaths(dataDir).media)).toEqual(before);
  });

  it('refuses a name it did not make (a path, a hidden file)', async () => {
    const storage = createLocalMediaStorage(dataDir);
    for (const name of ['../x.mp3', '.hidden.mp3', 'a/b.mp3', 'UPPER.mp3']) {
      await expect(storage.save('audio', name, Readable.from([Buffer.from('x')])), name).rejects.toThrow(/Not a stored media file name/);
    }
  });
});
