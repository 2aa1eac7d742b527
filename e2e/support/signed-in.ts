/**
 * `test` for the `server` project's flows on the shared stack: each test's browser starts signed in on
 * it, as the demo's admin unless the spec says otherwise (`test.use({ signedInAs: 'viewer' })`, or
 * `null` for a browser signed in nowhere). Each worker signs each role in once, through the server's
 * route (sessions.ts), and its tests share that session: none of them may sign it out. A test that
 * signs out, or signs in elsewhere, starts with `signedInAs: null` and signs in itself
 * (`signInThroughApi`): a cookie of the worker's session would be sent beside its own, and be read first.
 */
import { test as base } from '@playwright/test';
import { e2ePorts } from './ports';
import { signedInState, signedOut, type Role, type StorageState } from './sessions';

/** Instance A: the others on its PostgreSQL (B and C) share its sessions. */
const sharedServer = `http://127.0.0.1:${e2ePorts.server}`;

export const test = base.extend<
  { signedInAs: Role | null },
  { workerSession: (role: Role) => Promise<StorageState> }
>({
  signedInAs: ['admin', { option: true }],
  workerSession: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sessions = new Map<Role, Promise<StorageState>>();
      await use((role) => {
        const session = sessions.get(role) ?? signedInState(sharedServer, role);
        sessions.set(role, session);
        return session;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, workerSession }, use) => {
    await use(signedInAs === null ? signedOut : await workerSession(signedInAs));
  },
});

export { expect } from '@playwright/test';
