import type { FastifyInstance } from 'fastify';

/**
 * Set when the process has been asked to stop: readiness answers 503 so load balancers stop
 * sending new work, and every response says `Connection: close`, so kept-alive clients open their
 * next request elsewhere instead of on a socket about to be closed under them.
 */
export class Draining {
  private started = false;
  private readonly listeners: Array<() => void> = [];

  get active(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
    for (const listener of this.listeners) listener();
  }

  /** Runs when draining begins: long-lived responses (event streams) end, to reconnect elsewhere. */
  onBegin(listener: () => void): void {
    this.listeners.push(listener);
  }

  register(fastify: FastifyInstance): void {
    fastify.addHook('onSend', async (_request, reply, payload) => {
      if (this.started) void reply.header('connection', 'close');
      return payload;
    });
  }
}
