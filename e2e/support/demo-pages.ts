/**
 * Page loads of the demo (the `mock` project). Every load opens the in-page database before the app
 * draws (a first visit loads the build's template, a later one the copy this browser keeps): a few
 * seconds, which the default bound of an assertion does not allow on a busy machine. The server's pages
 * (fixtures.ts) draw within it.
 *
 * The demo's sessions live in that database, in the browser's private file system, which a storage
 * state does not carry: a demo test signs in through the form, which costs no extra page load (the app
 * goes on without reloading).
 */
import { expect, type Page } from '@playwright/test';
import { appDrawn, demoAccount, fillSignIn } from './fixtures';

/**
 * The bound for a page load of the demo: its in-page database opens first, 6 s quiet and over 20 s beside
 * the end-to-end stack's own load (issue 34 point 15 is about this start). A bound, not a wait.
 */
export const demoLoad = { timeout: 60_000 } as const;

/** Opens `path` of the demo and waits for the app to draw. */
export async function openDemoPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appDrawn(page, demoLoad);
}

/** Reloads a page of the demo and waits for the app to draw again. */
export async function reloadDemoPage(page: Page): Promise<void> {
  await page.reload();
  await appDrawn(page, demoLoad);
}

/** Opens `path` of the demo, signs in with the demo account on the way, and waits for the page to be back. */
export async function signInAt(page: Page, path = '/run'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/, demoLoad);
  await appDrawn(page, demoLoad);
  await fillSignIn(page, demoAccount.password);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
}
