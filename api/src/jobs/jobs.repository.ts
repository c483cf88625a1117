import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, queryRows } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { jobs } from '../database/schema.js';

/** A kind of job as the queue holds it now (see JobsRepository.stats). */
export interface QueueStats {
  kind: string;
  /** Waiting to run: due, retrying later, or running now. */
  queued: number;
  /** Given up after their last attempt, kept until an operator retries or deletes them. */
  failed: number;
  /** How long the longest-waiting due job has been due; 0 when none is. */
  oldestDueSeconds: number;
}

/** A job given up, as `npm run jobs -- failed` lists it (never its payload, which may be personal). */
export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  failedAt: Date;
  lastError: string | null;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Counting this one. */
  attempts: number;
  maxAttempts: number;
}

const leaseEnd = sql`now() + ${sql.placeholder('leaseMs')} * interval '1 millisecond'`;

/**
 * Deletes the jobs a worker finished (their ids and the attempts it claimed, as two arrays) and
 * takes up to `limit` due jobs of `kinds` for `leaseMs`, in one statement (see
 * JobsRepository.claim).
 */
const claimQuery = (db: Database, kinds: string[]) => {
  const finished = db.$with('finished', { id: jobs.id }).as(
    sql`delete from ${jobs}
        where (${jobs.id}, ${jobs.attempts}) in (
          select * from unnest(${sql.placeholder('finishedIds')}::bigint[],
                               ${sql.placeholder('finishedAttempts')}::integer[]))
        returning ${jobs.id}`,
  );
  return db
    .with(finished)
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseEnd })
    .where(
      inArray(
        jobs.id,
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              isNull(jobs.failedAt),
              lte(jobs.runAt, sql`now()`),
              or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
              inArray(jobs.kind, kinds),
            ),
          )
          .orderBy(jobs.runAt, jobs.id)
          .limit(sql.placeholder('limit'))
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
};

type ClaimStatement = ReturnType<ReturnType<typeof claimQuery>['prepare']>;

/**
 * The queue's SQL. Every time comes from the database's clock, so processes whose clocks differ
 * still agree on what is due. A worker's later writes name the attempt it claimed: if its lease
 * ran out and another worker claimed the job again, the first worker's writes change nothing.
 */
@Injectable()
export class JobsRepository {
  /**
   * A worker polls all the time: its statement is prepared (database/prepared.ts), once per list
   * of kinds (a process has one).
   */
  private readonly claims = new Map<string, ClaimStatement>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Inserts through `executor`, which may be a transaction: the job exists only if it commits. */
  async insert(
    executor: Database,
    values: { kind: string; payload: unknown; maxAttempts: number; delayMs: number },
  ): Promise<number> {
    const [row] = await executor
      .insert(jobs)
      .values({
        kind: values.kind,
        payload: values.payload,
        maxAttempts: values.maxAttempts,
        runAt: sql`now() + ${values.delayMs} * interval '1 millisecond'`,
      })
      .returning({ id: jobs.id });
    return row!.id;
  }

  /**
   * Deletes the `finished` jobs (done: the row goes, and with it whatever personal data its
   * payload held) and takes up to `limit` due jobs of the given kinds for `leaseMs`, in one round
   * trip: a finished job's deletion rides on the next claim, not a statement and a commit of its
   * own. `SKIP LOCKED` lets workers in several processes claim at once without waiting on, or
   * taking, each other's rows.
   */
  async claim(
    kinds: string[],
    limit: number,
    leaseMs: number,
    finished: readonly ClaimedJob[] = [],
  ): Promise<ClaimedJob[]> {
    const key = kinds.join('\n');
    let statement = this.claims.get(key);
    if (!statement) {
      statement = prepareStatement(claimQuery(this.db, kinds));
      this.claims.set(key, statement);
    }
    return statement.execute({
      limit,
      leaseMs,
      finishedIds: finished.map((job) => job.id),
      finishedAttempts: finished.map((job) => job.attempts),
    });
  }

  async retryLater(job: ClaimedJob, delayMs: number, error: string): Promise<void> {
    await this.db.execute(
      sql`update ${jobs}
          set run_at = now() + ${delayMs} * interval '1 millisecond', locked_until = null, last_error = ${error}
          where id = ${job.id} and attempts = ${job.attempts}`,
    );
  }

  /**
   * One pass over the table, which holds only what is pending or failed (done jobs are
   * deleted), so it stays small however busy the queue is.
   */
  async stats(): Promise<QueueStats[]> {
    const rows = await queryRows<{
      kind: string;
      queued: number;
      failed: number;
      oldest_due_seconds: number;
    }>(
      this.db,
      sql`select kind,
                 (count(*) filter (where failed_at is null))::integer as queued,
                 (count(*) filter (where failed_at is not null))::integer as failed,
                 coalesce(extract(epoch from now() - min(run_at)
                   filter (where failed_at is null and run_at <= now())), 0)::float8
                   as oldest_due_seconds
          from ${jobs} group by kind`,
    );
    return rows.map((row) => ({
      kind: row.kind,
      queued: row.queued,
      failed: row.failed,
      oldestDueSeconds: row.oldest_due_seconds,
    }));
  }

  async failed(limit: number): Promise<FailedJob[]> {
    return this.db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        attempts: jobs.attempts,
        failedAt: sql<Date>`${jobs.failedAt}`.mapWith(jobs.failedAt),
        lastError: jobs.lastError,
      })
      .from(jobs)
      .where(isNotNull(jobs.failedAt))
      .orderBy(desc(jobs.failedAt), desc(jobs.id))
      .limit(limit);
  }

  /**
   * Gives a failed job its attempts again and makes it due now; false when no failed job has
   * that id (it never existed, or is not failed: running, waiting, done).
   */
  async retryFailed(id: number): Promise<boolean> {
    const updated = await this.db
      .update(jobs)
      .set({ failedAt: null, attempts: 0, runAt: sql`now()`, lockedUntil: null })
      .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
      .returning({ id: jobs.id });
    return updated.length === 1;
  }

  async giveUp(job: ClaimedJob, error: string): Promise<void> {
    await this.db.execute(
      sql`update ${jobs}
          set failed_at = now(), locked_until = null, last_error = ${error}
          where id = ${job.id} and attempts = ${job.attempts}`,
    );
  }
}
