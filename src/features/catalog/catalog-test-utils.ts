/** Shared steps of the catalog's screen tests: the team's catalog on the in-page server, and the page. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { demoAccount } from '@/mocks/simulator/demo';
import { renderApp } from '@/testing/render-app';

export type App = Awaited<ReturnType<typeof renderApp>>;
/** The in-page server's team workspace: what other operators change, behind the page's back. */
export type Workspace = App['workspace'];

/** A colleague, changing the catalog from another browser. */
export const colleague = 'ana@robot-console.test';
export const operator = demoAccount.username;

/** The instant the tests run at: "who changed it and when" is then known, whatever the day. */
export const testNow = Date.parse('2026-11-22T10:00:00Z');

/** Freezes the clock (dates only: timers run as usual, so the page and the database work normally). */
export function freezeClock(at = testNow): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export const mainRuntime = { computerId: 'RT-01', name: 'Main runtime', description: 'Ground floor' };
export const invoiceRobot = {
  robotId: 'INVOICES',
  name: 'Invoice reader',
  description: '',
  variables: [{ name: 'customer', type: 'text', defaultValue: 'ACME', required: true, secret: false }],
};

/** Puts entries in the team's catalog as the colleague did, before or while the page is open. */
export async function seedCatalog(
  workspace: Workspace,
  { runtimes = [], robots = [] }: { runtimes?: (typeof mainRuntime)[]; robots?: (typeof invoiceRobot)[] },
): Promise<void> {
  for (const runtime of runtimes) await workspace.catalog.saveRuntime(runtime, undefined, colleague);
  for (const robot of robots) await workspace.catalog.saveRobot(robot, undefined, colleague);
}

/** The team's catalog as the server holds it, without revisions: what a test checks was written. */
export async function serverCatalog(workspace: Workspace) {
  const { runtimes, robots } = await workspace.catalog.list();
  return {
    runtimes: runtimes.map(({ computerId, name, description }) => ({ computerId, name, description })),
    robots: robots.map(({ robotId, name, description, variables }) => ({
      robotId,
      name,
      description,
      variables,
    })),
  };
}

/**
 * Signs in on the sign-in page that a visit to /catalog led to, and waits for the page's title; in the
 * language the test rendered the app in.
 */
export async function signInToCatalog(app: App): Promise<void> {
  const { words } = app;
  await app.user.type(await screen.findByRole('textbox', { name: words['signIn.username'] }), operator);
  await app.user.type(
    screen.getByLabelText(new RegExp(`^${words['signIn.password']}`)),
    demoAccount.password,
  );
  await app.user.click(screen.getByRole('button', { name: words['signIn.submit'] }));
  await screen.findByRole('heading', { name: words['catalog.page.title'], level: 1 });
}

/**
 * Opens /catalog the way an operator does: the visit goes through sign-in first. `seed` fills the team's
 * catalog on the server before the page reads it.
 */
export async function openCatalog(seed?: Parameters<typeof seedCatalog>[1]) {
  const app = await renderApp('/catalog');
  if (seed !== undefined) await seedCatalog(app.workspace, seed);
  await signInToCatalog(app);
  // Once the catalog is loaded: the sections show their lists or their empty states.
  await screen.findByRole('heading', { name: app.words['catalog.robot.title'], level: 2 });
  return app;
}
