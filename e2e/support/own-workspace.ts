/**
 * `test` for the flows that need a team workspace of their own (an empty catalog, a queue holding only
 * what the test started): each test gets a server of its own on a database of its own (a copy of a
 * migrated template on the stack's PostgreSQL), started by the e2e stack (start-stack.ts) in front of
 * the shared fake upstream, as its `baseURL`, and stopped after it: about a second.
 */
import { test as base } from '@playwright/test';
import type { JournalSeed } from '../../server/testing/journal-seed';
import { csrfHeader } from '../../src/api/csrf';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { e2ePorts } from './ports';

const stack = `http://127.0.0.1:${e2ePorts.stackControl}`;

/**
 * What a test's server starts with besides the stack's: settings of its own (a webhook, say), and
 * executions already in its journal, which it follows from its start as it follows the runs it started
 * (read from the fake upstream: one the fake upstream does not know is given up on).
 */
export interface WorkspaceSetup {
  readonly env?: Readonly<Record<string, string>>;
  readonly journal?: readonly JournalSeed[];
}

export const test = base.extend<{ workspaceSetup: WorkspaceSetup; signedIn: boolean }>({
  // Nothing by default; a spec sets it with test.use, or as a fixture of its own when it depends on
  // what the test made first (an execution's id).
  workspaceSetup: [{}, { option: true }],
  // With `test.use({ signedIn: true })` the test's browser starts with the demo account (an admin)
  // signed in to its server, through `POST /session` as the form does: only the sign-in specs fill it.
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, baseURL, playwright, storageState }, use) => {
    if (!signedIn) return use(storageState);
    const api = await playwright.request.newContext({ baseURL });
    const answer = await api.post('/session', { headers: csrfHeader, data: demoAccount });
    if (answer.status() !== 200) throw new Error(`the demo account could not sign in: ${answer.status()}`);
    await use(await api.storageState());
    await api.dispose();
  },
  baseURL: async ({ workspaceSetup }, use) => {
    const answer = await fetch(`${stack}/workspaces`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(workspaceSetup),
    });
    if (!answer.ok) throw new Error(`the e2e stack could not start a workspace: ${await answer.text()}`);
    const { url } = (await answer.json()) as { url: string };
    await use(url);
    await fetch(`${stack}/workspaces/${new URL(url).port}`, { method: 'DELETE' });
  },
});

/** A post a webhook receiver of the stack got: its headers (lower-case names) and its exact body. */
export interface ReceivedWebhook {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * A webhook receiver the stack hosts, for a test's server to post to: `url` is its NOTIFY_WEBHOOK_URL,
 * `posts` what it received so far, oldest first. `name` (letters, digits, `-`, `_`) keeps each test's
 * posts apart.
 */
export function stackWebhook(name: string): { url: string; posts: () => Promise<ReceivedWebhook[]> } {
  const url = `${stack}/webhooks/${name}`;
  return {
    url,
    posts: async () => (await (await fetch(url)).json()) as ReceivedWebhook[],
  };
}

export { expect } from '@playwright/test';
