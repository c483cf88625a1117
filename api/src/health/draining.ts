import type { FastifyInstance } from 'fastify';

/**
 * Where a stopping process is: `draining` while load balancers see readiness fail, `settling`
 * while the listener is about to close, `closing` once it has (see stop-accepting.ts).
 */
type Phase = 'serving' | 'draining' | 'settling' | 'closing';

/**
 * Set when the process has been asked to stop: readiness answers 503 so load balancers stop
 * sending new work, and responses say `Connection: close`, so kept-alive clients open their next
 * request elsewhere instead of on a socket about to be closed under them.
 */
export class Draining {
  private phase: Phase = 'serving';
  private readonly listeners: Array<() => void> = [];

  get active(): boolean {
    return this.phase !== 'serving';
  }

  begin(): void {
    this.phase = 'draining';
    for (const listener of this.listeners) listener();
  }

  /**
   * Keeps connections open again for a moment: a client still sending here after the drain then
   * stays on its connection instead of waiting in the kernel's accept queue, which closing the
   * listener would reset.
   */
  settle(): void {
    this.phase = 'settling';
  }

  /** The listener is closed: each connection's next answer is its last. */
  close(): void {
    this.phase = 'closing';
  }

  /** Runs when draining begins: long-lived responses (event streams) end, to reconnect elsewhere. */
  onBegin(listener: () => void): void {
    this.listeners.push(listener);
  }

  register(fastify: FastifyInstance): void {
    fastify.addHook('onSend', async (_request, reply, payload) => {
      if (this.phase === 'draining' || this.phase === 'closing') {
        void reply.header('connection', 'close');
      }
      return payload;
    });
  }
}
