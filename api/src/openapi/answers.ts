import { ApiResponse } from '@nestjs/swagger';
import { apiErrorSchema } from '@marketplace/contracts';
import type { ZodType } from 'zod';

/** What each error status means when a route does not say more. */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request is not valid; `message` names each field that is wrong',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed: not for this account, or a write from another site',
  404: 'Nothing here: the record does not exist, or not for this reader',
  409: 'The record is not in a state that allows this',
  413: 'The body is too large',
  414: 'A path parameter is too long',
  415: 'The body is not of a media type this call takes',
  429: 'Too many requests; `Retry-After` says how many seconds to wait',
  500: 'An unexpected error on the server',
  503: 'The database is busy or the process is stopping; `Retry-After` says when to retry',
};

/**
 * One answer of a route, one line each: `@Answer(200, productSchema)` for a JSON body from its
 * zod schema, `@Answer(204)` for none, `@Answer(409, 'The product is ordered')` for an error (in
 * the error shape, the text saying when). The answers every route shares are added when the
 * document is built (see api-document.ts): 400, 401 and 403 from the access rule, 404 and 414
 * for a path parameter, 403, 413 and 415 for a write, 500 and 503. `description` tells two
 * successes apart (`@Answer(200, conversationSchema, 'It already existed')`).
 */
export function Answer(status: number, bodyOrMeaning?: ZodType | string, description?: string) {
  const meaning = typeof bodyOrMeaning === 'string' ? bodyOrMeaning : description;
  if (status >= 400) {
    const text = meaning ?? ERROR_MEANINGS[status] ?? 'Error';
    return ApiResponse({ status, description: text, standardSchema: apiErrorSchema });
  }
  if (bodyOrMeaning === undefined || typeof bodyOrMeaning === 'string') {
    return ApiResponse({ status, description: meaning ?? 'Done, no body' });
  }
  return ApiResponse({ status, description: meaning ?? 'Done', standardSchema: bodyOrMeaning });
}

/** The 304 of a list served from the public list cache (app.ts) to an `If-None-Match` it still matches. */
export const AnswerNotModified = () =>
  Answer(304, 'Not modified: the ETag sent in If-None-Match is still current');
