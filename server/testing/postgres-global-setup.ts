/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run, removed at the end. Tests
 * read its URL with `inject('postgresUrl')` and create a database of their own on it.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
