/** Prints one catalogue size's results: the table per class, server rendering, freshness, errors. */
import { CONNECTIONS, DURATION_S, log } from './settings.mjs';

export function report(result) {
  const { productCount, readOnly, mixed, doubleSells, loadAverage1m } = result;
  log(
    `\n${productCount.toLocaleString('en')} products, ${CONNECTIONS} clients, ${DURATION_S} s each`,
  );
  const table = {};
  for (const [name, row] of Object.entries(mixed.classes)) {
    const alone = readOnly.classes[name];
    table[name] = {
      'req/s': row.rps,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
      'read-only p99 ms': alone?.p99Ms ?? '',
      'p99 ÷ read-only': alone ? Number((row.p99Ms / alone.p99Ms).toFixed(2)) : '',
    };
  }
  console.table(table);
  const pages = Object.values(mixed.classes).filter((row) => row.serverRendered !== undefined);
  const rendered = pages.reduce((sum, row) => sum + row.serverRendered * row.requests, 0);
  const total = pages.reduce((sum, row) => sum + row.requests, 0);
  log(
    `Public HTML server-rendered: ${((100 * rendered) / Math.max(1, total)).toFixed(1)} % of ${total} page views`,
  );
  log(
    'Server renders a second, both processes, by turn (renewal of a changed or old page, visitor, crawler), and those that served the last render again (unchanged):',
  );
  console.table({
    'readers only': readOnly.serverRendersPerSecond,
    mixed: mixed.serverRendersPerSecond,
  });
  log("Freshness on the other process (from the write's 2xx):");
  console.table(mixed.freshness);
  const errors = Object.values(mixed.classes).filter((row) => row.errors);
  for (const [name, row] of Object.entries(mixed.classes))
    if (row.errors) log(`  ${name}: errors by status ${JSON.stringify(row.statuses)}`);
  if (!errors.length) log('Errors: none');
  log(`Products sold twice: ${doubleSells}`);
  log(
    `Load average (1 min): ${loadAverage1m.readOnly} after the read-only run, ${loadAverage1m.mixed} after the mixed run`,
  );
}
