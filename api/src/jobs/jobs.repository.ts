import { Inject, Injectable } from '@nestjs/common';
import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { jobs } from '../database/schema.js';

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

  async giveUp(job: ClaimedJob, error: string): Promise<void> {
    await this.db.execute(
      sql`update ${jobs}
          set failed_at = now(), locked_until = null, last_error = ${error}
          where id = ${job.id} and attempts = ${job.attempts}`,
    );
  }
}
