// The build's output carries the repeatable function and trigger definitions (src/**/*.sql) beside
// the compiled code, where the migrator finds them (src/database/repeatable-definitions.ts).
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const file of readdirSync(join(api, 'src'), { recursive: true }).map(String)) {
  if (file.endsWith('.sql')) cpSync(join(api, 'src', file), join(api, 'dist', file));
}
