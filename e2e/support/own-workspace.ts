/**
 * `test` for the flows that need a team workspace of their own (an empty catalog, a queue holding only
 * what the test started): each test gets a server of its own on the embedded store, started by the e2e
 * stack (start-stack.ts) in front of the shared fake upstream, as its `baseURL`, and stopped after it.
 * Starting one costs a fraction of what the demo's page loads did (PostgreSQL booted in the page).
 */
import { test as base } from '@playwright/test';
import { e2ePorts } from './ports';

const control = `http://127.0.0.1:${e2ePorts.stackControl}/workspaces`;

export const test = base.extend({
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const answer = await fetch(control, { method: 'POST' });
    if (!answer.ok) throw new Error(`the e2e stack could not start a workspace: ${await answer.text()}`);
    const { url } = (await answer.json()) as { url: string };
    await use(url);
    await fetch(`${control}/${new URL(url).port}`, { method: 'DELETE' });
  },
});

export { expect } from '@playwright/test';
