/**
 * The workspace database, whichever PostgreSQL holds it: a Kysely instance over a pool (a real server's,
 * or PGlite's through pglite-pool.ts), and the migrations that bring its schema up to date.
 */
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import type { PGliteInterface } from '@electric-sql/pglite';
import { migrationProvider } from './migrations';
import { pglitePool, type PglitePoolOptions } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Called each time the listening starts, the first time and after every reconnection: notifications
   * sent while it was down are lost, so this is when the listener reads what it may have missed.
   */
  readonly onListening?: () => void;
}

export interface WorkspaceDatabase {
  readonly db: Db;
  /** `postgres` for a PostgreSQL server (shared by any number of instances), `embedded` for PGlite. */
  readonly kind: 'postgres' | 'embedded';
  /**
   * Hears `NOTIFY channel` from every connection (every instance, with PostgreSQL). Resolves once the
   * first attempt is made; a PostgreSQL listener that cannot connect or loses its connection keeps
   * trying on its own. Absent on a database opened without it (a benchmark's bare pool): whoever
   * listens then relies on reading at intervals.
   */
  readonly listen?: (
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ) => Promise<Unlisten>;
  close(): Promise<void>;
}

export function databaseOverPool(pool: PostgresPool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** An embedded PGlite as the workspace database; closing it closes PGlite too. */
export function databaseOverPglite(
  pglite: PGliteInterface,
  options: PglitePoolOptions = {},
): WorkspaceDatabase {
  const pool = pglitePool(pglite, options);
  const db = databaseOverPool(pool);
  return {
    db,
    kind: 'embedded',
    // PGlite delivers the notifications of its own connection, which is every writer's: one process.
    listen: async (channel, onPayload, options) => {
      const unlisten = await pool.exclusively(() => pglite.listen(channel, onPayload));
      options?.onListening?.();
      return () => pool.exclusively(() => unlisten());
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Applies every migration not applied yet; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`The database schema could not be brought up to date (${failed}).`, { cause: error });
  }
}
