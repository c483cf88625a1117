import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Metrics } from '../metrics/metrics.js';
import { JobQueue } from './job-queue.js';
import { JobsRepository, type QueueStats } from './jobs.repository.js';

/**
 * The queue's metrics, on the process's `/api/metrics`: what waits and for how long, and what
 * failed, by kind of job. Every process reports the same shared table (alert on `max`); each
 * counts only its own worker's failed attempts. A kind with nothing queued reports 0, so an
 * alert sees a value, never an absent series.
 */
@Injectable()
export class JobMetrics implements OnModuleInit {
  private attemptsFailed: Counter<'kind'> | undefined;
  /** One read of the table per scrape, shared by the three gauges prom-client collects at once. */
  private pending: Promise<QueueStats[]> | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly jobs: JobsRepository,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    const registers = [this.metrics.registry];
    const gauge = (name: string, help: string, read: (stats: QueueStats) => number) => {
      const stats = () => this.stats();
      return new Gauge({
        name,
        help,
        labelNames: ['kind'] as const,
        registers,
        async collect() {
          this.reset();
          // The database away: no values rather than stale ones (readiness says why).
          for (const kind of await stats().catch(() => []))
            this.set({ kind: kind.kind }, read(kind));
        },
      });
    };
    gauge(
      'jobs_queued',
      'Jobs waiting to run (due, retrying later or running), by kind',
      (s) => s.queued,
    );
    gauge(
      'jobs_oldest_due_age_seconds',
      'How long the longest-waiting due job of each kind has been due (0: none waiting)',
      (s) => s.oldestDueSeconds,
    );
    gauge(
      'jobs_failed',
      'Jobs given up after their last attempt, by kind: `npm run jobs -- failed` lists them',
      (s) => s.failed,
    );
    this.attemptsFailed = new Counter({
      name: 'jobs_attempts_failed_total',
      help: "Attempts this process's worker saw fail, by kind (retried later, or given up at the last)",
      labelNames: ['kind'] as const,
      registers,
    });
  }

  attemptFailed(kind: string): void {
    this.attemptsFailed?.inc({ kind });
  }

  private stats(): Promise<QueueStats[]> {
    this.pending ??= this.jobs
      .stats()
      .then((rows) => {
        const byKind = new Map(rows.map((row) => [row.kind, row]));
        for (const kind of this.queue.kinds)
          if (!byKind.has(kind))
            byKind.set(kind, { kind, queued: 0, failed: 0, oldestDueSeconds: 0 });
        return [...byKind.values()];
      })
      .finally(() => setImmediate(() => (this.pending = undefined)));
    return this.pending;
  }
}
