/**
 * Databases for the server's tests, on both stores the server supports: `describe.each(storeKinds)`
 * runs a suite against the embedded PGlite and against the run's throwaway PostgreSQL. Each call gives
 * a fresh, migrated, empty database.
 */
import pg from 'pg';
import { inject } from 'vitest';
import {
  databaseOverPglite,
  databaseOverPool,
  migrateToLatest,
  type WorkspaceDatabase,
} from '../storage/database';
import { createPglite } from '../storage/pglite';

export const storeKinds = ['embedded', 'postgres'] as const;
export type StoreKind = (typeof storeKinds)[number];

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
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  const db = databaseOverPool(pool);
  await migrateToLatest(db);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function openTestDatabase(kind: StoreKind): Promise<WorkspaceDatabase> {
  if (kind === 'postgres') return freshPostgres();
  embeddedTemplate ??= migratedDump();
  const pglite = await createPglite(undefined, { loadDataDir: await embeddedTemplate });
  return databaseOverPglite(pglite);
}
