/**
 * Setup of the screen tests that share their worker's modules (vitest.config.ts): what every test of the
 * worker uses is made ready once, before the tests, where no test's time bound pays for it.
 * - Every page's code and words: in a browser they come from the build in a moment; here each module is
 *   compiled on first use.
 * - The worker's workspace database (test-workspace-database.ts): a PGlite loaded from the run's
 *   migrated template, seconds on a busy machine.
 * Once per worker: later test files find both ready (a second run of this file costs nothing).
 */
import type { RouteObject } from 'react-router';
import { routes } from '../app/routes';
import { workspaceDatabase } from './test-workspace-database';

async function loadEveryPage(branch: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    branch.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      await loadEveryPage(route.children ?? []);
    }),
  );
}

await Promise.all([loadEveryPage(routes), workspaceDatabase()]);
