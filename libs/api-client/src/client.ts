/**
 * The one HTTP client of every front end, on the platform's own `fetch` (the server's renders run
 * it in Node). Module Federation shares this library as a singleton, so the base URL the shell
 * sets here is the one every remote's calls use. Credentials are sent so the session cookie
 * reaches the API even when it lives on another origin.
 */

export interface ApiClientConfig {
  /** The runtime config's `apiBaseUrl`: `/api` or an absolute address such as `https://api.example/api`. */
  baseURL: string;
}

let baseURL = '/api';

export function configureApiClient(config: ApiClientConfig): void {
  baseURL = config.baseURL;
}

/** Lets a query abandon its request when nobody waits for the answer any more. */
export interface RequestOptions {
  signal?: AbortSignal;
}

type QueryParams = Record<string, string | number | boolean | undefined>;

interface CallOptions extends RequestOptions {
  params?: QueryParams;
  /** Hears the share of the body sent so far, from 0 to 1 (a picture's upload bar). */
  onUploadProgress?: (sent: number) => void;
}

interface DeleteOptions extends CallOptions {
  /** A DELETE's optional JSON body (an administrator's reason). */
  body?: unknown;
}

/** What the API answered: the parsed body (JSON, else text), the status and the headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A call that failed: `response` holds the API's answer when it gave one (an error status), and
 * is absent when no answer came (network down, address unreachable).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message);
  }
}

const failureListeners = new Set<(error: ApiRequestError) => void>();

/** Hears every failed call before its caller does (the session ends on a 401). Returns the way out. */
export function onApiFailure(listener: (error: ApiRequestError) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The absolute or origin-relative address of an API path, with its query. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${baseURL}${path}${search ? `?${search}` : ''}`;
}

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** fetch cannot report an upload's progress; XMLHttpRequest can, for the calls that show it. */
function sendWithProgress(
  method: string,
  url: string,
  body: FormData,
  { signal, onUploadProgress }: CallOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      onUploadProgress?.(event.lengthComputable ? event.loaded / event.total : 0);
    });
    // Some engines never say how long the body is; the end of the upload is still all of it.
    request.upload.addEventListener('load', () => onUploadProgress?.(1));
    request.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(
        new Response(request.status === 204 ? null : request.responseText, {
          status: request.status,
          headers,
        }),
      );
    });
    request.addEventListener('error', () => reject(new TypeError('Network request failed')));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const url = apiUrl(path, options.params);
  const isForm = body instanceof FormData;
  const isJson = body !== undefined && !isForm;
  let response: Response;
  try {
    response =
      isForm && options.onUploadProgress
        ? await sendWithProgress(method, url, body, options)
        : await fetch(url, {
            method,
            credentials: 'include',
            headers: {
              Accept: 'application/json',
              ...(isJson ? { 'Content-Type': 'application/json' } : {}),
            },
            body: isJson ? JSON.stringify(body) : body,
            signal: options.signal ?? null,
          });
  } catch (error) {
    // An abandoned call is the caller's own doing, not a failure to report.
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    throw reported(new ApiRequestError('Network request failed'));
  }
  const answer: ApiResponse<T> = {
    data: (await parsedBody(response)) as T,
    status: response.status,
    headers: response.headers,
  };
  if (response.ok) return answer;
  throw reported(new ApiRequestError(`Request failed with status ${response.status}`, answer));
}

/** Tells the failure listeners, and hands the failure back for its caller to throw. */
function reported(failure: ApiRequestError): ApiRequestError {
  for (const listener of failureListeners) listener(failure);
  return failure;
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: CallOptions) =>
    call<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, options?: DeleteOptions) =>
    call<T>('DELETE', path, options?.body, options),
  post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('PATCH', path, body, options),
};
