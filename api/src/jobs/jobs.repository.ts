import { Inject, Injectable } from '@nestjs/common';
import { inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, queryRows } from '../database/database.js';
import { jobs } from '../database/schema.js';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Counting this one. */
  attempts: number;
  maxAttempts: number;
}

/**
 * The queue's SQL. Every time comes from the database's clock, so processes whose clocks differ
 * still agree on what is due. A worker's later writes name the attempt it claimed: if its lease
 * ran out and another worker claimed the job again, the first worker's writes change nothing.
 */
@Injectable()
export class JobsRepository {
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
   * Takes up to `limit` due jobs of the given kinds for `leaseMs`. `SKIP LOCKED` lets workers in
   * several processes claim at once without waiting on, or taking, each other's rows.
   */
  async claim(kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    return queryRows<ClaimedJob>(
      this.db,
      sql`update ${jobs}
          set attempts = attempts + 1,
              locked_until = now() + ${leaseMs} * interval '1 millisecond'
          where id in (
            select id from ${jobs}
            where failed_at is null
              and run_at <= now()
              and (locked_until is null or locked_until <= now())
              and ${inArray(jobs.kind, kinds)}
            order by run_at, id
            limit ${limit}
            for update skip locked
          )
          returning id, kind, payload, attempts, max_attempts as "maxAttempts"`,
    ).then((rows) => rows.map((row) => ({ ...row, id: Number(row.id) })));
  }

  /** Done: the row goes, and with it whatever personal data its payload held. */
  async complete(job: ClaimedJob): Promise<void> {
    await this.db.execute(
      sql`delete from ${jobs} where id = ${job.id} and attempts = ${job.attempts}`,
    );
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
