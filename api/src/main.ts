import { createStartUpLogger, exitWithFatal } from './logging/process-logging.js';
import { startTracing } from './tracing/tracing.js';

// Tracing starts first: its instrumentations hook Fastify, `pg` and `ioredis` only in modules
// loaded after it, so the server's modules are imported once it runs (or is off).
const tracing = await startTracing(process.env).catch((error: unknown) =>
  exitWithFatal(createStartUpLogger(), error),
);
const { serve } = await import('./server.js');
serve(tracing);
