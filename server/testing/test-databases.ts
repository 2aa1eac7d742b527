/**
 * Databases for the server's tests, on the store this test run is about: the server's suite runs twice
 * (vite.config.ts), once with TEST_STORE=embedded (PGlite) and once with TEST_STORE=postgres (the run's
 * throwaway PostgreSQL server), so every test that touches the database is shown on both.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { silentLogger } from '../logger';
import { openPostgresDatabase } from '../node/postgres-database';
import { databaseOverPglite, type WorkspaceDatabase } from '../storage/database';
import { createPglite } from '../storage/pglite';
import { emptyWorkspace } from './empty-workspace';
import { copyOfWorkspaceTemplate } from './postgres-template';

export type StoreKind = 'embedded' | 'postgres';

/** The store of this run (TEST_STORE), the embedded one when unset. */
export const testStoreKind: StoreKind = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

let sequence = 0;
// Where each PostgreSQL test database lives, so that a test can open it again as a second instance would.
const urls = new WeakMap<WorkspaceDatabase, string>();

async function freshPostgres(): Promise<WorkspaceDatabase> {
  const adminUrl = inject('postgresUrl');
  sequence += 1;
  const name = `test_${process.pid}_${sequence}_${Math.random().toString(36).slice(2, 8)}`;
  // A copy of the run's migrated template (postgres-global-setup.ts): a file copy, not the migrations.
  const url = await copyOfWorkspaceTemplate(adminUrl, name);
  const database = openPostgresDatabase({ url, logger: silentLogger, maxConnections: 4 });
  urls.set(database, url);
  return database;
}

/** A fresh, migrated, empty database of its own, on this run's store; the caller closes it. */
export async function openTestDatabase(kind: StoreKind = testStoreKind): Promise<WorkspaceDatabase> {
  if (kind === 'postgres') return freshPostgres();
  // Creating a PGlite cluster takes seconds; the run's global setup made a migrated one, dumped to a file
  // (src/testing/workspace-template-setup.ts), which loads in a fraction of that.
  const template = new Blob([readFileSync(inject('workspaceTemplate'))]);
  return databaseOverPglite(await createPglite(undefined, { loadDataDir: template }));
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
 * For a test that starts a server process on the run's PostgreSQL: the URL of a fresh, migrated, empty
 * database for it (DATABASE_URL).
 */
export async function serverDatabaseUrl(): Promise<string> {
  const database = await freshPostgres();
  const url = urls.get(database);
  await database.close();
  if (url === undefined) throw new Error('a PostgreSQL test database has its URL');
  return url;
}

// Kept for the worker's life: the server's test files share their worker's modules (vite.config.ts), and
// this database with them; it goes with the worker's process.
let shared: Promise<WorkspaceDatabase> | undefined;

/** The test files' shared database, emptied (every table, as a new database has it). */
export async function emptyTestDatabase(): Promise<WorkspaceDatabase> {
  shared ??= openTestDatabase();
  const database = await shared;
  await emptyWorkspace(database.db);
  return database;
}
