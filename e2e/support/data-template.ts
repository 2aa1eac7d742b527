/**
 * A migrated embedded DATA_DIR: a server started on a copy opens it as after a first start, without the
 * seconds that creating and migrating a PostgreSQL cluster in PGlite takes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedWorkspaceDump, unpackDataDir } from '../../server/testing/workspace-dump';

/** Makes the template in a new temporary directory: `dataDir` is to be copied, `remove` removes it all. */
export async function makeDataTemplate(): Promise<{ dataDir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-e2e-template-'));
  const dump = path.join(dir, 'workspace.tar');
  writeFileSync(dump, await migratedWorkspaceDump());
  const data = path.join(dir, 'data');
  await unpackDataDir(data, dump);
  return { dataDir: data, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
