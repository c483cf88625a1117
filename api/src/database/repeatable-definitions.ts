import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Functions and triggers live beside their domain as repeatable definitions: the `.sql` files
 * under the API's source folder (copied beside the build's output), each made of `CREATE OR
 * REPLACE` statements. Versioned migrations (../../drizzle) keep tables, columns and indexes;
 * after them, under the same lock, every definition whose text changed since it was last applied
 * runs again, in one transaction with its checksum. See docs/database.md.
 */
export const DEFINITIONS_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RepeatableDefinition {
  /** Its path under DEFINITIONS_ROOT, with forward slashes: `orders/deal.sql`. */
  name: string;
  text: string;
  checksum: string;
}

/** Where the database records what it applied; the migrator's own schema keeps its bookkeeping. */
export const APPLIED_DEFINITIONS_TABLE = 'drizzle.repeatable_definitions';

const CREATE_APPLIED_TABLE = `CREATE SCHEMA IF NOT EXISTS drizzle;
CREATE TABLE IF NOT EXISTS ${APPLIED_DEFINITIONS_TABLE} (
	name text PRIMARY KEY,
	checksum text NOT NULL,
	applied_at timestamptz NOT NULL DEFAULT now()
)`;

export const SELECT_APPLIED = `SELECT name, checksum FROM ${APPLIED_DEFINITIONS_TABLE}`;

let cached: RepeatableDefinition[] | undefined;

/** Every definition, in the order of their names (a definition may use an earlier one's function). */
export function repeatableDefinitions(): RepeatableDefinition[] {
  cached ??= readdirSync(DEFINITIONS_ROOT, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.split(sep).join('/'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(DEFINITIONS_ROOT, name), 'utf8');
      return { name, text, checksum: createHash('sha256').update(text).digest('hex') };
    });
  return cached;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * One definition and the record of it, as one script. Function bodies are checked when they run,
 * not when they are created (as pg_dump restores them), so a definition may name a function of
 * one that sorts after it.
 */
export const applyScript = ({ name, text, checksum }: RepeatableDefinition) => `BEGIN;
SET LOCAL check_function_bodies = off;
${text}
;
INSERT INTO ${APPLIED_DEFINITIONS_TABLE} (name, checksum) VALUES (${literal(name)}, ${literal(checksum)})
	ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now();
COMMIT;`;

/** The definitions whose text differs from what the database last applied, or never applied. */
export function changedDefinitions(
  applied: ReadonlyArray<{ name: string; checksum: string }>,
): RepeatableDefinition[] {
  const appliedChecksums = new Map(applied.map(({ name, checksum }) => [name, checksum]));
  return repeatableDefinitions().filter(
    ({ name, checksum }) => appliedChecksums.get(name) !== checksum,
  );
}

/**
 * Applies what changed through a driver's multi-statement call (`pg`'s simple query, PGlite's
 * `exec`); `query` reads rows.
 */
export async function applyRepeatableDefinitions(driver: {
  exec: (script: string) => Promise<unknown>;
  query: (text: string) => Promise<Array<{ name: string; checksum: string }>>;
}): Promise<string[]> {
  await driver.exec(CREATE_APPLIED_TABLE);
  const changed = changedDefinitions(await driver.query(SELECT_APPLIED));
  for (const definition of changed) await driver.exec(applyScript(definition));
  return changed.map(({ name }) => name);
}
