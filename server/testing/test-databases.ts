/**
 * Databases for the server's tests, on the store this test run is about: the server's suite runs twice
 * (vite.config.ts), once with TEST_STORE=embedded (PGlite) and once with TEST_STORE=postgres (the run's
 * throwaway PostgreSQL server), so every test that touches the database is shown on both.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { silentLogger } from '../logger';
import { openPostgresDatabase } from '../node/postgres-database';
import { databaseOverPglite, migrateToLatest, type WorkspaceDatabase } from '../storage/database';
import { createPglite } from '../storage/pglite';

export type StoreKind = 'embedded' | 'postgres';

/** The store of this run (TEST_STORE), the embedded one when unset. */
export const testStoreKind: StoreKind = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

// Creating a PGlite cluster takes seconds; a migrated one is dumped once per test worker and reloaded.
let embeddedTemplate: Promise<Blob> | undefined;

async function migratedDump(): Promise<Blob> {
  const pglite = await createPglite();
  const database = databaseOverPglite(pglite);
  await migrateToLatest(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  return dump;
}

let sequence = 0;
// Where each PostgreSQL test database lives, so that a test can open it again as a second instance would.
const urls = new WeakMap<WorkspaceDatabase, string>();

async function freshPostgres(): Promise<WorkspaceDatabase> {
  const adminUrl = inject('postgresUrl');
  sequence += 1;
  const name = `test_${process.pid}_${sequence}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    // The name is ours (letters, digits, underscores), not input: safe to place in the statement.
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgresDatabase({ url: url.toString(), logger: silentLogger, maxConnections: 4 });
  await migrateToLatest(database.db);
  urls.set(database, url.toString());
  return database;
}

/** A fresh, migrated, empty database of its own, on this run's store; the caller closes it. */
export async function openTestDatabase(kind: StoreKind = testStoreKind): Promise<WorkspaceDatabase> {
  if (kind === 'postgres') return freshPostgres();
  embeddedTemplate ??= migratedDump();
  const pglite = await createPglite(undefined, { loadDataDir: await embeddedTemplate });
  return databaseOverPglite(pglite);
}

/**
 * Another connection pool to the same PostgreSQL test database: what a second server instance sharing
 * DATABASE_URL has. The caller closes it.
 */
export function reopenTestDatabase(database: WorkspaceDatabase): WorkspaceDatabase {
  const url = urls.get(database);
  if (url === undefined) throw new Error('only a PostgreSQL test database can be opened again');
  return openPostgresDatabase({ url, logger: silentLogger, maxConnections: 4 });
}

/**
 * For a test that starts a server process: on this run's PostgreSQL, the URL of a fresh, empty
 * database for it (DATABASE_URL); on the embedded store, `undefined` (the process uses its DATA_DIR).
 */
export async function serverDatabaseUrl(): Promise<string | undefined> {
  if (testStoreKind !== 'postgres') return undefined;
  const database = await freshPostgres();
  const url = urls.get(database);
  await database.close();
  return url;
}

let shared: Promise<WorkspaceDatabase> | undefined;
// Registered as the test file loads this module: the file's shared database closes after its tests.
afterAll(async () => {
  if (shared !== undefined) await (await shared).close();
});

/**
 * The test file's database, emptied: one per file (opening one costs a fraction of a second), every
 * table truncated on each call, closed after the file's tests.
 */
export async function emptyTestDatabase(): Promise<WorkspaceDatabase> {
  shared ??= openTestDatabase();
  const database = await shared;
  await sql`truncate table sessions, executions, catalog_runtimes, catalog_robots, reporting_sends, activity, webhook_outbox restart identity`.execute(
    database.db,
  );
  return database;
}
