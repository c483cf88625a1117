/**
 * Freshness probes: how long after a write's 2xx an anonymous reader on the other API process
 * sees the change.
 *
 * What one probe measures: from `wroteAt`, when the writer has the write's 2xx, until the
 * arrival of the first answer that shows the change, among answers to requests sent after
 * `wroteAt`. The probe is one reader asking again 10 ms after each answer; each request is sent
 * after the 2xx and its time is read when its answer has arrived, never when it was sent, so an
 * answer that took long to come counts its whole wait (a reader waits for it too). The resolution
 * is one answer's round trip: a change made visible while a request is under way is seen by the
 * next one.
 *
 * The limit: no request is sent past FRESHNESS_GIVE_UP_MS; an answer to one sent before it still
 * counts at its arrival, and `notSeenIn5s` counts every probe whose change was not seen within the
 * limit, whether it came later or never. At most PROBES_AT_ONCE probes run; a write beyond them is
 * not probed and is counted as `writesNotProbed`, so a sample thinned while probes were slow shows.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FRESHNESS_GIVE_UP_MS, PROBES_AT_ONCE } from './settings.mjs';
import { send } from './http.mjs';
import { percentile } from './tally.mjs';

/**
 * Freshness: from `wroteAt` (the write's 2xx) until an answer, arrived, of which `seen` holds, to
 * what an anonymous reader asks at `path` on `base` (see the header).
 */
export function probeFreshness(freshness, kind, base, path, seen, wroteAt, accept) {
  if (freshness.inFlight >= PROBES_AT_ONCE) {
    freshness.notProbed(kind);
    return Promise.resolve();
  }
  freshness.inFlight += 1;
  return (async () => {
    try {
      while (performance.now() - wroteAt <= FRESHNESS_GIVE_UP_MS) {
        const response = await send(base, 'GET', path, { accept });
        const arrivedAt = performance.now();
        if (response.status === 200 && seen(response.body)) {
          freshness.record(kind, arrivedAt - wroteAt);
          return;
        }
        await sleep(10);
      }
      freshness.record(kind, Infinity);
    } finally {
      freshness.inFlight -= 1;
    }
  })();
}

/** Freshness times by kind; Infinity where a change was not seen by the last request sent. */
export function freshnessLog() {
  const kinds = new Map();
  const entryOf = (kind) => {
    if (!kinds.has(kind)) kinds.set(kind, { times: [], notProbed: 0 });
    return kinds.get(kind);
  };
  return {
    inFlight: 0,
    record(kind, ms) {
      entryOf(kind).times.push(ms);
    },
    notProbed(kind) {
      entryOf(kind).notProbed += 1;
    },
    summary() {
      return Object.fromEntries(
        [...kinds].map(([kind, { times, notProbed }]) => {
          const sorted = times.sort((a, b) => a - b);
          const late = sorted.filter((ms) => ms > FRESHNESS_GIVE_UP_MS).length;
          return [
            kind,
            {
              probes: sorted.length,
              p50Ms: Number(percentile(sorted, 50).toFixed(1)),
              maxMs: sorted.length ? Number(sorted.at(-1).toFixed(1)) : 0,
              notSeenIn5s: late,
              writesNotProbed: notProbed,
            },
          ];
        }),
      );
    },
  };
}
