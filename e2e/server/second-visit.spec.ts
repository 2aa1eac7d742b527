import { test as signedOut, type BrowserContext, type Page } from '@playwright/test';
import { everyPage } from '../support/fixtures';
import { expect, test } from '../support/signed-in';
import { executionPath, pages } from '../../src/lib/pages';

/**
 * The build's scripts and stylesheets are named after their content and served as immutable
 * (server/node/static.ts): an operator's second visit to a page downloads only its HTML. Chromium's
 * DevTools protocol tells where each response came from: the network, or the browser's disk or memory
 * cache.
 */
const signedInPages = [
  ...everyPage,
  executionPath({ computerId: 'RUNTIME-01', executionId: 'second-visit-id' }),
] as const;

/**
 * The page at rest: its heading (the sign-in form's, or the signed-in page's in its main area), and no
 * placeholder left, so that what it loads late (the overview's charts, once its figures arrived) has
 * loaded before the second visit begins.
 */
async function drawn(page: Page, path: string): Promise<void> {
  const area = path === pages.login ? page : page.getByRole('main');
  await expect(area.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

/** Visits `path` twice, and fails if the second visit downloads a script or a stylesheet again. */
async function visitTwice(page: Page, context: BrowserContext, path: string): Promise<void> {
  // The scripts and stylesheets the first visit asked for, and each one the second visit asked for with
  // whether the cache answered. Only a download again counts: a page whose data changed in between (the
  // shared server's overview gaining its first ended run loads its charts) may ask for a chunk the first
  // visit never needed, which no cache can hold yet.
  const firstVisit = new Set<string>();
  // The first visit's scripts and stylesheets still downloading: one cut short by the second visit's
  // navigation never reaches the cache, so the second visit waits until none is left (the overview asks
  // for its charts' chunk as it opens, and a page with no ended run has drawn before it arrives).
  const downloading = new Set<string>();
  const assets = new Map<string, { url: string; fromCache: boolean }>();
  let secondVisit = false;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!/\.(?:js|css)$/.test(new URL(request.url).pathname)) return;
    if (secondVisit) assets.set(requestId, { url: request.url, fromCache: false });
    else {
      firstVisit.add(request.url);
      downloading.add(requestId);
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => downloading.delete(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => downloading.delete(requestId));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const asset = assets.get(requestId);
    if (asset !== undefined) asset.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const asset = assets.get(requestId);
    if (asset !== undefined && response.fromDiskCache === true) asset.fromCache = true;
  });

  await page.goto(path);
  await drawn(page, path);
  await expect.poll(() => [...downloading], { message: `${path}: its downloads end` }).toEqual([]);
  secondVisit = true;
  await page.goto(path);
  await drawn(page, path);
  await cdp.detach();
  const second = [...assets.values()];
  expect(second.length, `${path} asks for its scripts and stylesheets`).toBeGreaterThan(0);
  expect(
    second.filter((asset) => !asset.fromCache && firstVisit.has(asset.url)).map((asset) => asset.url),
    `${path}: downloaded again on the second visit`,
  ).toEqual([]);
}

signedOut(
  'a second visit to the sign-in page downloads no script or stylesheet again',
  async ({ page, context }) => {
    await visitTwice(page, context, pages.login);
  },
);

// The signed-in pages in two halves, so that the two workers share them (a test per page cost each page a
// browser context and a cold cache of its own).
const halves = [signedInPages.slice(0, 6), signedInPages.slice(6)];
for (const [half, paths] of halves.entries()) {
  test(`a second visit to any signed-in page downloads no script or stylesheet again (${String(half + 1)} of 2)`, async ({
    page,
    context,
  }) => {
    for (const path of paths) await visitTwice(page, context, path);
  });
}
