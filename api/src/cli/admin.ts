import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';
import { grantAdmin } from '../users/admin-accounts.js';

const USAGE = 'Usage: npm run admin -- grant <email>';

/** `npm run admin -- grant <email>`: makes an existing account an administrator. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'grant' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    if (!(await grantAdmin(database.db, email))) {
      console.error(`No account has the email ${email}; register it first.`);
      return 1;
    }
    process.stdout.write(`${email} is now an administrator.\n`);
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
