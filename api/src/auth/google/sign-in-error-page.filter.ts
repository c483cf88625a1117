import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../../common/database-errors.js';
import { escapeXml } from '../../images/placeholder-art.js';

const renderPage = (message: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in did not finish · Marketplace</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; margin: 0; }
  main { max-width: 32rem; margin: 15vh auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 8px;
      background: #2563eb; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
  <h1>Google sign-in did not finish</h1>
  <p>${escapeXml(message)}</p>
  <p>You are not signed in.</p>
  <a href="/login">Back to the login page</a>
</main>
</body>
</html>
`;

/**
 * The callback is a page the browser lands on, not an API call: a failed sign-in answers with a
 * readable page and a way back, with the status of the failure.
 */
@Catch()
export class SignInErrorPageFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const known = exception instanceof HttpException;
    const status = known ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    if (!known) {
      host
        .switchToHttp()
        .getRequest<FastifyRequest>()
        .log.error({ err: describeError(exception) }, 'Google sign-in failed unexpectedly');
    }
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderPage(known ? exception.message : 'Something went wrong on our side. Try again.'));
  }
}
