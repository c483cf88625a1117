import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';

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

/** JSON lines (pretty in development); `destination` lets tests read what was logged. */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
  };
  return pino(options, destination ?? prettyTransport(config) ?? pino.destination(1));
}

/** Nest's own messages (start-up, unexpected errors) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, ...rest: unknown[]) {
    this.logger.error({ context: rest.at(-1) }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}
