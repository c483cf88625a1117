#!/usr/bin/env node
/**
 * Fails when the folders of `src/` import each other in a cycle: `auth` imports `users`, so
 * nothing `users` imports (directly or through other folders) may import `auth`. Each folder's
 * imports of another are one arrow; the cycles are the strongly connected groups of folders.
 * Tests and `src/testing/` are left out: test support builds the whole app on purpose.
 * Run by `npm run lint`; `node scripts/folder-cycles.mjs` prints the arrows of any cycle.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
const IGNORED_FOLDERS = new Set(['testing']);
const isTest = (file) => /\.(e2e-)?spec\.ts$/.test(file);
/** `from '../x.js'`, `import '../x.js'`, `import('../x.js')`: relative imports only. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The top folder of a path inside src/, or undefined for a file at its root (main.ts). */
const folderOf = (path) => {
  const parts = relative(SOURCE, path).split(/[\\/]/);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : undefined;
};

/** folder → folder it imports → the files and specifiers that do. */
export function folderArrows(source = SOURCE) {
  const arrows = new Map();
  const files = readdirSync(source, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !isTest(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of files) {
    const from = folderOf(file);
    if (!from || IGNORED_FOLDERS.has(from)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = folderOf(resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const why = arrows.get(from).get(to) ?? [];
      why.push(`${relative(source, file)} → ${specifier}`);
      arrows.get(from).set(to, why);
    }
  }
  return arrows;
}

/** The groups of two or more folders that reach each other (Tarjan's algorithm). */
export function cycles(arrows) {
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const groups = [];
  const visit = (folder) => {
    order.set(folder, order.size);
    lowest.set(folder, order.get(folder));
    stack.push(folder);
    for (const next of arrows.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder), lowest.get(next)));
      } else if (stack.includes(next)) {
        lowest.set(folder, Math.min(lowest.get(folder), order.get(next)));
      }
    }
    if (lowest.get(folder) !== order.get(folder)) return;
    const group = stack.splice(stack.indexOf(folder));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of arrows.keys()) if (!order.has(folder)) visit(folder);
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arrows = folderArrows();
  const groups = cycles(arrows);
  let count = 0;
  for (const group of groups) {
    console.error(`Folders importing each other: ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, why] of arrows.get(from) ?? []) {
        if (!group.includes(to)) continue;
        count += 1;
        console.error(`  ${from} → ${to}: ${why.join('; ')}`);
      }
    }
  }
  console.warn(`Folder cycles in api/src: ${groups.length} (${count} arrows inside them)`);
  process.exitCode = groups.length > 0 ? 1 : 0;
}
