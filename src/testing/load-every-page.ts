/**
 * Setup of the screen tests that share their worker's modules (vite.config.ts): every page's code and
 * words, loaded before the tests. In a browser they come from the build in a moment; here each module is
 * compiled on first use, which is no part of what a test waits for. Once per worker: the modules stay.
 */
import type { RouteObject } from 'react-router';
import { routes } from '../app/routes';

async function loadEveryPage(branch: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    branch.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      await loadEveryPage(route.children ?? []);
    }),
  );
}

await loadEveryPage(routes);
