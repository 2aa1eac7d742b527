/**
 * The tests' migrated, empty workspace database, made once and copied: creating a PGlite cluster and
 * migrating it takes seconds, loading a dump or copying its files a fraction.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { databaseOverPglite, migrateToLatest } from '../storage/database';
import { createPglite } from '../storage/pglite';

/** A new database, migrated to the latest schema, as PGlite's dump of its directory (a tar). */
export async function migratedWorkspaceDump(): Promise<Uint8Array> {
  const pglite = await createPglite();
  const database = databaseOverPglite(pglite);
  await migrateToLatest(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * Lays a dump out as the files of an embedded DATA_DIR (server/node/embedded-database.ts keeps the
 * database in its `pgdata`): the tar is the database's directory, as PGlite would write it out.
 */
export function unpackDataDir(dataDir: string, dumpFile: string): Promise<void> {
  // As the server makes it: for its user only.
  mkdirSync(dataDir, { mode: 0o700, recursive: true });
  mkdirSync(path.join(dataDir, 'pgdata'));
  return promisify(execFile)('tar', ['-xf', dumpFile, '-C', path.join(dataDir, 'pgdata')]).then(
    () => undefined,
  );
}
