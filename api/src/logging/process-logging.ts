import { type Logger, pino } from 'pino';
import { InvalidConfigError } from '../config/app-config.js';

/**
 * A failure that stops the process and that the operator fixes from its message alone (a bad
 * variable, a database behind the build): logged without a stack.
 */
export class StartUpRefused extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The process's lines before the app has its logger (the configuration names the level and the
 * format): JSON, so a start-up failure reads like every other line of the log.
 */
export function createStartUpLogger(): Logger {
  return pino({ base: { pid: process.pid } }, pino.destination({ fd: 1, sync: true }));
}

/** Logs what stops the process as one fatal line, then exits 1. */
export function exitWithFatal(logger: Logger, error: unknown): never {
  if (error instanceof StartUpRefused) logger.fatal(error.details, error.message);
  else if (error instanceof InvalidConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  // pino's destinations flush on exit; a transport (development's pretty printer) as well.
  process.exit(1);
}

/**
 * Everything Node itself would print as text goes through `logger()` instead: warnings (Node
 * prints them through its own `warning` listener, replaced here), and a crash, which would
 * otherwise be a bare stack trace. `logger` is read at each event, as it changes once the
 * configuration is known.
 */
export function logProcessEvents(logger: () => Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    logger().warn(
      { warning: warning.name, code: (warning as { code?: string }).code },
      warning.message,
    ),
  );
  process.on('uncaughtException', (error) => exitWithFatal(logger(), error));
  process.on('unhandledRejection', (reason) => exitWithFatal(logger(), reason));
}
