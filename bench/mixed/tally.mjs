/** Latencies, errors and server-rendered pages per request class. */

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Per class: latencies (ms), errors by status, and for pages how many came server-rendered. */
export class Tally {
  classes = new Map();

  record(name, ms, { ok, status, rendered }) {
    let entry = this.classes.get(name);
    if (!entry) {
      entry = { times: [], errors: 0, statuses: {}, pages: 0, rendered: 0 };
      this.classes.set(name, entry);
    }
    entry.times.push(ms);
    if (!ok) {
      entry.errors += 1;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    }
    if (rendered !== undefined) {
      entry.pages += 1;
      if (rendered) entry.rendered += 1;
    }
  }

  summary(seconds) {
    return Object.fromEntries(
      [...this.classes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { times, errors, statuses, pages, rendered }]) => {
          const sorted = times.sort((a, b) => a - b);
          return [
            name,
            {
              rps: Number((sorted.length / seconds).toFixed(1)),
              p50Ms: Number(percentile(sorted, 50).toFixed(1)),
              p99Ms: Number(percentile(sorted, 99).toFixed(1)),
              requests: sorted.length,
              errors,
              ...(errors ? { statuses } : {}),
              ...(pages ? { serverRendered: rendered / pages } : {}),
            },
          ];
        }),
    );
  }
}
