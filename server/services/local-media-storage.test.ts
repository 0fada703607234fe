import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../fs';
import { byteRange, createLocalMediaStorage } from './local-media-storage';

describe('byteRange', () => {
  it('reads one range of bytes within the size, the way RFC 9110 has it', () => {
    expect(byteRange('bytes=0-4', 10)).toEqual([0, 4]);
    expect(byteRange('bytes=5-', 10)).toEqual([5, 9]);
    expect(byteRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(byteRange('bytes=8-100', 10)).toEqual([8, 9]);
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=5-2', 10)).toBe('unsatisfiable');
    // Not one range of bytes: the whole file.
    for (const header of [undefined, '', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-']) expect(byteRange(header, 10), header).toBeUndefined();
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
