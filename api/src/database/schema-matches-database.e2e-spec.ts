import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from './database.js';
import * as tables from './schema.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/** A column as both sides can say it: its type as PostgreSQL formats it, and whether it is required. */
type ColumnFacts = `${string}.${string}: ${string}${' not null' | ''}`;

/** The tables, columns and indexes schema.ts declares, which the queries are typed against. */
function declared(): { columns: ColumnFacts[]; indexes: string[] } {
  const columns: ColumnFacts[] = [];
  const indexes: string[] = [];
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const column of config.columns) {
      // Spelled as format_type() spells them.
      const type = column
        .getSQLType()
        .replaceAll(', ', ',')
        .replace(/^char\(/, 'character(')
        .replace(/^varchar\(/, 'character varying(');
      columns.push(`${config.name}.${column.name}: ${type}${column.notNull ? ' not null' : ''}`);
    }
    for (const index of config.indexes) {
      indexes.push(`${config.name}.${index.config.name}${index.config.unique ? ' unique' : ''}`);
    }
  }
  return { columns: columns.sort(), indexes: indexes.sort() };
}

/** The same facts of the migrated database's public tables. */
async function migrated(db: Database): Promise<{ columns: ColumnFacts[]; indexes: string[] }> {
  const columns = await queryRows<{ facts: ColumnFacts }>(
    db,
    // The types as drizzle names them: no precision on timestamps, `bigint` for an identity.
    sql`select c.relname || '.' || a.attname || ': ' ||
        regexp_replace(format_type(a.atttypid, a.atttypmod), '^(timestamp)\\(\\d\\) ', '\\1 ') ||
        case when a.attnotnull then ' not null' else '' end as facts
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  // Indexes the table's constraints make (primary keys, unique columns) are declared as those.
  const indexes = await queryRows<{ facts: string }>(
    db,
    sql`select t.relname || '.' || i.relname || case when x.indisunique then ' unique' else '' end as facts
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  return {
    columns: columns.map((row) => row.facts).sort(),
    indexes: indexes.map((row) => row.facts).sort(),
  };
}

/**
 * schema.ts is written by hand beside the hand-written migrations (docs/database.md): this proves
 * the two say the same, table by table, column by column (type and nullability) and index by
 * index, on both databases.
 */
describe.each(DATABASE_TARGETS)('schema.ts and the migrated database on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  it('declare the same tables and columns, with the same types and nullability', async () => {
    expect((await migrated(ctx.db)).columns).toEqual(declared().columns);
  });

  it('declare the same indexes', async () => {
    expect((await migrated(ctx.db)).indexes).toEqual(declared().indexes);
  });
});
