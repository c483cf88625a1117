/**
 * One HTTP case of a benchmark under autocannon: a warm-up, then the measured seconds, summed up
 * as requests a second, latency and errors (failures, timeouts and answers other than 2xx).
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/** autocannon with `options` (its own: url, requests, headers, duration), to its end. */
export function runLoad(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** `afterWarmup` runs between the warm-up and the measured seconds (resetting counters). */
export async function measureCase(name, options, { warmupSeconds, seconds, afterWarmup }) {
  await runLoad({ ...options, duration: warmupSeconds });
  await afterWarmup?.();
  const result = await runLoad({ ...options, duration: seconds });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    requests: result.requests.total,
    errors,
  };
}

/** autocannon running `options` until `stop()`, which resolves to its result. */
export function startLoad(options) {
  let instance;
  const finished = new Promise((resolve, reject) => {
    instance = autocannon(
      { connections: CONNECTIONS, duration: 24 * 3600, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    stop() {
      instance.stop();
      return finished;
    },
  };
}
