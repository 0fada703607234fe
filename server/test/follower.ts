/**
 * A follower of a Sing together room in tests: reads the room's event stream over real HTTP and
 * keeps each state it is sent, in order, until it is closed.
 */
import { togetherStateSchema, type TogetherState } from '../../src/model/together';

/** The events of one follower's stream, as they come, until it is closed. */
export class Follower {
  readonly states: TogetherState[] = [];
  readonly raw: string[] = [];
  private readonly controller = new AbortController();
  ended: Promise<void>;
  status = 0;

  /** The answer's headers (the instance that serves it, behind a balancer). */
  headers: Headers | undefined;

  constructor(url: string) {
    this.ended = this.read(url);
  }

  private async read(url: string) {
    const response = await fetch(url, { signal: this.controller.signal });
    this.status = response.status;
    this.headers = response.headers;
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          this.raw.push(event);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: state$/m.test(event) && data) this.states.push(togetherStateSchema.parse(JSON.parse(data)));
        }
      }
    } catch {
      // Closed by the test.
    }
  }

  /** Waits until a state matching `test` has come (`withinMs`, 5 s, at most). */
  async until(test: (state: TogetherState) => boolean, withinMs = 5_000): Promise<TogetherState> {
    const started = Date.now();
    for (;;) {
      const found = this.states.find(test);
      if (found) return found;
      if (Date.now() - started > withinMs) throw new Error(`no such state; had ${JSON.stringify(this.states)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    this.controller.abort();
  }
}
