import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { freePort } from './free-port';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * What a remote's host does instead of serving the file: answer 503, never answer, or serve
 * JavaScript that does not parse in place of its chunks. Anything else serves the file.
 */
export type OriginFault = 'error-503' | 'hang' | 'broken-chunk' | 'none';

export interface StaticOriginOptions {
  port?: number;
  /** Read on every request, so a test can break and mend the host while it runs. */
  fault?: () => OriginFault;
}

export interface StaticOrigin {
  /** e.g. http://localhost:40777: a different origin from the marketplace's 127.0.0.1. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A plain static host for a remote's build folder, standing in for a CDN on another origin:
 * files only, with the CORS header a remote's manifest needs, and nothing of the API.
 */
export async function serveStaticOrigin(
  directory: string,
  { port, fault = () => 'none' }: StaticOriginOptions = {},
): Promise<StaticOrigin> {
  const root = resolve(directory);
  /** Answers one request; it never rejects (a file it cannot read is a 404). */
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const urlPath = new URL(request.url ?? '/', 'http://x').pathname;
    switch (fault()) {
      case 'error-503':
        response.writeHead(503, { 'access-control-allow-origin': '*' }).end('Service Unavailable');
        return;
      case 'hang':
        return;
      case 'broken-chunk':
        if (urlPath.startsWith('/static/js/')) {
          response
            .writeHead(200, {
              'content-type': CONTENT_TYPES['.js']!,
              'access-control-allow-origin': '*',
            })
            .end('this is not JavaScript {');
          return;
        }
        break;
      case 'none':
        break;
    }
    const path = resolve(root, `.${urlPath}`);
    const file = path.startsWith(`${root}${sep}`) ? await stat(path).catch(() => null) : null;
    if (!file?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(path).pipe(response);
  }
  const server: Server = createServer((request, response) => void serve(request, response));
  const listenPort = port ?? (await freePort());
  await new Promise<void>((done) => server.listen(listenPort, '127.0.0.1', done));
  return {
    url: `http://localhost:${listenPort}`,
    stop: () =>
      new Promise((done) => {
        // A hanging request would otherwise keep the server open for ever.
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
