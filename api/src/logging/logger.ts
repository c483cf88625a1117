import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { currentRequestId } from './request-context.js';

/**
 * Whatever a log line might carry that is secret or personal. Access lines are built from chosen
 * fields only; these paths are the second line of defence for anything logged with an object.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'passwordHash', 'password_hash', 'token', 'tokenHash', 'email', 'phone'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];

/** An accepted `X-Request-Id` (from a proxy or a client); anything else gets a fresh one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** pino-pretty is a development dependency: used when present outside production. */
function prettyTransport(config: AppConfig) {
  if (config.NODE_ENV !== 'development') return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } });
}

/**
 * The trace and span a line was written in, when tracing is on (tracing/tracing.ts): a trace
 * found from a log line, and the lines from a trace. Without tracing there is never a span.
 */
function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  // A request tracing leaves out (a probe) has a span of zeros.
  return span && isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
}

/** JSON lines (pretty in development); `destination` lets tests read what was logged. */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
    mixin: traceFields,
  };
  return pino(options, destination ?? prettyTransport(config) ?? pino.destination(1));
}

/**
 * Nest's own messages and every service's `Logger` through the same pino logger; a line written
 * while a request is handled carries that request's id, as its access line does (`reqId`).
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info(fields(context), String(message));
  }
  error(message: unknown, ...rest: unknown[]) {
    this.logger.error(fields(rest.at(-1)), String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn(fields(context), String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug(fields(context), String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace(fields(context), String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal(fields(context), String(message));
  }
}

function fields(context: unknown): { context: unknown; reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { context, reqId } : { context };
}
