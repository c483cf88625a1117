import { type Server, createServer } from 'node:http';
import { type ApiProcess, startApiProcess } from '../testing/api-process.js';
import { createScratchDatabase, describeOnPostgres } from '../testing/test-app.js';
import { until } from '../testing/until.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP receiver (JSON encoding) keeping every span it is sent. */
async function startCollector(): Promise<{ url: string; spans: ExportedSpan[]; server: Server }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      type Value = Record<string, unknown>;
      expect(request.url).toBe('/v1/traces');
      const exported = JSON.parse(body) as {
        resourceSpans: Array<{
          scopeSpans: Array<{
            scope: { name: string };
            spans: Array<
              Omit<ExportedSpan, 'scope' | 'attributes'> & {
                attributes: Array<{ key: string; value: Value }>;
              }
            >;
          }>;
        }>;
      };
      for (const { scopeSpans } of exported.resourceSpans)
        for (const { scope, spans: scoped } of scopeSpans)
          for (const span of scoped)
            spans.push({
              ...span,
              scope: scope.name,
              attributes: Object.fromEntries(
                span.attributes.map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

/**
 * With an OTLP endpoint configured, the built server exports a trace per request (Fastify's
 * request and handler, each PostgreSQL query under them), continues the caller's trace, writes
 * the trace id on the request's log lines, and keeps query strings out of the spans.
 */
describeOnPostgres('traces over OTLP (%s)', (serverUrl) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let api: ApiProcess;

  beforeAll(async () => {
    [scratch, collector] = await Promise.all([createScratchDatabase(serverUrl), startCollector()]);
    api = await startApiProcess({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'info',
      SERVER_RENDER_WARM_UP: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    collector?.server.closeAllConnections();
    collector?.server.close();
    await scratch?.drop();
  });

  it("a request's spans reach the collector under the caller's trace, its log line names the trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(
      `${api.url}/api/products?category=Nowhere&email=hidden@example.com`,
      {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'traced-1' },
      },
    );
    expect(response.status).toBe(404);
    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const spans = await until(
      async () => ofTrace(),
      (found) => found.some((span) => span.scope === '@opentelemetry/instrumentation-pg'),
    );
    const request = spans.find((span) => span.scope === '@fastify/otel' && span.name === 'request');
    expect(request?.attributes).toMatchObject({
      'http.route': '/api/products',
      'http.response.status_code': 404,
    });
    const query = spans.find((span) =>
      String(span.attributes['db.query.text']).includes('categories'),
    );
    expect(query).toBeDefined();
    // Query text with placeholders, never the values.
    expect(JSON.stringify(spans)).not.toContain('hidden@example.com');
    expect(JSON.stringify(spans)).not.toContain('Nowhere');

    const accessLine = api
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === 'traced-1' && line.msg === 'request');
    expect(accessLine).toMatchObject({ traceId, route: '/api/products', status: 404 });
  });

  it('probes and scrapes make no traces', async () => {
    const before = collector.spans.length;
    await fetch(`${api.url}/api/health/ready`);
    await fetch(`${api.url}/api/products?category=Nowhere`);
    await until(
      async () => collector.spans.length,
      (count) => count > before,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const routes = collector.spans.slice(before).map((span) => span.attributes['http.route']);
    expect(routes).toContain('/api/products');
    expect(routes).not.toContain('/api/health/ready');
  });
});
