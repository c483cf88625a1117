import { sql } from 'drizzle-orm';
import { createApp } from '../app.js';
import { openDatabase, queryRows } from '../database/database.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/until.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { type ClaimedJob, JobsRepository } from '../jobs/jobs.repository.js';
import { EmailsService } from './emails.service.js';
import { Mailer } from './mailer.js';

const WORKER_ENV = {
  JOBS_WORKER: 'true',
  JOBS_POLL_INTERVAL_MS: '50',
  JOBS_RETRY_BASE_MS: '200',
};

interface JobRow {
  attempts: number;
  /** A worker holds it: running, not waiting for its next attempt. */
  locked: boolean;
  last_error: string | null;
}

async function emailJobs(ctx: TestContext): Promise<JobRow[]> {
  return queryRows<JobRow>(
    ctx.db,
    sql`select attempts, locked_until is not null as locked, last_error from jobs`,
  );
}

/** The delay the queue recorded after a failed attempt: its next run_at less the failure's time. */
interface RecordedRetry {
  attempt: number;
  /** run_at less the database's clock just after the failure was recorded: at most the delay. */
  atLeastMs: number;
  /** run_at less the database's clock just before: at least the delay. */
  atMostMs: number;
}

/**
 * Brackets each failure the worker records between two readings of the database's clock (the one
 * run_at is computed from), so the delay it scheduled is known however late the test looks.
 */
function recordRetries(ctx: TestContext): RecordedRetry[] {
  const retries: RecordedRetry[] = [];
  const repository = ctx.app.get(JobsRepository);
  const retryLater = repository.retryLater.bind(repository);
  const clock = async () =>
    (await queryRows<{ at: string }>(ctx.db, sql`select clock_timestamp()::text as at`))[0]!.at;
  jest
    .spyOn(repository, 'retryLater')
    .mockImplementation(async (job: ClaimedJob, delayMs: number, error: string) => {
      const before = await clock();
      await retryLater(job, delayMs, error);
      const after = await clock();
      const [row] = await queryRows<{ at_least_ms: number; at_most_ms: number }>(
        ctx.db,
        sql`select (extract(epoch from (run_at - ${after}::timestamptz)) * 1000)::float8 as at_least_ms,
                   (extract(epoch from (run_at - ${before}::timestamptz)) * 1000)::float8 as at_most_ms
            from jobs where id = ${job.id}`,
      );
      retries.push({
        attempt: job.attempts,
        atLeastMs: row!.at_least_ms,
        atMostMs: row!.at_most_ms,
      });
    });
  return retries;
}

