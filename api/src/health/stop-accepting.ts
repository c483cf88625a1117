import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Draining } from './draining.js';

/** How often connections are counted while they end. */
const POLL_MS = 25;
/** No new connection for this long: every client still sending holds an open one. */
const QUIET_MS = 100;
/** The longest wait for that quiet, for clients that keep opening new connections regardless. */
const SETTLE_LIMIT_MS = 2_000;
/** After the listener closes, how long an accepted connection may stay silent before it is closed. */
export const SILENT_CONNECTION_MS = 1_000;
/**
 * From a timer to the next check phase in a loop that is not held up. Longer, and a client's
 * bytes may have landed after the poll phase in between read its sockets.
 */
const PROMPT_TURN_MS = 10;

/** What a stop needs to know of a connection: when it was last heard from, what it awaits. */
interface ConnectionState {
  bytesRead: number;
  heardAt: number;
  unanswered: number;
}

/**
 * Every accepted connection of `server`, from before it listens: which requests still await their
 * answer, and, read from the socket's byte count, whether a client sent anything since the last
 * look (the count grows as bytes are read, before the request they begin has been parsed).
 */
export class OpenConnections {
  private readonly states = new Map<Socket, ConnectionState>();

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.states.set(socket, { bytesRead: 0, heardAt: Date.now(), unanswered: 0 });
      socket.once('close', () => this.states.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const state = this.states.get(request.socket);
      if (!state) return;
      state.unanswered += 1;
      response.once('close', () => {
        state.unanswered -= 1;
        state.heardAt = Date.now();
      });
    });
  }

  get count(): number {
    return this.states.size;
  }

  /**
   * Closes each connection silent since `since` for `silentMs`: no byte read from it and no request
   * of it unanswered. Called right after a poll phase, so bytes a client sent are read by then.
   */
  closeSilent(since: number, silentMs: number): void {
    const now = Date.now();
    for (const [socket, state] of this.states) {
      if (socket.bytesRead !== state.bytesRead || state.unanswered > 0) {
        state.bytesRead = socket.bytesRead;
        state.heardAt = now;
      }
      if (now - Math.max(since, state.heardAt) >= silentMs) socket.destroy();
    }
  }
}

/**
 * Closes the listener after the drain without dropping a request. Closing a listener resets the
 * connections still waiting in the kernel's accept queue, and `http.Server.close()` also destroys
 * every accepted connection with no request under way, including one whose request is still on
 * the wire: either way a client reads a reset. So connections are kept alive until no new one
 * arrives (the queue is empty), then the listening socket alone closes; each connection gets an
 * answer to what it still sends, with `Connection: close`, and one silent for a second is closed.
 *
 * `server.closeIdleConnections()` would count a connection idle while the bytes of its next
 * request wait unread in the socket (after the loop was held up, timers run before the poll phase
 * that reads them), and closing a socket with unread bytes resets it. So silence is judged here,
 * in a check phase that follows a prompt poll phase, from the bytes read and the requests open.
 */
export async function stopAccepting(
  server: Server,
  connections: OpenConnections,
  draining: Draining,
): Promise<void> {
  draining.settle();
  await noNewConnectionFor(server, QUIET_MS, SETTLE_LIMIT_MS);
  NetServer.prototype.close.call(server);
  draining.close();
  const closedAt = Date.now();
  while (connections.count > 0) {
    await sleep(POLL_MS);
    if (await afterAPromptPollPhase()) connections.closeSilent(closedAt, SILENT_CONNECTION_MS);
  }
}

/**
 * Resolves in the next check phase: true when the poll phase before it came promptly, so it read
 * whatever clients had sent by then; false when the loop was held up on the way.
 */
async function afterAPromptPollPhase(): Promise<boolean> {
  const askedAt = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  return performance.now() - askedAt < PROMPT_TURN_MS;
}

/**
 * Looks in the check phase, right after a poll phase has accepted whatever waited, so a loop held
 * up by work does not pass for a quiet one; the caller closes the listener in that same phase.
 */
async function noNewConnectionFor(server: Server, quietMs: number, limitMs: number) {
  let lastConnectionAt = Date.now();
  const onConnection = () => (lastConnectionAt = Date.now());
  server.on('connection', onConnection);
  const startedAt = Date.now();
  for (;;) {
    await sleep(POLL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    const now = Date.now();
    if (now - lastConnectionAt >= quietMs || now - startedAt >= limitMs) break;
  }
  server.off('connection', onConnection);
}
