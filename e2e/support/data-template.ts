/**
 * A migrated embedded DATA_DIR, laid out as the server makes it (server/node/embedded-database.ts): a
 * server started on a copy opens it as after a first start, without the seconds that creating and
 * migrating a PostgreSQL cluster in PGlite takes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseOverPglite, migrateToLatest } from '../../server/storage/database';
import { createPglite } from '../../server/storage/pglite';

/** Makes the template in a new temporary directory and returns it; the caller removes it. */
export async function makeDataTemplate(): Promise<string> {
  const pglite = await createPglite();
  const database = databaseOverPglite(pglite);
  await migrateToLatest(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  // mkdtemp makes it for this user only, as the server makes its DATA_DIR.
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-e2e-template-'));
  const tar = path.join(dir, 'workspace.tar');
  writeFileSync(tar, new Uint8Array(await dump.arrayBuffer()));
  mkdirSync(path.join(dir, 'pgdata'));
  execFileSync('tar', ['-xf', tar, '-C', path.join(dir, 'pgdata')]);
  rmSync(tar);
  return dir;
}
