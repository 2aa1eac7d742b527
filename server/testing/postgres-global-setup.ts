/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run, removed at the end, holding one
 * migrated, empty workspace database (`workspace_template`). Tests read the server's URL with
 * `inject('postgresUrl')` and create each database of their own as a copy of that template (`create
 * database … template`, a file copy), not by migrating a new one.
 */
import type { TestProject } from 'vitest/node';
import { createWorkspaceTemplate } from './postgres-template';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The run's one server. Vitest loads a project's global setup for each project that names it, as a module
 * of its own, so the server is kept on the run's process (shared by the projects): started once.
 */
const started = Symbol.for('robot-console.throwaway-postgres');
interface RunProcess {
  [started]?: Promise<{ readonly url: string; readonly stop: () => Promise<void> }>;
}

async function startWithTemplate() {
  const server = await startThrowawayPostgres();
  await createWorkspaceTemplate(server.url);
  return server;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = globalThis as typeof globalThis & RunProcess;
  let first = false;
  run[started] ??= ((first = true), startWithTemplate());
  const server = await run[started];
  project.provide('postgresUrl', server.url);
  // Every project's teardown comes after every project's tests: the one that started it stops it.
  return first ? () => server.stop() : () => Promise.resolve();
}
