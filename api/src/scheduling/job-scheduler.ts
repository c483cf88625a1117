import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { CatalogueChanges } from '../cluster/catalogue-changes.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { scheduledJobRuns } from '../database/schema.js';

/** A periodic task. It runs inside the scheduler's transaction, so it commits or fails whole. */
export interface ScheduledJob {
  /** Unique and stable: it keys the job's lock and its last run in `scheduled_job_runs`. */
  readonly name: string;
  /** At most one run per this many seconds across processes; the scheduler's period by default. */
  readonly periodSeconds?: number;
  run(tx: Transaction): Promise<void>;
}

/** The first key of every scheduled job's advisory lock (the second is the job name's hash). */
const JOB_LOCK_NAMESPACE = 0x5c4ed;

/**
 * A run counts as due once this share of the period has passed since the last one anywhere, so
 * timers of several processes that drift a little never make a run late by a whole period.
 */
const DUE_SHARE_OF_PERIOD = 0.9;

/**
 * Runs each registered job once per period (SCHEDULED_JOBS_PERIOD_SECONDS) across every API
 * process sharing the database. Every process ticks; a tick runs a job only if it takes the job's
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock`, so a busy job is skipped rather
 * than waited for) and the job's row in `scheduled_job_runs` says no process ran it within the
 * period. The lock and the row commit with the job's work: a job that fails is tried again at
 * the next tick. Works alike on PostgreSQL and PGlite.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobScheduler.name);
  private readonly jobs: ScheduledJob[] = [];
  private readonly periodMs: number;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | undefined;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly catalogueChanges: CatalogueChanges,
  ) {
    this.periodMs = config.SCHEDULED_JOBS_PERIOD_SECONDS * 1000;
  }

  /** Domains register their jobs while their modules initialise. */
  register(job: ScheduledJob): void {
    if (this.jobs.some((known) => known.name === job.name)) {
      throw new Error(`A scheduled job named ${job.name} is already registered`);
    }
    this.jobs.push(job);
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.tick;
  }

  /** Runs `job` now if it is due and no other process is running it; true when it ran. */
  async runIfDue(job: ScheduledJob): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${job.name})) as locked`,
      );
      if (!lock?.locked) return false;
      const periodSeconds = Math.max(job.periodSeconds ?? 0, this.periodMs / 1000);
      const dueAfterSeconds = periodSeconds * DUE_SHARE_OF_PERIOD;
      const claimed = await tx
        .insert(scheduledJobRuns)
        .values({ name: job.name, lastRunAt: sql`now()` })
        .onConflictDoUpdate({
          target: scheduledJobRuns.name,
          set: { lastRunAt: sql`now()` },
          setWhere: sql`${scheduledJobRuns.lastRunAt} <= now() - make_interval(secs => ${dueAfterSeconds})`,
        })
        .returning({ name: scheduledJobRuns.name });
      if (!claimed.length) return false;
      await job.run(tx);
      return true;
    });
  }

  private schedule(): void {
    if (this.stopped || !this.jobs.length) return;
    this.timer = setTimeout(() => {
      this.tick = this.runDueJobs().finally(() => this.schedule());
    }, this.periodMs);
    // A pending tick never keeps a process alive that has nothing else to do.
    this.timer.unref();
  }

  private async runDueJobs(): Promise<void> {
    for (const job of this.jobs) {
      if (this.stopped) return;
      try {
        // What the run changed in the catalogue (an expired order's listing back on sale) is
        // announced once its transaction has committed.
        await this.catalogueChanges.collect(() => this.runIfDue(job));
      } catch (error) {
        this.logger.error(`Scheduled job ${job.name} failed: ${(error as Error).message}`);
      }
    }
  }
}
