import axios from 'axios';

/**
 * The one HTTP client of every front end. Module Federation shares this library as a singleton,
 * so the base URL the shell sets here is the one every remote's calls use. Credentials are sent
 * so the session cookie reaches the API even when it lives on another origin.
 */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

export interface ApiClientConfig {
  /** The runtime config's `apiBaseUrl`: `/api` or an absolute address such as `https://api.example/api`. */
  baseURL: string;
}

export function configureApiClient({ baseURL }: ApiClientConfig): void {
  apiClient.defaults.baseURL = baseURL;
}

/** Lets a query abandon its request when nobody waits for the answer any more. */
export interface RequestOptions {
  signal?: AbortSignal;
}
