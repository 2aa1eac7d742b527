/**
 * Every PGlite the workspace opens (the server's embedded store, the browser's mock mode, the tests)
 * comes from here, with the extensions the migrations rely on: pg_trgm, for the journal's search.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** `dataDir`: a directory (Node), `idb://name` (browser), or nothing for memory only. */
export async function createPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  // One options object: PGlite reads a second argument only when the first is a string.
  const pglite = new PGlite({
    ...options,
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  return pglite;
}
