import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait, which the exception filter sends as `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, try again later',
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** PostgreSQL's SQLSTATE for a unique violation, raised by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string; message?: string };
  if (pgError?.code !== '23505') return false;
  if (!constraint) return true;
  return pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
}
