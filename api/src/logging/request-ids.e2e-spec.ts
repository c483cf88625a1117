import { createServer } from 'node:net';
import { type TestContext, captureLogs, createTestContext } from '../testing/test-app.js';

/** A port nothing listens on: an OpenID provider that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An operator follows one request through the log by its id: the access line and every line a
 * service writes through Nest's Logger while handling it. Google sign-in with an unreachable
 * provider is a request whose service logs (the failed discovery) after awaiting the network.
 */
describe('request ids in the log', () => {
  let ctx: TestContext;
  const logs = captureLogs();
  beforeAll(async () => {
    ctx = await createTestContext(
      undefined,
      {
        LOG_LEVEL: 'info',
        GOOGLE_CLIENT_ID: 'marketplace-test',
        GOOGLE_CLIENT_SECRET: 'a client secret long enough',
        OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
      { logDestination: logs.destination },
    );
  });
  afterAll(() => ctx.close());
  beforeEach(() => (logs.lines.length = 0));

  const linesOf = (reqId: string) => logs.lines.filter((line) => line.reqId === reqId);

  it("a service's line carries the X-Request-Id the proxy sent, as the access line does", async () => {
    const response = await ctx
      .client()
      .get('/api/auth/google', { headers: { 'x-request-id': 'proxy-given-42' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-request-id']).toBe('proxy-given-42');
    const lines = linesOf('proxy-given-42');
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^OpenID discovery at http:\/\/127\.0\.0\.1:\d+\/ failed/),
      'request',
    ]);
    expect(lines[0]).toMatchObject({ context: 'GoogleSignInService', level: 40 });
  });

  it('a request without an id gets one, answered in X-Request-Id and on its lines', async () => {
    const response = await ctx.client().get('/api/auth/google');
    const generated = String(response.headers['x-request-id']);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(generated).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^OpenID discovery .* failed/),
      'request',
    ]);
  });

  it('no line has a trace id while tracing is off', async () => {
    await ctx.client().get('/api/auth/google');
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.lines.filter((line) => 'traceId' in line)).toEqual([]);
  });
});
