/**
 * Vitest global setup of the screen tests: one migrated, empty workspace database, dumped to a temporary
 * file that each test file loads (creating a PGlite cluster takes seconds, loading a dump a fraction).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseOverPglite, migrateToLatest } from '../../server/storage/database';
import { createPglite } from '../../server/storage/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    workspaceTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const pglite = await createPglite();
  const database = databaseOverPglite(pglite);
  await migrateToLatest(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-template-'));
  const file = path.join(dir, 'workspace.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('workspaceTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
