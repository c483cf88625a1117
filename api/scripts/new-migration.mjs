// `npm run migration:new -- <name>`: an empty versioned migration, numbered after the last one,
// and its entry in the journal the migrator reads (docs/database.md says what goes in one).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migration:new -- <name_in_snake_case>');
  process.exit(2);
}
const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
const journalFile = join(folder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
const last = journal.entries.at(-1);
const idx = last.idx + 1;
const tag = `${String(idx).padStart(4, '0')}_${name}`;
// The migrator applies every entry whose `when` is later than the last one it applied: an
// ordering key, which must only grow.
const when = Math.max(Date.now(), last.when + 1);
journal.entries.push({ ...last, idx, when, tag });
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
writeFileSync(
  join(folder, `${tag}.sql`),
  `-- ${name.replaceAll('_', ' ')}: why, in a sentence or two.\n`,
);
process.stdout.write(`api/drizzle/${tag}.sql\n`);
