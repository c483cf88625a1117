import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';
import { type FailedJob, JobsRepository } from '../jobs/jobs.repository.js';

const USAGE = 'Usage: npm run jobs -- failed | retry <id>';
/** The failed jobs listed, newest first; more are counted, not shown. */
const LISTED = 100;

function describe(job: FailedJob): string {
  // The stored error is the handler's own message, for the operator: an SMTP refusal may quote
  // an address, so it stays in this terminal and out of the logs. Payloads are never shown.
  const error = (job.lastError ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return `${job.id}\t${job.kind}\t${job.attempts}\t${job.failedAt.toISOString()}\t${error}`;
}

/**
 * `npm run jobs -- failed`: the jobs given up after their last attempt (id, kind, attempts, when,
 * last error). `npm run jobs -- retry <id>`: runs one of them again from its first attempt, as
 * soon as a worker polls. Against the deployment's DATABASE_URL (or DATA_DIR), like `migrate`.
 */
async function main(args: string[]): Promise<number> {
  const [command, id, extra] = args;
  const retrying = command === 'retry' && id !== undefined && /^\d{1,18}$/.test(id);
  if (extra !== undefined || (!(command === 'failed' && id === undefined) && !retrying)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: false,
  });
  try {
    const jobs = new JobsRepository(database.db);
    if (retrying) {
      if (!(await jobs.retryFailed(Number(id)))) {
        console.error(`No failed job has the id ${id}: \`npm run jobs -- failed\` lists them.`);
        return 1;
      }
      process.stdout.write(`Job ${id} will run again at the next poll of a worker.\n`);
      return 0;
    }
    const failed = await jobs.failed(LISTED + 1);
    if (failed.length === 0) {
      process.stdout.write('No failed jobs.\n');
      return 0;
    }
    process.stdout.write('id\tkind\tattempts\tfailed at\tlast error\n');
    for (const job of failed.slice(0, LISTED)) process.stdout.write(`${describe(job)}\n`);
    if (failed.length > LISTED) process.stdout.write(`(only the newest ${LISTED} are listed)\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