describe.each(DATABASE_TARGETS)('email delivery on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
    ctx = await createTestContext(databaseUrl, { SMTP_URL: smtp.url, ...WORKER_ENV });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.mode = 'accept';
  });

  it('answers fast while the SMTP server hangs, and delivers once it answers again', async () => {
    const [first, second] = [await ctx.signUp(), await ctx.signUp()];
    smtp.mode = 'hang';
    expect(
      (await ctx.client().post('/api/auth/password-reset', { email: first.email })).statusCode,
    ).toBe(202);
    // The worker now waits on a server that never greets.
    await until(
      async () => smtp.hungConnections,
      (count) => count > 0,
    );
    const started = performance.now();
    const asked = await ctx.client().post('/api/auth/password-reset', { email: second.email });
    const elapsedMs = performance.now() - started;
    expect(asked.statusCode).toBe(202);
    expect(elapsedMs).toBeLessThan(1000);

    // The server restarts: the hung attempts fail and are retried.
    smtp.recover();
    for (const { email } of [first, second]) {
      expect((await smtp.waitFor(email, 45_000)).subject).toBe('Reset your Marketplace password');
    }
    await until(
      () => emailJobs(ctx),
      (rows) => rows.length === 0,
    );
    expect(smtp.to(first.email)).toHaveLength(1);
    expect(smtp.to(second.email)).toHaveLength(1);
  }, 60_000);

  it('retries with growing delays while the server refuses, then delivers exactly once', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Kamal Hossain' });
    const admin = await ctx.signUp({ admin: true });
    // The sign-ups' verification links go first: only the seller's email meets the refusing server.
    await until(
      () => emailJobs(ctx),
      (rows) => rows.length === 0,
    );
    const retries = recordRetries(ctx);
    smtp.mode = 'refuse';
    const started = performance.now();
    const verified = await admin.client.put(`/api/user/${seller.id}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(verified.statusCode).toBe(200);

    const waiting = (attempts: number) => (rows: JobRow[]) =>
      rows[0]?.attempts === attempts && !rows[0].locked;
    const second = await until(() => emailJobs(ctx), waiting(2));
    expect(second[0]!.last_error).toContain('451');
    await until(
      async () => retries.length,
      (count) => count >= 3,
    );
    // Backoff doubles from JOBS_RETRY_BASE_MS (±20 %): 200 ms after the first failure, 400 after
    // the second, 800 after the third. Each delay lies between its bounds, which so overlap its range.
    const firstThree = retries.slice(0, 3);
    expect(firstThree.map(({ attempt }) => attempt)).toEqual([1, 2, 3]);
    firstThree.forEach((retry, index) => {
      const expectedMs = 200 * 2 ** index;
      expect(retry.atMostMs).toBeGreaterThanOrEqual(0.8 * expectedMs);
      expect(retry.atLeastMs).toBeLessThanOrEqual(1.2 * expectedMs);
    });
    jest.restoreAllMocks();
    expect(smtp.to(seller.email)).toHaveLength(0);

    smtp.mode = 'accept';
    const mail = await smtp.waitFor(seller.email);
    expect(mail.subject).toBe('Your seller account is verified');
    expect(mail.text).toContain('Hello Kamal Hossain,');
    expect(mail.text).toMatch(/\/dashbord\/addproduct/);
    expect(mail.html).toContain('Add a product');
    await until(
      () => emailJobs(ctx),
      (rows) => rows.length === 0,
    );
    expect(smtp.to(seller.email)).toHaveLength(1);
  }, 60_000);

  it('sends no email of a kind the account turned off in Settings', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const admin = await ctx.signUp({ admin: true });
    const off = await seller.client.request('PUT', '/api/account/notifications', {
      orderRequested: true,
      orderAccepted: true,
      orderDeclined: true,
      orderExpired: true,
      newMessage: true,
      sellerVerified: false,
      savedSearchMatches: true,
      reportOutcomes: true,
    });
    expect(off.statusCode).toBe(200);
    expect((await admin.client.put(`/api/user/${seller.id}`)).statusCode).toBe(200);
    await until(
      () => emailJobs(ctx),
      (rows) => rows.length === 0,
    );
    expect(smtp.to(seller.email)).toHaveLength(0);
  });
});

// Two API processes on one PostgreSQL database, each with its own worker (PGlite is one process's).
const postgres = DATABASE_TARGETS.find(([name]) => name === 'PostgreSQL');
if (postgres)
  describe('two workers on one PostgreSQL database', () => {
    it('never send the same email twice', async () => {
      const smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
      const first = await createTestContext(postgres?.[1], { SMTP_URL: smtp.url, ...WORKER_ENV });
      const secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl, dataDir: null });
      const second = await createApp(first.config, secondDatabase);
      try {
        const sentBy = [first.app, second].map((app) => jest.spyOn(app.get(Mailer), 'send'));
        const sellers = await Promise.all(
          Array.from({ length: 40 }, () => first.signUp({ role: 'seller' })),
        );
        const emails = first.app.get(EmailsService);
        await Promise.all(
          sellers.map((seller) => emails.enqueue(Number(seller.id), 'seller-verified', {})),
        );

        await until(
          async () => smtp.received.length,
          (count) => count >= 40,
        );
        await until(
          () => emailJobs(first),
          (rows) => rows.length === 0,
        );
        for (const seller of sellers) expect(smtp.to(seller.email)).toHaveLength(1);
        expect(smtp.received).toHaveLength(40);
        // Each process also sent some of the sign-ups' verification links: not counted here.
        const [byFirst, bySecond] = sentBy.map(
          (spy) =>
            spy.mock.calls.filter(([mail]) => mail.subject === 'Your seller account is verified')
              .length,
        );
        expect(byFirst! + bySecond!).toBe(40);
        expect(byFirst).toBeGreaterThan(0);
        expect(bySecond).toBeGreaterThan(0);
      } finally {
        await second.close();
        await secondDatabase.close();
        await first.close();
        await smtp.close();
      }
    }, 60_000);
  });
