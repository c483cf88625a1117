/** Thrown when a remote's module has not arrived within the configured time. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

/**
 * After a failure a remote is asked again no sooner than 5 s, then 15 s, 45 s and then once a
 * minute: three attempts in its first minute down, one a minute after that, however often the
 * visitor presses Retry or navigates to its pages.
 */
const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;

/** The time between a remote's attempts after it failed `failures` times in a row. */
export function backoffDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(FIRST_BACKOFF_MS * 3 ** (failures - 1), MAX_BACKOFF_MS);
}

export interface RemoteLoaderOptions {
  /** Loads `<remote>/<exposed module>`: Module Federation's loadRemote in the app. */
  loadModule: (id: string) => Promise<unknown>;
  /** Past this, a load counts as failed (the request may still be hanging). */
  timeoutMs: number;
  now?: () => number;
}

interface RemoteHealth {
  failures: number;
  /** No attempt at this remote before this time. */
  nextAttemptAt: number;
}

type Settled = 'pending' | 'fulfilled' | 'rejected';

interface ModuleLoad {
  promise: Promise<unknown>;
  settled: Settled;
}

const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));

/**
 * Loads remote modules so that a dead remote costs a handful of requests, never a loop:
 *
 * - A load is remembered, failed or not, so a re-render asks for the same promise: React sees
 *   the failure and shows the area's fallback instead of suspending on a fresh request forever.
 * - Each load races the timeout, so a hanging remote fails like a refused one.
 * - After a failure, every module of that remote waits out a growing back-off before it is asked
 *   again; a page shown meanwhile fails at once, without a request.
 * - When the back-off is over, the next navigation or Retry loads afresh: a remote that came back
 *   works again without a page reload.
 */
export class RemoteLoader {
  private readonly loads = new Map<string, ModuleLoad>();
  private readonly health = new Map<string, RemoteHealth>();
  private readonly now: () => number;

  constructor(private readonly options: RemoteLoaderOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The module's load: the same promise on every call until it fails and the back-off is over. */
  load(id: string): Promise<unknown> {
    const known = this.loads.get(id);
    if (known && (known.settled !== 'rejected' || !this.mayAttempt(remoteOf(id)))) {
      return known.promise;
    }
    const load: ModuleLoad = { promise: this.attempt(id), settled: 'pending' };
    load.promise.then(
      () => (load.settled = 'fulfilled'),
      () => (load.settled = 'rejected'),
    );
    this.loads.set(id, load);
    return load.promise;
  }

  /** Milliseconds until the remote may be asked again (0: now). */
  waitBeforeRetry(id: string): number {
    const health = this.health.get(remoteOf(id));
    return health ? Math.max(0, health.nextAttemptAt - this.now()) : 0;
  }

  private mayAttempt(remote: string): boolean {
    const health = this.health.get(remote);
    return !health || this.now() >= health.nextAttemptAt;
  }

  private attempt(id: string): Promise<unknown> {
    const remote = remoteOf(id);
    if (!this.mayAttempt(remote)) {
      return Promise.reject(new Error(`${remote} failed recently; not asked again yet`));
    }
    return withTimeout(this.options.loadModule(id), this.options.timeoutMs, id).then(
      (module) => {
        this.health.delete(remote);
        return module;
      },
      (error: unknown) => {
        const failures = (this.health.get(remote)?.failures ?? 0) + 1;
        this.health.set(remote, {
          failures,
          nextAttemptAt: this.now() + backoffDelayMs(failures),
        });
        throw error;
      },
    );
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteTimeoutError(`${id} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
