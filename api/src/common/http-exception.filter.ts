import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
} from '@nestjs/common';
import type { ApiError } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { describeError, isDatabaseUnavailable } from './database-errors.js';
import { TooManyRequestsException } from './http-errors.js';

/** How long a client should wait before retrying when the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as `{ statusCode, error, message }`, with a `code` where the exception
 * gives one (see API_ERROR_CODES). Fastify's own client errors (bad JSON,
 * wrong media type, body too large) keep their 4xx status; a database that is down or timing out
 * is a 503 with `Retry-After`; anything else unexpected is a bare 500 with no stack trace.
 * Intended answers (HttpExceptions, 503 included) are not logged here: the access line records
 * them. Unexpected errors are logged without query parameters (see describeError).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (isDatabaseUnavailable(exception) && !(exception instanceof HttpException)) {
      request.log.warn({ err: describeError(exception) }, 'Database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      request.log.error({ err: describeError(exception) }, 'Unexpected error');
    }
    if (exception instanceof TooManyRequestsException) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiError {
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        error: 'Service Unavailable',
        message: 'The service is busy or restarting; try again in a few seconds',
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') {
        return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: response };
      }
      const { message, code } = response as Pick<Partial<ApiError>, 'message' | 'code'>;
      return {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message: message ?? exception.message,
        ...(code ? { code } : {}),
      };
    }
    const fastifyError = exception as { statusCode?: number; message?: string; code?: string };
    if (
      typeof fastifyError?.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return {
        statusCode: fastifyError.statusCode,
        error: STATUS_CODES[fastifyError.statusCode] ?? 'Error',
        message: fastifyError.message ?? 'Bad request',
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    };
  }
}
