import { once } from 'node:events';
import { type RequestListener, createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Draining } from './draining.js';
import { OpenConnections, SILENT_CONNECTION_MS, stopAccepting } from './stop-accepting.js';

const REQUEST = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

/** A raw kept-alive client connection: what it has read, and how it ended. */
async function keptAliveClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const client = { received: '', error: undefined as string | undefined, closed: false, socket };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (client.received += chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => (client.error = error.code));
  socket.on('close', () => (client.closed = true));
  return client;
}

const answers = (received: string) => received.split('HTTP/1.1 200 OK').length - 1;

async function poll(done: () => boolean) {
  while (!done()) await sleep(5);
}

/** The thread stays busy until `until` (ms since the epoch), as a long synchronous job holds it. */
function holdTheLoop(until: number) {
  while (Date.now() < until);
}

/** A server answering with `handler`, watched from before it listens, and a client that has asked once. */
async function serverWithAClient(handler: RequestListener) {
  const server = createServer(handler);
  const connections = new OpenConnections(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = await keptAliveClient((server.address() as AddressInfo).port);
  client.socket.write(REQUEST);
  return { server, connections, client };
}

describe('stopAccepting', () => {
  it('answers a request sent on a kept-alive connection while the loop was held up at the moment it would close', async () => {
    const { server, connections, client } = await serverWithAClient((_request, response) =>
      response.end('answered'),
    );
    await poll(() => answers(client.received) === 1);

    const stopped = stopAccepting(server, connections, new Draining());
    await poll(() => !server.listening);
    const closedBy = Date.now();
    await sleep(SILENT_CONNECTION_MS - 300);
    // The client sends its next request before the connection has been silent long enough to be
    // closed; the server's loop is held up from then until past that moment, so the bytes wait
    // unread in the socket when the stop next looks at its connections.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.socket.write(REQUEST);
        holdTheLoop(closedBy + SILENT_CONNECTION_MS + 100);
        resolve();
      }),
    );
    await poll(() => answers(client.received) === 2 || client.closed);

    expect({ answers: answers(client.received), error: client.error }).toEqual({
      answers: 2,
      error: undefined,
    });
    // Silent again after its answer, the connection is closed and the stop ends.
    await stopped;
    await poll(() => client.closed);
    expect(client.error).toBeUndefined();
  });

  it('keeps a connection whose answer takes longer than the silence allowed, and answers it', async () => {
    let answer: () => void = () => undefined;
    const { server, connections, client } = await serverWithAClient((_request, response) => {
      answer = () => response.end('answered late');
    });

    const stopped = stopAccepting(server, connections, new Draining());
    await poll(() => !server.listening);
    await sleep(SILENT_CONNECTION_MS + 200);
    answer();
    await poll(() => answers(client.received) === 1 || client.closed);
    expect({ answers: answers(client.received), error: client.error }).toEqual({
      answers: 1,
      error: undefined,
    });
    await stopped;
  });
});
