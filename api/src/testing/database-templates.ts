import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../database/database.js';
import { repeatableDefinitions } from '../database/repeatable-definitions.js';

/*
 * Every API suite opens fresh databases. Migrated from nothing, a PGlite costs a WebAssembly
 * initdb and every migration (4-5 s; three times that on the two-core CI machine beside the
 * journeys), a PostgreSQL database every migration (3-5 s). The first suite to need one
 * migrates a template instead, named after the migrations it holds, and every database after
 * it starts as a copy: a PGlite from a dump of the migrated data directory (1.5 s), a PostgreSQL
 * database by `CREATE DATABASE … TEMPLATE` (0.5 s). A change of any migration names a new
 * template, and the old ones are removed as it is made.
 */

/** Held while a template is made, so parallel suites make it once. */
const TEMPLATE_LOCK = 7_301_101;

/**
 * What the migrations folder and the repeatable definitions hold, as a short name: a template is
 * valid for these only.
 */
const migrationsVersion = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
    }
  }
  for (const { name, checksum } of repeatableDefinitions()) hash.update(name).update(checksum);
  return hash.digest('hex').slice(0, 12);
})();

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl`'s address for its database `name`. */
export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on a maintenance connection to the server (creating and dropping databases). */
export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(statement));
}

const TEMPLATE_PREFIX = 'marketplace_test_template_';

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The migrated database on `serverUrl` that suites copy, made by the first suite to ask; found
 * once per suite file, as the PGlite dump is read once.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = findOrMakePostgresTemplate(serverUrl);
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}

function findOrMakePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsVersion}`;
  return onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    // A template whose migration was cut short (a run killed mid-way) has no comment yet.
    const { rows } = await client.query<{ datname: string; complete: boolean }>(
      `select datname, shobj_description(oid, 'pg_database') is not null as complete
         from pg_database where starts_with(datname, $1)`,
      [TEMPLATE_PREFIX],
    );
    if (rows.some(({ datname, complete }) => datname === name && complete)) return name;
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
    // Closed before it is copied: PostgreSQL copies a template only while nobody is connected.
    await (await openDatabase({ databaseUrl: databaseOn(serverUrl, name), dataDir: null })).close();
    await client.query(`comment on database ${name} is 'migrated: the API suites copy it'`);
    return name;
  });
}

const DUMP_PREFIX = 'marketplace-test-pglite-';
const dumpFile = join(tmpdir(), `${DUMP_PREFIX}${migrationsVersion}.tar`);
let pgliteDump: Promise<Blob> | undefined;

async function makePgliteDump(): Promise<Blob> {
  const migrated = await openDatabase({ dataDir: null });
  const dump = await migrated.dumpDataDir!();
  await migrated.close();
  const others = (await readdir(tmpdir())).filter(
    (file) =>
      file.startsWith(DUMP_PREFIX) && !file.startsWith(`${DUMP_PREFIX}${migrationsVersion}`),
  );
  await Promise.all(others.map((file) => rm(join(tmpdir(), file), { force: true })));
  // Written aside, then renamed: a suite in another worker never reads half a dump.
  const partial = `${dumpFile}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
  return dump;
}

/** The migrated PGlite data directory a suite's database starts from, made by the first to ask. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= readFile(dumpFile).then(
    (bytes) => new Blob([bytes]),
    () => makePgliteDump(),
  );
  return pgliteDump;
}

/**
 * A new PGlite data directory under `parent` holding the migrated template, for a spawned API
 * process's DATA_DIR or a database opened again. Made from nothing on disk, one costs initdb and
 * every migration (7.4 s on an idle two-core machine); from the template, 2 s.
 */
export async function migratedDataDir(parent: string): Promise<string> {
  const dataDir = await mkdtemp(join(parent, 'migrated-'));
  await (await openDatabase({ dataDir, pgliteDump: await migratedPgliteDump() })).close();
  return dataDir;
}
