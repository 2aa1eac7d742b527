import { onTestFinished } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { signIn } from '@/data/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { startWords } from '@/i18n/catalog';
import { appWords, partNames } from '@/app/word-parts';
import { appLocale } from '@/lib/locale';
import { createCookieJar, memoryStorage, type CookieJar } from '@/mocks/demo/cookie-jar';
import type { Role } from '@/api/roles';
import { demoAccount, demoViewerAccount } from '@/mocks/simulator/demo';
import { createMockServer, type MockServer } from '@/mocks/demo/mock-server';
import { mockServerHandlers } from '@/mocks/demo/mock-server-handlers';
import { createMemoryStore } from '@/mocks/demo/mock-store';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from './msw-server';
import { emptyWorkspaceDatabase, workspaceDatabase } from './test-workspace-database';

export interface RenderOptions {
  /** Whether the server holds a reporting key (true by default). */
  readonly reportingConfigured?: boolean;
  /**
   * The same browser as an earlier render (a reload): its cookies, and the server's database as it was,
   * instead of a fresh, empty one.
   */
  readonly sameBrowserAs?: { readonly cookies: CookieJar };
  /**
   * Writes the server's state before the app first asks for it (the team's catalog, runs started through
   * the server as the signed-in operator).
   */
  readonly seed?: (workspace: MockServer['workspace']) => Promise<unknown>;
  /**
   * Whether the demo account has signed in already: the session is made by the server's own sign-in,
   * called as the app calls it, so the app opens at `path` as a returning operator's browser does.
   */
  readonly signedIn?: boolean;
  /**
   * Whether the server follows active executions and pushes changes live, as the real one does (true by
   * default). Off for a test that seeds hundreds of queued executions and never lets them change: the
   * follower would read each of them from the simulator, on the test's time, while the page is drawn.
   */
  readonly live?: boolean;
  /**
   * Who signs in (`admin` by default): the demo's admin, or its viewer account with this role (the
   * server keeps the role the team gave them before they signed in).
   */
  readonly as?: Role;
  /**
   * The pages visited before `path` in this tab, oldest first: the history the app opens with, as if
   * the operator had come to `path` from them (without drawing them).
   */
  readonly cameFrom?: readonly string[];
}

/** The account a screen test signs in with, its role given first when it is not the mock mode's. */
async function signInAs(role: Role, workspace: MockServer['workspace'], now: () => number) {
  if (role === 'admin') return signIn(demoAccount);
  if (role !== 'viewer') await workspace.team.signedIn(demoViewerAccount.username, role, now());
  return signIn(demoViewerAccount);
}

/**
 * Renders the real app (routes, providers, query client) at `path`, in front of the server the mock mode
 * runs (the real server's code on an empty workspace database), with its own simulator.
 */
export async function renderApp(path: string, sim: Simulator = new Simulator(), options: RenderOptions = {}) {
  const cookies = options.sameBrowserAs?.cookies ?? createCookieJar(memoryStorage());
  const server = await createMockServer({
    database:
      options.sameBrowserAs === undefined ? await emptyWorkspaceDatabase() : await workspaceDatabase(),
    simulator: createMemoryStore(sim),
    // The server and the services it calls share one clock (a test's fake one): its follower reads an
    // execution as soon as the test's clock says it is due, not after the real interval.
    now: sim.now,
    cookies,
    ...(options.live === undefined ? {} : { live: options.live }),
    ...(options.reportingConfigured === undefined
      ? {}
      : { reportingConfigured: options.reportingConfigured }),
  });
  // Its follower reads the simulator in the background: it stops with the test.
  onTestFinished(() => server.stop());
  mswServer.use(...mockServerHandlers(server));
  if (options.signedIn === true) await signInAs(options.as ?? 'admin', server.workspace, sim.now);
  await options.seed?.(server.workspace);
  const router = createMemoryRouter(routes, { initialEntries: [...(options.cameFrom ?? []), path] });
  const user = userEvent.setup();
  // Every part of the words at once: a screen test renders components without the routes that ask for them.
  const language = await startWords(appWords, appLocale(), partNames);
  const view = render(
    <Providers queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, sim, user, cookies, workspace: server.workspace, words: language.catalog };
}

/**
 * Renders the app at `path` for the demo account (or the role `options.as` says), signed in before the
 * page opens (the sign-in form has its own tests), once the page shows who is signed in.
 */
export async function renderSignedIn(path: string, sim?: Simulator, options: RenderOptions = {}) {
  const app = await renderApp(path, sim, { ...options, signedIn: true });
  await screen.findByTestId('signed-in-user');
  return app;
}

/**
 * Loads the code (and words) of the page at `path` before a test goes there: in a test its first load
 * also transforms its modules, seconds on a busy machine, which a test's wait for the page should not
 * have to cover. The router finds them loaded when it navigates.
 */
export async function loadPage(path: string): Promise<void> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') await route.lazy();
  }
}
