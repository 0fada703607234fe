/**
 * The followers of `npm run bench:together` and `npm run bench:together-capacity` (driven through
 * scripts/bench-together-room.ts), in a process of their own: opens `count` event streams at `url`
 * with node:http (a satsang's phones), `wave` at a time, from the loopback `addresses` given in
 * turn (else the system's choice), notes when each move's version reaches each one, and on request
 * drops them all and opens them again at once (a reconnect storm), timing how long until every one
 * is back on the current version.
 */
import { request, Agent, type ClientRequest } from 'node:http';

interface Stream {
  request: ClientRequest;
  /** The address it was opened from ('' for the system's choice): a reconnect uses it again. */
  from: string;
  /** The newest version this stream has seen. */
  version: number;
}

/** Each move's version: when each stream got it. */
const receipts: Record<number, number[]> = {};
const statuses: Record<string, number> = {};
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
let streams: Stream[] = [];

/** Opens one stream; resolves once its first state came (or it failed). */
function open(url: string, from: string, onState: (stream: Stream, version: number) => void): Promise<Stream | undefined> {
  return new Promise((resolve) => {
    const stream = { version: 0, from } as Stream;
    let buffered = '';
    let settled = false;
    const settle = (value: Stream | undefined) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    stream.request = request(url, { agent, ...(from ? { localAddress: from } : {}) }, (response) => {
      const status = String(response.statusCode);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (response.statusCode !== 200) {
        response.resume();
        return settle(undefined);
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(event)?.[1];
          if (id !== undefined) {
            stream.version = Number(id);
            onState(stream, Number(id));
            settle(stream);
          }
        }
      });
      response.on('error', () => settle(undefined));
    });
    stream.request.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      settle(undefined);
    });
    stream.request.end();
  });
}

const noteReceipt = (_stream: Stream, version: number) => (receipts[version] ??= []).push(now());

async function start(url: string, count: number, wave: number, addresses: string[]) {
  const fromOf = (i: number) => addresses[i % addresses.length] ?? '';
  // In waves, as phones join over a few seconds, not in one burst the kernel's queue would drop.
  const opened: (Stream | undefined)[] = [];
  for (let i = 0; i < count; i += wave) {
    opened.push(...(await Promise.all(Array.from({ length: Math.min(wave, count - i) }, (_, j) => open(url, fromOf(i + j), noteReceipt)))));
  }
  streams = opened.filter((stream): stream is Stream => stream !== undefined);
  // The first state each got is no move.
  for (const key of Object.keys(receipts)) delete receipts[Number(key)];
  process.send!({ type: 'connected', count: streams.length, failed: count - streams.length, statuses });
}

async function storm(url: string, version: number) {
  for (const stream of streams) stream.request.destroy();
  for (const key of Object.keys(statuses)) delete statuses[key];
  const started = now();
  let back = 0;
  let backAt = started;
  const reopened = await Promise.all(
    streams.map(({ from }) =>
      open(url, from, (stream, seen) => {
        if (seen >= version && stream.version === seen && !('back' in stream)) {
          Object.assign(stream, { back: true });
          back += 1;
          backAt = now();
        }
      }),
    ),
  );
  streams = reopened.filter((stream): stream is Stream => stream !== undefined);
  process.send!({ type: 'storm', backMs: backAt - started, statuses, back });
}

/** Where the streams were opened: the storm opens them there again. */
let streamsUrl = '';
process.on('message', (message: { type: string; url?: string; count?: number; wave?: number; addresses?: string[]; version?: number }) => {
  if (message.type === 'start') {
    streamsUrl = message.url!;
    void start(streamsUrl, message.count!, message.wave ?? 100, message.addresses ?? []);
  }
  if (message.type === 'report') process.send!({ type: 'received', receipts, statuses });
  if (message.type === 'storm') void storm(streamsUrl, message.version!);
});
