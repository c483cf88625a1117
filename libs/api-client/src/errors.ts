import axios, { type AxiosError, type AxiosResponse } from 'axios';
import type { ApiError } from '@marketplace/contracts';

export const NETWORK_ERROR_MESSAGE = 'Network error, check your connection';

/** True when the server answered with an error status (`status` exactly, when given). */
export function isApiError(
  error: unknown,
  status?: number,
): error is AxiosError & { response: AxiosResponse } {
  return (
    axios.isAxiosError(error) &&
    error.response !== undefined &&
    (status === undefined || error.response.status === status)
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

/** What to tell a person about a failed call: the server's own words where it gave some. */
export function apiErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    return (
      serverMessage(error.response.data) ??
      `Something went wrong (HTTP ${error.response.status}), please try again`
    );
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again';
}
