/**
 * Vitest global setup of the screen tests and the server's suite: one migrated, empty workspace database,
 * dumped to a temporary file that each test file loads (creating a PGlite cluster and migrating it takes
 * about 4 s, loading a dump a fraction).
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

/**
 * The run's one template file. Vitest loads a project's global setup for each project that names it, as a
 * module of its own, so the file is kept on the run's process (the same for every project): made once,
 * not four times.
 */
const made = Symbol.for('robot-console.workspace-template');
interface RunProcess {
  [made]?: Promise<{ readonly file: string; readonly remove: () => void }>;
}

function makeTemplate() {
  return migratedWorkspaceDump().then((dump) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-template-'));
    const file = path.join(dir, 'workspace.tar');
    writeFileSync(file, dump);
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const run = globalThis as typeof globalThis & RunProcess;
  run[made] ??= makeTemplate();
  const template = await run[made];
  project.provide('workspaceTemplate', template.file);
  // Every project's teardown comes after every project's tests: the first removes the file.
  return template.remove;
}
