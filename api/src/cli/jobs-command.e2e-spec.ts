import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, queryRows } from '../database/database.js';
import { runToExit } from '../testing/api-process.js';
import { migratedDataDir } from '../testing/database-templates.js';

/** `npm run jobs`, built. */
const BUILT_JOBS = fileURLToPath(new URL('../../dist/cli/jobs.js', import.meta.url));

interface JobRow {
  id: number;
  attempts: number;
  failed: boolean;
  due: boolean;
}

/**
 * An operator lists the jobs the queue gave up on and runs one again, on the embedded database's
 * data directory (the command opens the deployment's database as `npm run migrate` does).
 */
describe('npm run jobs -- failed | retry', () => {
  let parent: string;
  let dataDir: string;
  let failedId: number;
  const jobs = (...args: string[]) => runToExit(BUILT_JOBS, { DATA_DIR: dataDir }, args);
  /** The embedded database is one process's at a time: opened only between commands. */
  const onDatabase = async <T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) => {
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'marketplace-jobs-'));
    dataDir = await migratedDataDir(parent);
    failedId = await onDatabase(async (db) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into jobs (kind, payload, attempts, max_attempts, failed_at, last_error) values
            ('mail.send', '{"to":"private@example.com"}', 5, 5, now(), 'Greeting never received'),
            ('mail.send', '{}', 0, 5, null, null)
            returning id`,
      );
      return Number(row!.id);
    });
  }, 120_000);
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('lists the failed jobs with their kind, attempts and last error, never their payload', async () => {
    const { code, lines } = await jobs('failed');
    expect(code).toBe(0);
    expect(lines[0]).toBe('id\tkind\tattempts\tfailed at\tlast error');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${failedId}\\tmail\\.send\\t5\\t\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\tGreeting never received$`,
      ),
    );
    expect(lines.join('\n')).not.toContain('private@example.com');
  });

  it('retries one: its attempts start again and it is due now', async () => {
    const { code, lines } = await jobs('retry', String(failedId));
    expect(code).toBe(0);
    expect(lines).toEqual([`Job ${failedId} will run again at the next poll of a worker.`]);
    const [row] = await onDatabase((db) =>
      queryRows<JobRow>(
        db,
        sql`select id, attempts, failed_at is not null as failed, run_at <= now() as due from jobs where id = ${failedId}`,
      ),
    );
    expect(row).toMatchObject({ attempts: 0, failed: false, due: true });
    expect((await jobs('failed')).lines).toEqual(['No failed jobs.']);
  });

  it('refuses an id that is not a failed job, and a command it does not know', async () => {
    const notFailed = await jobs('retry', String(failedId));
    expect(notFailed.code).toBe(1);
    expect(notFailed.lines).toEqual([
      `No failed job has the id ${failedId}: \`npm run jobs -- failed\` lists them.`,
    ]);
    for (const args of [['retry'], ['retry', 'seven'], ['remove', '1'], ['failed', 'extra'], []]) {
      const refused = await jobs(...args);
      expect(refused).toEqual({ code: 2, lines: ['Usage: npm run jobs -- failed | retry <id>'] });
    }
  });
});
