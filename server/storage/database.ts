/**
 * The workspace database, whichever PostgreSQL holds it: a Kysely instance over a pool (a real server's,
 * or PGlite's through pglite-pool.ts), and the migrations that bring its schema up to date.
 */
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import type { PGliteInterface } from '@electric-sql/pglite';
import { migrationProvider } from './migrations';
import { pglitePool } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface WorkspaceDatabase {
  readonly db: Db;
  /** `postgres` for a PostgreSQL server (shared by any number of instances), `embedded` for PGlite. */
  readonly kind: 'postgres' | 'embedded';
  close(): Promise<void>;
}

export function databaseOverPool(pool: PostgresPool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** An embedded PGlite as the workspace database; closing it closes PGlite too. */
export function databaseOverPglite(pglite: PGliteInterface): WorkspaceDatabase {
  const db = databaseOverPool(pglitePool(pglite));
  return {
    db,
    kind: 'embedded',
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
