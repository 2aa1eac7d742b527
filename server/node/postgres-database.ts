/**
 * A PostgreSQL server as the workspace database (DATABASE_URL): any number of server instances share
 * it. The pool reconnects by itself when the server comes back; a broken idle connection is logged,
 * never allowed to end the process. Listening (LISTEN/NOTIFY) has a connection of its own per channel.
 */
import pg from 'pg';
import { databaseOverPool, type WorkspaceDatabase } from '../storage/database';
import type { Logger } from '../logger';
import { postgresListen } from './postgres-listener';

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
  const listeners = new Set<() => Promise<void>>();
  const listen = postgresListen({ url: options.url, logger: options.logger });
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload, listenOptions) => {
      const unlisten = await listen(channel, onPayload, listenOptions);
      listeners.add(unlisten);
      return () => {
        listeners.delete(unlisten);
        return unlisten();
      };
    },
    close: async () => {
      // A listener left open would hold its connection (and the process) after the pool is gone.
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      listeners.clear();
      await db.destroy();
    },
  };
}
