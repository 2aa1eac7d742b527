/**
 * A migrated, empty workspace database on a PostgreSQL server (`workspace_template`), and copies of it:
 * `create database … template` copies its files, a fraction of the time that migrating a new one takes.
 * The unit suite's global setup and the end-to-end stack make one each on their throwaway server.
 */
import pg from 'pg';
import { silentLogger } from '../logger';
import { openPostgresDatabase } from '../node/postgres-database';
import { migrateToLatest } from '../storage/database';

/** The migrated database every test database of a throwaway server is copied from. */
export const postgresTemplateName = 'workspace_template';

/** `serverUrl` (any database of the server) with `database` in its place. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates the template on the server at `serverUrl` and migrates it. */
export async function createWorkspaceTemplate(serverUrl: string): Promise<void> {
  await asAdmin(serverUrl, `create database ${postgresTemplateName}`);
  const template = openPostgresDatabase({
    url: databaseUrl(serverUrl, postgresTemplateName),
    logger: silentLogger,
    maxConnections: 1,
  });
  try {
    await migrateToLatest(template.db);
  } finally {
    // A template may have no open connection while it is copied.
    await template.close();
  }
}

/**
 * A new database `name` (letters, digits and underscores: ours, not input, so safe in the statement),
 * a copy of the template; its URL.
 */
export async function copyOfWorkspaceTemplate(serverUrl: string, name: string): Promise<string> {
  if (!/^\w+$/.test(name)) throw new Error(`not a database name of ours: ${name}`);
  await asAdmin(serverUrl, `create database ${name} template ${postgresTemplateName}`);
  return databaseUrl(serverUrl, name);
}

/** Removes database `name`, closing whatever connection a killed server left. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`not a database name of ours: ${name}`);
  await asAdmin(serverUrl, `drop database if exists ${name} with (force)`);
}
