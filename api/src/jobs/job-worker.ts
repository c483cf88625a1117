import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from './job-queue.js';
import { type ClaimedJob, JobsRepository } from './jobs.repository.js';
import { retryDelayMs } from './retry-delay.js';

/** Jobs one worker runs at once. */
const BATCH_SIZE = 5;
/**
 * How long a claimed job is this worker's. Longer than any handler may take (the mailer's
 * timeouts are well under it): were the lease to run out mid-run, another worker would run it too.
 */
export const JOB_LEASE_MS = 120_000;
/** On shutdown, how long to let running jobs finish; past it their lease frees them for others. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Polls the queue every JOBS_POLL_INTERVAL_MS (at once when this process enqueued something) and
 * runs what it claims. Every process may run one; JOBS_WORKER=false leaves a process out.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private pollAgain = false;
  private stopped = false;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: JobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.JOBS_WORKER || this.queue.kinds.length === 0) return;
    this.stopListening = this.queue.onEnqueued(() => this.wake());
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.timer);
    if (this.current) {
      await Promise.race([
        this.current,
        new Promise((done) => setTimeout(done, SHUTDOWN_GRACE_MS).unref()),
      ]);
    }
  }

  private wake(): void {
    if (this.current) this.pollAgain = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.current = this.drain().finally(() => {
        this.current = undefined;
        this.schedule(this.pollAgain ? 0 : this.config.JOBS_POLL_INTERVAL_MS);
        this.pollAgain = false;
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Claims and runs batches until nothing is due. */
  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.pollAgain = false;
        const claimed = await this.jobs.claim(this.queue.kinds, BATCH_SIZE, JOB_LEASE_MS);
        await Promise.all(claimed.map((job) => this.run(job)));
        if (claimed.length < BATCH_SIZE || this.stopped) return;
      }
    } catch (error) {
      // The database is away (a restart, a network cut): the next poll tries again.
      this.logger.warn(`Polling the job queue failed: ${describe(error)}`);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.queue.definition(job.kind);
    try {
      await definition!.run(job.payload as never);
      await this.jobs.complete(job);
    } catch (error) {
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
    }
  }
}

/** A failure's kind and code, never its message, which may quote personal data. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [error.name, code, responseCode].filter((part) => part !== undefined).join(' ');
}
