// Fails when package-lock.json misses an optional dependency of a locked package (another
// platform's native build of @rspack/binding or @swc/core): `npm ci` refuses such a lock, so CI
// checks it before installing. A plain `npm install` on a fresh clone records them all.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const paths = new Set(Object.keys(lock.packages));

/** Node's resolution from `path`: its own node_modules, then each parent's, then the root's. */
function resolves(path, name) {
  for (let base = path; ;) {
    if (paths.has(`${base ? `${base}/` : ''}node_modules/${name}`)) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(path, name))
      missing.push(`${name} (optional dependency of ${path || 'the root'})`);
  }
}

if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} optional packages; run a plain \`npm install\` on a fresh clone and commit the lock:`,
  );
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`package-lock.json lists every optional package (${paths.size} entries)`);
