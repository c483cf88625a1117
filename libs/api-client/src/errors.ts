import type { ApiError, ApiErrorCode } from '@marketplace/contracts';
import { ApiRequestError, type ApiResponse } from './client';

export const NETWORK_ERROR_MESSAGE = 'Network error, check your connection';

/**
 * True when the server answered with an error status (`status` exactly, when given), and with
 * `code` in its body, when given: two errors of one status are told apart by their code, never by
 * their words.
 */
export function isApiError(
  error: unknown,
  status?: number,
  code?: ApiErrorCode,
): error is ApiRequestError & { response: ApiResponse<unknown> } {
  return (
    error instanceof ApiRequestError &&
    error.response !== undefined &&
    (status === undefined || error.response.status === status) &&
    (code === undefined || (error.response.data as Partial<ApiError> | null)?.code === code)
  );
}

/** 4xx: asking again will not help, so such failures are not retried. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.response.status >= 400 && error.response.status < 500;
}

function serverMessage(body: unknown): string | null {
  const message = (body as Partial<ApiError> | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length) return message.join('; ');
  return null;
}

/**
 * The server's messages one by one (a 400 lists one per invalid field), or else the one thing to
 * tell a person (see apiErrorMessage).
 */
export function apiErrorMessages(error: unknown): string[] {
  const message = isApiError(error) && (error.response.data as Partial<ApiError> | null)?.message;
  if (Array.isArray(message) && message.length) return message;
  return [apiErrorMessage(error)];
}

const inTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * A `Retry-After` header (seconds, or an HTTP date) as "in 12 minutes": seconds under a minute,
 * then whole minutes up to 90, then hours, each rounded up so nobody is told to come back early.
 */
export function retryAfterText(header: unknown, now = Date.now()): string | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - now) / 1000);
  if (!Number.isFinite(seconds)) return null;
  if (seconds < 60) return inTime.format(Math.max(1, seconds), 'second');
  if (seconds <= 90 * 60) return inTime.format(Math.ceil(seconds / 60), 'minute');
  return inTime.format(Math.ceil(seconds / 3600), 'hour');
}

/** A 429's words with the wait put in: "Too many reports, try again in 12 minutes". */
function tooManyRequestsMessage(response: ApiResponse<unknown>): string {
  const message = serverMessage(response.data) ?? 'Too many requests, try again later';
  const wait = retryAfterText(response.headers.get('retry-after'));
  if (!wait) return message;
  const withoutVagueWait = message.replace(/[,.;]?\s*(please )?try again later\.?$/i, '');
  return `${withoutVagueWait}, try again ${wait}`;
}

/**
 * What to tell a person about a failed call: the server's own words where it gave some, and for
 * a 429 when to come back, from `Retry-After`. Every screen shows failures through this.
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    if (error.response.status === 429) return tooManyRequestsMessage(error.response);
    return (
      serverMessage(error.response.data) ??
      `Something went wrong (HTTP ${error.response.status}), please try again`
    );
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again';
}
