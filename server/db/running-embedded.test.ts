import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostmasterPid, runningEmbeddedPostgresUrl } from './running-embedded';

/** What PostgreSQL 18 writes, as read from the embedded one (empty socket directory: TCP only). */
const postmasterPid = (pid: number, port = 5433) =>
  `${pid}\n/srv/data/postgres\n1767225600\n${port}\n\n127.0.0.1\n  5433001         0\nready   \n`;

describe('postmaster.pid', () => {
  it('names the process, the directory, the port and the state', () => {
    expect(parsePostmasterPid(postmasterPid(4321, 5999))).toEqual({
      pid: 4321,
      dataDir: '/srv/data/postgres',
      port: 5999,
      status: 'ready',
    });
  });

  it('is nothing while PostgreSQL is still writing it, or when it is something else', () => {
    expect(parsePostmasterPid('4321\n/srv/data/postgres\n')).toBeUndefined();
    expect(parsePostmasterPid('')).toBeUndefined();
    expect(parsePostmasterPid('not a pid\n/x\n1\n5433\n')).toBeUndefined();
    expect(parsePostmasterPid('4321\n/x\n1\n99999\n')).toBeUndefined();
  });
});

describe('the running embedded PostgreSQL', () => {
  let dataDir: string;
  const clusterDir = () => path.join(dataDir, 'postgres');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-running-'));
    await mkdir(clusterDir());
    await writeFile(`${clusterDir()}.password`, 'pass word/+\n');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is none when there is no postmaster.pid', async () => {
    expect(await runningEmbeddedPostgresUrl(clusterDir())).toBeUndefined();
  });

  it('is none when the process of postmaster.pid has ended (a killed PostgreSQL)', async () => {
    const ended = spawn(process.execPath, ['-e', '']);
    await once(ended, 'exit');
    await writeFile(path.join(clusterDir(), 'postmaster.pid'), postmasterPid(ended.pid!));
    expect(await runningEmbeddedPostgresUrl(clusterDir())).toBeUndefined();
  });

  it('is none when that pid is now another program', async () => {
    await writeFile(path.join(clusterDir(), 'postmaster.pid'), postmasterPid(process.pid));
    expect(await runningEmbeddedPostgresUrl(clusterDir())).toBeUndefined();
  });
  // The URL of a live one is tried by scripts/backup.test.ts, against a real embedded PostgreSQL.
});
