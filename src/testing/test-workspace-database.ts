/**
 * The workspace database behind the screen tests' in-page server: one PGlite per worker, loaded from
 * the run's migrated template, emptied before each rendering so that every test starts from nothing.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { databaseOverPglite, type WorkspaceDatabase } from '../../server/storage/database';
import { createPglite } from '../../server/storage/pglite';

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

/** The test file's database, emptied. */
export async function emptyWorkspaceDatabase(): Promise<WorkspaceDatabase> {
  const database = await workspaceDatabase();
  await sql`truncate table sessions, executions, catalog_runtimes, catalog_robots, reporting_sends, activity, schedule_fires, schedules, no_run_days, runner_token, alerts, watchdog_settings, webhook_outbox, team_members restart identity`.execute(
    database.db,
  );
  return database;
}
