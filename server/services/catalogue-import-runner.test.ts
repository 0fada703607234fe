/**
 * The rules around an editor's import that need no database: the file received within its limit,
 * one import at a time on an instance, and the temporary folders removed. The import itself (the
 * lock, checking, writing, stopping) is tested through its HTTP call, routes/catalogue-file.test.ts.
 */
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_IMPORT_REFUSALS } from '../../src/model/catalogue-file';
import type { Database } from '../db/connect';
import { silentLog } from '../logger';
import { CatalogueFileNotReceived, createCatalogueImportRunner, receiveFile } from './catalogue-import-runner';

/**
 * The imports' temporary folders go to a folder of this file's own (tmpdir() reads TMPDIR each
 * time): the HTTP tests, which may run at the same time, check that none is left in theirs.
 */
const sharedTmp = process.env.TMPDIR;
let ownTmp: string;
beforeAll(async () => {
  ownTmp = await mkdtemp(path.join(tmpdir(), 'catalogue-runner-test-'));
  process.env.TMPDIR = ownTmp;
});
afterAll(async () => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  await rm(ownTmp, { recursive: true, force: true });
});

/** Never reached: these imports end before the file is checked. */
const noDatabase = undefined as unknown as Database;
const importsLeftBehind = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('catalogue-import-'));

describe('receiveFile', () => {
  it('stops at the limit however the body is sent, and leaves the partial file to be removed', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'receive-test-'));
    try {
      const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      const received = receiveFile(body, path.join(folder, 'file'), 1_000);
      await expect(received).rejects.toBeInstanceOf(CatalogueFileNotReceived);
      await expect(received).rejects.toMatchObject({ reason: 'size', message: CATALOGUE_IMPORT_REFUSALS.size });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('createCatalogueImportRunner', () => {
  it('refuses a second import while the first is received, and removes its folder when the client goes away', async () => {
    const before = await importsLeftBehind();
    const runner = createCatalogueImportRunner(noDatabase, 1_000);
    const body = new PassThrough();
    body.write('{"key": "a"}\n');
    const first = runner.run(body, { signal: new AbortController().signal, log: silentLog });
    expect(runner.busy).toBe(true);
    expect(await runner.run(Readable.from(['']), { signal: new AbortController().signal, log: silentLog })).toEqual({
      kind: 'alreadyImporting',
    });
    // Once the body is being written to its file (piped, so flowing), the client goes away.
    await vi.waitFor(() => expect(body.readableFlowing).toBe(true));
    body.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(await first).toEqual({ kind: 'notReceived', reason: 'brokenOff' });
    expect(runner.busy).toBe(false);
    expect(await importsLeftBehind()).toEqual(before);
  });

  it('refuses a file past its limit, and removes its folder', async () => {
    const before = await importsLeftBehind();
    const runner = createCatalogueImportRunner(noDatabase, 1_000);
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    expect(await runner.run(body, { signal: new AbortController().signal, log: silentLog })).toEqual({
      kind: 'notReceived',
      reason: 'size',
    });
    expect(runner.busy).toBe(false);
    expect(await importsLeftBehind()).toEqual(before);
  });

  it('removes the folders a killed process left a day ago, not those of an import under way', async () => {
    const stale = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
    const fresh = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
    try {
      await mkdir(path.join(stale, 'inside'));
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await utimes(stale, twoDaysAgo, twoDaysAgo);
      await createCatalogueImportRunner(noDatabase).removeLeftovers(silentLog);
      const left = await importsLeftBehind();
      expect(left).not.toContain(path.basename(stale));
      expect(left).toContain(path.basename(fresh));
    } finally {
      await rm(stale, { recursive: true, force: true });
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
