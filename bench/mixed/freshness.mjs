/**
 * Freshness probes: how long after a write's 2xx an anonymous reader on the other API process
 * sees the change.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FRESHNESS_GIVE_UP_MS, PROBES_AT_ONCE } from './settings.mjs';
import { send } from './http.mjs';
import { percentile } from './tally.mjs';

/**
 * Freshness: from `wroteAt` (the write's 2xx) until `seen` holds of what an anonymous reader gets
 * at `path` on `base`; at most PROBES_AT_ONCE run, a write beyond them is not probed.
 */
export function probeFreshness(freshness, kind, base, path, seen, wroteAt, accept) {
  if (freshness.inFlight >= PROBES_AT_ONCE) return Promise.resolve();
  freshness.inFlight += 1;
  return (async () => {
    try {
      for (;;) {
        const response = await send(base, 'GET', path, { accept });
        if (response.status === 200 && seen(response.body)) {
          freshness.record(kind, performance.now() - wroteAt);
          return;
        }
        if (performance.now() - wroteAt > FRESHNESS_GIVE_UP_MS) {
          freshness.record(kind, Infinity);
          return;
        }
        await sleep(10);
      }
    } finally {
      freshness.inFlight -= 1;
    }
  })();
}

/** Freshness times by kind; Infinity where a change was not seen within FRESHNESS_GIVE_UP_MS. */
export function freshnessLog() {
  const kinds = new Map();
  return {
    inFlight: 0,
    record(kind, ms) {
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind).push(ms);
    },
    summary() {
      return Object.fromEntries(
        [...kinds].map(([kind, times]) => {
          const sorted = times.sort((a, b) => a - b);
          const notSeen = sorted.filter((ms) => ms === Infinity).length;
          return [
            kind,
            {
              probes: sorted.length,
              p50Ms: Number(percentile(sorted, 50).toFixed(1)),
              maxMs: Number(sorted.at(-1).toFixed(1)),
              notSeenIn5s: notSeen,
            },
          ];
        }),
      );
    },
  };
}
