/**
 * A PostgreSQL server as the workspace database (DATABASE_URL): any number of server instances share
 * it. The pool reconnects by itself when the server comes back; a broken idle connection is logged,
 * never allowed to end the process.
 */
import pg from 'pg';
import { databaseOverPool, type WorkspaceDatabase } from '../storage/database';
import type { Logger } from '../logger';

export interface PostgresOptions {
  readonly url: string;
  readonly logger: Logger;
  /** Connections per instance. */
  readonly maxConnections?: number;
}

export function openPostgresDatabase(options: PostgresOptions): WorkspaceDatabase {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // A request waits this long for a connection before the database counts as unavailable.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => {
    options.logger.warn(`database: an idle connection failed (${error.message}); it will be replaced`);
  });
  const db = databaseOverPool(pool);
  return { db, kind: 'postgres', close: () => db.destroy() };
}
