import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@marketplace/contracts';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  /** The decoded path under the API base, e.g. `/user/sam@example.com`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestReply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A page of a list as the API sends it: the array, and the whole list's size in a header. */
export const listReply = <T>(items: readonly T[], total = items.length): TestReply => ({
  headers: { [TOTAL_COUNT_HEADER]: String(total) },
  body: items,
});

/** A fixed reply, or a function of the request; a promise holds the reply back until it settles. */
export type TestRoute = TestReply | ((request: ReceivedRequest) => TestReply | Promise<TestReply>);

export interface TestApiServer {
  /** Where the API lives, e.g. `http://127.0.0.1:41234/api`: give it to `configureApiClient`. */
  baseURL: string;
  /** Every request but CORS preflights, oldest first. */
  requests: ReceivedRequest[];
  /** Answers `method path` (path under the API base) with `reply` from now on. */
  route(method: string, path: string, reply: TestRoute): void;
  close(): Promise<void>;
}

const API_PREFIX = '/api';

/**
 * A real HTTP server on 127.0.0.1 standing in for the API, so tests exercise the browser's own
 * XMLHttpRequest (jsdom's): CORS, credentials, cookies, headers and multipart bodies included.
 * It answers CORS like an API that trusts the page's origin, exposing `X-Total-Count`; unknown
 * routes get the API's 404 body.
 */
export async function startTestApiServer(): Promise<TestApiServer> {
  const routes = new Map<string, TestRoute>();
  const requests: ReceivedRequest[] = [];

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Not awaited by the server: a route that throws fails the test as an unhandled rejection.
    incoming.on('end', () => void answer());
    async function answer() {
      allowCors(incoming.headers, outgoing);
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204).end();
        return;
      }
      const url = new URL(incoming.url ?? '/', 'http://test.invalid');
      const pathname = decodeURIComponent(url.pathname);
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const reply = (typeof route === 'function' ? await route(request) : route) ?? {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: `Cannot ${request.method} ${request.path}`,
        },
      };
      send(outgoing, reply);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}${API_PREFIX}`,
    requests,
    route: (method, path, reply) => routes.set(`${method} ${path}`, reply),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function allowCors(headers: IncomingHttpHeaders, outgoing: ServerResponse): void {
  if (!headers.origin) return;
  outgoing.setHeader('Access-Control-Allow-Origin', headers.origin);
  outgoing.setHeader('Access-Control-Allow-Credentials', 'true');
  outgoing.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  outgoing.setHeader(
    'Access-Control-Allow-Headers',
    headers['access-control-request-headers'] ?? '',
  );
  outgoing.setHeader(
    'Access-Control-Expose-Headers',
    `${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_CAPPED_HEADER}, Retry-After`,
  );
  outgoing.setHeader('Vary', 'Origin');
}

function send(outgoing: ServerResponse, { status = 200, headers = {}, body }: TestReply): void {
  for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
  if (body === undefined) {
    outgoing.writeHead(status).end();
    return;
  }
  outgoing.setHeader('Content-Type', 'application/json; charset=utf-8');
  outgoing.writeHead(status).end(JSON.stringify(body));
}
