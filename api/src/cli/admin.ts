import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';
import { setAdmin } from '../users/admin-accounts.js';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** `npm run admin -- grant|revoke <email>`: makes an existing account an administrator, or not. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const granting = command === 'grant';
    if (!(await setAdmin(database.db, email, granting))) {
      console.error(`No account has the email ${email}; register it first.`);
      return 1;
    }
    process.stdout.write(`${email} is ${granting ? 'now' : 'no longer'} an administrator.\n`);
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
