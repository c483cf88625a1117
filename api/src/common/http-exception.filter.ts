import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { TooManyRequestsException } from './http-errors.js';

/**
 * Every error leaves as `{ statusCode, error, message }`. Fastify's own client errors (bad JSON,
 * wrong media type, body too large) keep their 4xx status; anything unexpected is a bare 500 with
 * no stack trace, logged here.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    if (exception instanceof TooManyRequestsException) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : ((response as { message?: string | string[] }).message ?? exception.message);
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
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
