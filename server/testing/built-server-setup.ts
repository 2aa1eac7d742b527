/**
 * Vitest global setup of the process tests (`*.process.test.ts`): they start one build of the server,
 * made here once per run by the project's own command (`vite build --ssr
 * server/node/main.ts`), laid out as the project is (a package.json with its serve script, node_modules,
 * dist/server/main.js) so that `npm run serve` runs there as in production. On the embedded store, each
 * process's DATA_DIR starts as a copy of one migrated database (the run's workspace template, unpacked into
 * a directory): creating a PGlite cluster takes seconds, copying one a fraction.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { unpackDataDir } from './workspace-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory laid out as the project is, with the built server in dist/server/main.js. */
    builtServer: string;
    /** Its dist/server/main.js. */
    builtServerEntry: string;
    /** A DATA_DIR holding a migrated embedded database, to be copied. */
    serverDataTemplate: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: root, timeout: 300_000 }, (error, _stdout, stderr) =>
      error === null ? resolve() : reject(new Error(`${error.message}\n${stderr}`)),
    );
  });
}

const build = (outDir: string) =>
  run(process.execPath, [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    ...['build', '--ssr', 'server/node/main.ts', '--outDir', outDir, '--logLevel', 'warn'],
  ]);

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-built-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const app = path.join(dir, 'app');
    mkdirSync(app);
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      type: string;
      scripts: { serve: string };
    };
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ private: true, type: manifest.type, scripts: { serve: manifest.scripts.serve } }),
    );
    // The built file finds its packages the way dist/server/main.js does in the project.
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    const data = path.join(dir, 'data');
    const entry = path.join(app, 'dist', 'server', 'main.js');
    await Promise.all([
      build(path.dirname(entry)),
      // The run's migrated workspace database (workspace-template-setup.ts), as a DATA_DIR.
      unpackDataDir(data, project.getProvidedContext().workspaceTemplate),
    ]);
    project.provide('builtServer', app);
    project.provide('builtServerEntry', entry);
    project.provide('serverDataTemplate', data);
    return cleanup;
  } catch (error) {
    cleanup();
    throw error;
  }
}
