import { createServer } from 'node:net';

/** Whether something can listen on `port` (0: any the operating system picks); the port it got. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A TCP port nothing listens on right now: chosen by the operating system, or the first free one
 * of `E2E_PORTS` ("4100-4199") where several people's journeys share a machine.
 */
export async function freePort(): Promise<number> {
  const range = process.env.E2E_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) {
    const port = await probe(0);
    if (port === null) throw new Error('no port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if ((await probe(port)) !== null) return port;
  }
  throw new Error(`no free port in E2E_PORTS ${process.env.E2E_PORTS}`);
}
