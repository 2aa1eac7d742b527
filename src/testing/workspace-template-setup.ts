/**
 * Vitest global setup of the screen tests: one migrated, empty workspace database, dumped to a temporary
 * file that each test file loads (creating a PGlite cluster takes seconds, loading a dump a fraction).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedWorkspaceDump } from '../../server/testing/workspace-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    workspaceTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dump = await migratedWorkspaceDump();
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-template-'));
  const file = path.join(dir, 'workspace.tar');
  writeFileSync(file, dump);
  project.provide('workspaceTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
