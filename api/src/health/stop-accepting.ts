import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Draining } from './draining.js';

/** How often connections are counted while they end. */
const POLL_MS = 25;
/** No new connection for this long: every client still sending holds an open one. */
const QUIET_MS = 100;
/** The longest wait for that quiet, for clients that keep opening new connections regardless. */
const SETTLE_LIMIT_MS = 2_000;
/** After the listener closes, how long an accepted connection may stay silent before it is closed. */
const SILENT_CONNECTION_MS = 1_000;

/**
 * Closes the listener after the drain without dropping a request. Closing a listener resets the
 * connections still waiting in the kernel's accept queue, and `http.Server.close()` also destroys
 * every accepted connection with no request under way, including one whose request is still on
 * the wire: either way a client reads a reset. So connections are kept alive until no new one
 * arrives (the queue is empty), then the listening socket alone closes; each connection gets an
 * answer to what it still sends, with `Connection: close`, and one silent for a second is closed.
 */
export async function stopAccepting(server: Server, draining: Draining): Promise<void> {
  draining.settle();
  await noNewConnectionFor(server, QUIET_MS, SETTLE_LIMIT_MS);
  NetServer.prototype.close.call(server);
  draining.close();
  const closedAt = Date.now();
  while ((await connectionsOf(server)) > 0) {
    if (Date.now() - closedAt >= SILENT_CONNECTION_MS) server.closeIdleConnections();
    await sleep(POLL_MS);
  }
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

function connectionsOf(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
