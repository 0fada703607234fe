/**
 * The parts of a deployment, real and on loopback, for the deployment test: Debian's PostgreSQL (a
 * cluster of its own, made with pg_createcluster and dropped afterwards) and Debian's haproxy in
 * front of the server's instances. `.ci/run` installs both (apt-get: postgresql, haproxy).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../net/free-port';

const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';
const HAPROXY = '/usr/sbin/haproxy';
/** The header haproxy adds to every answer: which instance gave it. */
export const INSTANCE_HEADER = 'x-instance';

export interface DebianPostgres {
  /** The app's database on it. */
  url: string;
  version: string;
  stop: () => Promise<void>;
}

function installedPostgresVersion(): string {
  const versions = existsSync(DEBIAN_POSTGRESQL) ? readdirSync(DEBIAN_POSTGRESQL).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest || !existsSync('/usr/bin/pg_createcluster')) {
    throw new Error("Debian's PostgreSQL is not installed (apt-get install postgresql; .ci/run does it)");
  }
  return newest;
}

/**
 * A new PostgreSQL cluster of Debian's newest installed version on a free port (UTF-8, as search
 * needs), trusting connections from this machine, with an empty database for the app.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const version = installedPostgresVersion();
  const name = `bhajan-test-${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  execFileSync(
    'pg_createcluster',
    [version, name, '--port', String(port), '--locale', 'C.UTF-8', '--start', '--', '--auth-local=trust', '--auth-host=trust'],
    { stdio: 'pipe' },
  );
  const stop = async () => {
    execFileSync('pg_dropcluster', [version, name, '--stop'], { stdio: 'pipe' });
  };
  try {
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('create database bhajan_sangrah');
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/bhajan_sangrah`, version, stop };
}

export interface Balancer {
  /** http://127.0.0.1:port */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Debian's haproxy on a free port in front of `backends` (ports on 127.0.0.1): round robin, each
 * instance checked on /healthz every half second, the client's address passed on
 * (X-Forwarded-For) and the instance that answered named in INSTANCE_HEADER. Resolves once every
 * instance is up in haproxy's eyes.
 */
export async function startHaproxy(backends: number[]): Promise<Balancer> {
  if (!existsSync(HAPROXY)) throw new Error("Debian's haproxy is not installed (apt-get install haproxy; .ci/run does it)");
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      // A satsang's followers hold a connection each (two at haproxy: theirs and the instance's).
      '  maxconn 5000',
      'defaults',
      '  mode http',
      // Each event of a stream goes out as it comes (Sing together): no waiting to fill a packet.
      '  option http-no-delay',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      `  http-response set-header ${INSTANCE_HEADER} %s`,
      ...backends.map((backend, n) => `  server instance-${n + 1} 127.0.0.1:${backend} check inter 500ms fall 2 rise 1`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dir, { recursive: true, force: true });
  };
  // Up when every instance has answered through it.
  const seen = new Set<string>();
  const until = Date.now() + 30_000;
  while (seen.size < backends.length) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`haproxy did not reach every instance:\n${output}`);
    }
    const res = await fetch(`${url}/healthz`).catch(() => undefined);
    const instance = res?.ok ? res.headers.get(INSTANCE_HEADER) : null;
    if (instance) seen.add(instance);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
