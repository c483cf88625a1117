/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface ReceivedEvent {
  event: string;
  data: string;
  /** performance.now() when its last line arrived. */
  receivedAt: number;
}

/**
 * A Server-Sent Events client over real HTTP (fetch), for tests and the latency bench: it keeps
 * every event, the comments (heartbeats) it saw, and whether the server ended the stream.
 */
export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  ended = false;
  status = 0;
  headers = new Headers();
  private readonly abort = new AbortController();
  private readonly waiters = new Set<() => void>();

  static async connect(url: string, headers: Record<string, string> = {}) {
    const client = new EventStreamClient();
    await client.start(url, headers);
    return client;
  }

  private async start(url: string, headers: Record<string, string>) {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: this.abort.signal,
    });
    this.status = response.status;
    this.headers = response.headers;
    if (!response.ok || !response.body) {
      this.ended = true;
      return;
    }
    void this.read(response.body);
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.notify();
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream is over.
    }
    this.ended = true;
    this.notify();
  }

  private parse(frame: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) this.comments += 1;
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length)
      this.events.push({ event, data: data.join('\n'), receivedAt: performance.now() });
  }

  private notify() {
    for (const waiter of this.waiters) waiter();
  }

  /** The parsed data of every event of this name so far. */
  all<T>(event: string): T[] {
    return this.events.filter((e) => e.event === event).map((e) => JSON.parse(e.data) as T);
  }

  /** Resolves once `done` holds for what was received, or rejects after `timeoutMs`. */
  async until(done: (client: this) => boolean, timeoutMs = 10_000): Promise<void> {
    if (done(this)) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`Not received within ${timeoutMs} ms: ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      const check = () => {
        if (!done(this)) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  close() {
    this.abort.abort();
  }
}
