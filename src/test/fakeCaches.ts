/** Test stand-ins for the browser's Cache API. */

/** A Cache API stand-in: named caches of whole answers, read in full when put (as browsers do). */
export class FakeCache {
  readonly entries = new Map<string, { bytes: ArrayBuffer; headers: Headers; status: number }>();
  failPut: Error | null = null;

  async match(key: string): Promise<Response | undefined> {
    const entry = this.entries.get(key);
    return entry && new Response(entry.bytes, { status: entry.status, headers: entry.headers });
  }

  async put(key: string, response: Response): Promise<void> {
    const bytes = await response.arrayBuffer();
    if (this.failPut) throw this.failPut;
    this.entries.set(key, { bytes, headers: new Headers(response.headers), status: response.status });
  }

  async delete(key: string | Request): Promise<boolean> {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  readonly opened: string[] = [];

  async open(name: string): Promise<FakeCache> {
    this.opened.push(name);
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
}
