/**
 * The workspace database behind the screen tests' in-page server: one PGlite per worker, loaded from
 * the run's migrated template, emptied before each rendering so that every test starts from nothing.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { databaseOverPglite, type WorkspaceDatabase } from '../../server/storage/database';
import { createPglite } from '../../server/storage/pglite';
import { emptyWorkspace } from '../../server/testing/empty-workspace';

// Kept for the worker's life: the test files share their worker's modules (vite.config.ts), and this
// database with them; it goes with the worker's process.
let shared: Promise<WorkspaceDatabase> | undefined;

async function open(): Promise<WorkspaceDatabase> {
  const template = new Blob([readFileSync(inject('workspaceTemplate'))]);
  return databaseOverPglite(await createPglite(undefined, { loadDataDir: template }));
}

/** The test file's database as it is. */
export function workspaceDatabase(): Promise<WorkspaceDatabase> {
  shared ??= open();
  return shared;
}

/** The test file's database, emptied (every table, as a new database has it). */
export async function emptyWorkspaceDatabase(): Promise<WorkspaceDatabase> {
  const database = await workspaceDatabase();
  await emptyWorkspace(database.db);
  return database;
}
