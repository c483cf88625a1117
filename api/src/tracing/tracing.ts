import { register } from 'node:module';

/** How long start-up waits for the loader to acknowledge the modules it wraps. */
const HOOKS_ACKNOWLEDGED_WITHIN_MS = 1_000;

/** The part of OpenTelemetry's NodeSDK that main.ts keeps: flushing the last spans at shutdown. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Traces are exported only where an OTLP endpoint is configured, by OpenTelemetry's own
 * variables: `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), with
 * `OTEL_SDK_DISABLED=true` turning them off again.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true';
}

/** Probes and scrapes every few seconds would drown the traces that matter. */
const UNTRACED_PATHS = /^\/api\/(health|metrics)\b/;

/** Span attributes that may hold a URL (old and stable HTTP conventions). */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full', 'url.path'];

/**
 * A query string can hold an email (`/api/products?email=…`): spans keep the path, as the access
 * log keeps the route, and never the query.
 */
function keepPathsOnly(span: unknown): void {
  const recorded = span as {
    attributes?: Record<string, unknown>;
    setAttribute(name: string, value: string): void;
  };
  const attributes = recorded.attributes ?? {};
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string' && value.includes('?'))
      recorded.setAttribute(name, value.slice(0, value.indexOf('?')));
  }
  if (attributes['url.query'] !== undefined) recorded.setAttribute('url.query', '[redacted]');
}

/**
 * Starts OpenTelemetry's NodeSDK with the Fastify, `pg`, `ioredis` and `http` instrumentations,
 * when configured; it must run before the app's modules load, which is why main.ts imports the
 * server only after it. The SDK reads the rest of the standard variables itself
 * (`OTEL_EXPORTER_OTLP_PROTOCOL`, `OTEL_TRACES_SAMPLER`, `OTEL_RESOURCE_ATTRIBUTES`…). Off, it
 * loads nothing: the SDK's modules are imported only here.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<Tracing | undefined> {
  if (!tracingConfigured(env)) return undefined;
  // The API is ES modules: `pg` and `ioredis` are hooked through the loader, and only the
  // modules an instrumentation names are wrapped (the message channel tells the hook which).
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeSDK }, { FastifyOtelInstrumentation }, http, pg, ioredis] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  // Metrics are Prometheus's (`/api/metrics`) and logs are standard output's: the SDK, which would
  // export both by default, sends only traces unless the operator's variables ask for more.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'marketplace-api',
    instrumentations: [
      // The server span, continuing a `traceparent` the proxy or client sent.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        requestHook: keepPathsOnly,
      }),
      // A request span and its handler's; a span per hook (a dozen per request) would be noise.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED_PATHS.test(url ?? ''),
        requestHook: keepPathsOnly,
      }),
      // Queries and commands inside a request or a job's span, not the pool's background chatter.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The loader acknowledges the modules to wrap before the server's are imported; Node 24's
  // loader thread may never answer while nothing is being imported, and the hooks are in place
  // by then anyway, so the wait is bounded.
  await Promise.race([
    waitForAllMessagesAcknowledged(),
    new Promise((resolve) => setTimeout(resolve, HOOKS_ACKNOWLEDGED_WITHIN_MS).unref()),
  ]);
  return sdk;
}
