/**
 * Empties a workspace database between tests: every table of the schema (read from the database's own
 * catalog, so a new table is emptied without being listed here) and its identity counters, as a new
 * database has them. Rows are deleted rather than the tables truncated: on a handful of rows DELETE is
 * several times faster, most of all on PGlite, where TRUNCATE writes new files for every table.
 */
import { sql } from 'kysely';
import type { Db } from '../storage/database';

// The tables of each database, read once: the schema does not change during a test run.
const tablesOf = new WeakMap<Db, Promise<string[]>>();

/** The schema's tables, each after every table that refers to it (a reference must not outlive its row). */
async function readTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and c.relname not like 'kysely%'
    order by (select count(*) from pg_constraint k where k.confrelid = c.oid and k.contype = 'f'), c.relname
  `.execute(db);
  return rows.map((row) => row.name);
}

export async function emptyWorkspace(db: Db): Promise<void> {
  let tables = tablesOf.get(db);
  if (tables === undefined) {
    tables = readTables(db);
    tablesOf.set(db, tables);
  }
  await db.transaction().execute(async (trx) => {
    for (const table of await tables) await trx.deleteFrom(table as never).execute();
    await sql`select setval(c.oid, 1, false) from pg_class c
              where c.relnamespace = current_schema()::regnamespace and c.relkind = 'S'`.execute(trx);
  });
}
