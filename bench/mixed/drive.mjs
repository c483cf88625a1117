/** The clients: each sends its next read or write, drawn by weight, when its last is answered. */
import { setTimeout as sleep } from 'node:timers/promises';
import { CONNECTIONS } from './settings.mjs';
import { freshnessLog } from './freshness.mjs';
import { READS, readOnce } from './readers.mjs';
import { Tally } from './tally.mjs';
import { serverRenders } from './topology.mjs';
import { WRITES } from './writers.mjs';

const weighted = (entries) => {
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const entry of entries) {
      roll -= entry[0];
      if (roll < 0) return entry;
    }
    return entries.at(-1);
  };
};

/**
 * CONNECTIONS clients for `seconds`, each sending its next request when its last is answered.
 * Resolves the classes' tally, the freshness probes' and the server renders a second by turn.
 */
export async function drive(state, seconds, writeShare) {
  const rendersBefore = await serverRenders();
  const tally = new Tally();
  const freshness = freshnessLog();
  const nextRead = weighted(READS);
  const nextWrite = weighted(WRITES);
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        if (Math.random() < writeShare) {
          const [, , write] = nextWrite();
          await write(state, tally, freshness);
        } else {
          await readOnce(state, tally, nextRead());
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  while (freshness.inFlight > 0) await sleep(20);
  const rendersAfter = await serverRenders();
  const rendersPerSecond = Object.fromEntries(
    Object.entries(rendersAfter).map(([turn, count]) => [
      turn,
      Number(((count - rendersBefore[turn]) / elapsed).toFixed(1)),
    ]),
  );
  return {
    classes: tally.summary(elapsed),
    freshness: freshness.summary(),
    serverRendersPerSecond: rendersPerSecond,
  };
}
