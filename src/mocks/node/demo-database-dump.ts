/**
 * The demo's database as a first visit starts from: the workspace's schema, migrated, with no data,
 * dumped as PGlite writes its data directory (a gzipped tarball). Made in Node by the build; the page
 * loads it instead of creating a cluster of its own, the slowest part of the demo's first start.
 */
import { databaseOverPglite, migrateToLatest } from '../../../server/storage/database';
import { createPglite } from '../../../server/storage/pglite';

export async function dumpDemoDatabase(): Promise<Uint8Array<ArrayBuffer>> {
  const pglite = await createPglite();
  const database = databaseOverPglite(pglite);
  try {
    await migrateToLatest(database.db);
    const dump = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}
