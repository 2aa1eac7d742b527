/**
 * `test` for the specs that work as the demo account (an admin) on the shared server, instance A: each
 * Playwright worker signs in once, through `POST /session` as the page's own form does, and every test it
 * runs starts from that session (Playwright's storageState). Filling the form is the sign-in specs' job;
 * here it would only cost every test a few seconds. A test that signs out uses the plain `test` and a
 * session of its own: signing this one out would sign out the worker's next tests too.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { demoAccount } from '../../src/mocks/simulator/demo';

/** A browser context's cookies and storage, as Playwright saves and restores them. */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const test = base.extend<object, { signedInState: SignedInState }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const answer = await context.request.post('/session', { headers: csrfHeader, data: demoAccount });
      expect(answer.status(), 'the demo account signs in').toBe(200);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: ({ signedInState }, use) => use(signedInState),
});

export { expect };
export { openSignedIn } from './fixtures';
