/**
 * The editor of `npm run bench:load`, run in a worker thread (see editorSaving there): signs in,
 * then saves a hymn (a small change each time) once a second until told 'stop', timing each save,
 * and posts what it measured back.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { apiPaths } from '../src/model/api-paths';
import type { ContentSave } from '../src/model/admin';
import type { Content } from '../src/model/entities';
import { percentile, signIn } from './bench-app';

export interface SaveResult {
  signInMs: number;
  saves: number;
  statuses: Record<string, number>;
  p99Ms: number;
  maxMs: number;
}

interface EditorData {
  base: string;
  hymn: Content;
  admin: { email: string; password: string };
}

const round = (n: number) => Math.round(n);

/** One request over its own agent: the editor's connection is not one of the load's. */
function send(url: string, method: string, headers: http.OutgoingHttpHeaders, body?: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Slow saves do not pile up: the next one waits for the one before. */
async function editorSaving({ base, hymn, admin }: EditorData, until: Promise<unknown>): Promise<SaveResult> {
  const signingIn = performance.now();
  const { cookie } = await signIn(new URL(base), admin);
  const signInMs = round(performance.now() - signingIn);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  for (let n = 0; !done; n++) {
    const started = performance.now();
    const save: ContentSave = {
      contentId: hymn.contentId,
      titlePrimary: hymn.titlePrimary,
      contentPrimary: `${hymn.contentPrimary}${n % 2 ? '\n' : ''}`,
      subCategory: { subCategoryId: hymn.subCategory!.subCategoryId },
    };
    const headers = { 'content-type': 'application/json', cookie, origin: base };
    const res = await send(`${base}${apiPaths.contentSave}`, 'POST', headers, JSON.stringify(save), agent).catch(
      (error: Error & { code?: string }) => ({ status: error.code ?? 'error' }),
    );
    const ms = performance.now() - started;
    times.push(ms);
    statuses[String(res.status)] = (statuses[String(res.status)] ?? 0) + 1;
    await Promise.race([until, new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - ms)))]);
  }
  agent.destroy();
  return { signInMs, saves: times.length, statuses, p99Ms: round(percentile(times, 99)), maxMs: round(Math.max(...times)) };
}

const stopped = new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
const result = await editorSaving(workerData as EditorData, stopped);
parentPort!.postMessage(result);
parentPort!.close();
