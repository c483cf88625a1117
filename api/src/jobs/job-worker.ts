import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobMetrics } from './job-metrics.js';
import { JobQueue } from './job-queue.js';
import { type ClaimedJob, JobsRepository } from './jobs.repository.js';
import { retryDelayMs } from './retry-delay.js';

/** Jobs one worker runs at once. */
const CONCURRENCY = 5;
/**
 * How long a claimed job is this worker's. Longer than any handler may take (the mailer's
 * timeouts are well under it): were the lease to run out mid-run, another worker would run it too.
 */
export const JOB_LEASE_MS = 120_000;
/** On shutdown, how long to let running jobs finish; past it their lease frees them for others. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Polls the queue every JOBS_POLL_INTERVAL_MS (at once when this process enqueued something or a
 * job finished) and runs up to CONCURRENCY jobs at a time, each on its own: a job stuck on a slow
 * server never holds up the others. A finished job's row is deleted by the poll its finishing
 * starts, in the statement that claims the next jobs. Every process may run one; JOBS_WORKER=false
 * leaves one out.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly running = new Set<Promise<void>>();
  /** Done, and deleted by the next poll. */
  private finished: ClaimedJob[] = [];
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private pollAgain = false;
  private stopped = false;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: JobsRepository,
    private readonly metrics: JobMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.JOBS_WORKER || this.queue.kinds.length === 0) return;
    this.stopListening = this.queue.onEnqueued(() => this.wake());
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.timer);
    if (this.running.size) {
      await Promise.race([
        Promise.allSettled(this.running),
        new Promise((done) => setTimeout(done, SHUTDOWN_GRACE_MS).unref()),
      ]);
    }
    // Deleted now, or run again once their lease is over.
    if (this.finished.length) await this.claimAndFinish(0).catch(() => undefined);
  }

  private wake(): void {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    void this.poll();
  }

  /**
   * Deletes the finished jobs and claims as many due jobs as there are free slots, starts them,
   * and plans the next poll.
   */
  private async poll(): Promise<void> {
    if (this.stopped) return;
    this.polling = true;
    this.pollAgain = false;
    try {
      const free = CONCURRENCY - this.running.size;
      if (free > 0 || this.finished.length) {
        const claimed = await this.claimAndFinish(free);
        for (const job of claimed) this.start(job);
        // A full batch suggests more are due.
        if (free > 0 && claimed.length === free) this.pollAgain = true;
      }
    } catch (error) {
      // The database is away (a restart, a network cut): the next poll tries again.
      this.logger.warn(`Polling the job queue failed: ${describe(error)}`);
    } finally {
      this.polling = false;
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.poll(),
      this.pollAgain && this.running.size < CONCURRENCY ? 0 : this.config.JOBS_POLL_INTERVAL_MS,
    );
    this.timer.unref();
  }

  /** Claims up to `limit` due jobs, deleting the finished ones; kept for the next try if it fails. */
  private async claimAndFinish(limit: number): Promise<ClaimedJob[]> {
    const finished = this.finished;
    this.finished = [];
    try {
      return await this.jobs.claim(this.queue.kinds, limit, JOB_LEASE_MS, finished);
    } catch (error) {
      this.finished = finished.concat(this.finished);
      throw error;
    }
  }

  private start(job: ClaimedJob): void {
    const run = this.run(job)
      .catch((error: unknown) => {
        this.logger.warn(`Recording job ${job.kind} #${job.id} failed: ${describe(error)}`);
      })
      .finally(() => {
        this.running.delete(run);
        // A slot is free: take the next due job now rather than at the next tick.
        if (!this.stopped) this.wake();
      });
    this.running.add(run);
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.queue.definition(job.kind);
    try {
      await definition!.run(job.payload as never);
    } catch (error) {
      this.metrics.attemptFailed(job.kind);
      // The stored error may name a recipient (an SMTP refusal quotes the address); the log
      // line says only what kind of failure it was.
      const stored = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      if (job.attempts >= job.maxAttempts) {
        await this.jobs.giveUp(job, stored);
        this.logger.error(
          `Job ${job.kind} #${job.id} failed for good after ${job.attempts} attempts (${describe(error)})`,
        );
        return;
      }
      const delayMs = retryDelayMs(job.attempts, this.config.JOBS_RETRY_BASE_MS);
      await this.jobs.retryLater(job, delayMs, stored);
      this.logger.warn(
        `Job ${job.kind} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}, ${describe(error)}); retrying in ${Math.ceil(delayMs / 1000)} s`,
      );
      return;
    }
    this.finished.push(job);
  }
}

/** A failure's kind and code, never its message, which may quote personal data. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as { code?: string | number; responseCode?: number };
  return [error.name, code, responseCode].filter((part) => part !== undefined).join(' ');
}
