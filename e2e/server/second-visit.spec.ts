import { expect, test, type Page } from '@playwright/test';
import { everyPage, signInAt } from '../support/fixtures';

/**
 * The build's scripts and stylesheets are named after their content and served as immutable
 * (server/node/static.ts): an operator's second visit to a page downloads only its HTML. Chromium's
 * DevTools protocol tells where each response came from: the network, or the browser's disk or memory
 * cache.
 */
const signedInPages = [...everyPage, '/executions/RUNTIME-01/second-visit-id'] as const;

/**
 * The page at rest: its heading (the sign-in form's, or the signed-in page's in its main area), and no
 * placeholder left, so that what it loads late (the overview's charts, once its figures arrived) has
 * loaded before the second visit begins.
 */
async function drawn(page: Page, path: string): Promise<void> {
  const area = path === '/login' ? page : page.getByRole('main');
  await expect(area.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

test('a second visit to any page downloads no script or stylesheet again', async ({ page, context }) => {
  // Each script and stylesheet asked for since the last visit began, and whether the cache answered.
  const assets = new Map<string, { url: string; fromCache: boolean }>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (/\.(?:js|css)$/.test(new URL(request.url).pathname))
      assets.set(requestId, { url: request.url, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const asset = assets.get(requestId);
    if (asset !== undefined) asset.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const asset = assets.get(requestId);
    if (asset !== undefined && response.fromDiskCache === true) asset.fromCache = true;
  });

  const visitTwice = async (path: string) => {
    await page.goto(path);
    await drawn(page, path);
    assets.clear();
    await page.goto(path);
    await drawn(page, path);
    const second = [...assets.values()];
    expect(second.length, `${path} asks for its scripts and stylesheets`).toBeGreaterThan(0);
    expect(
      second.filter((asset) => !asset.fromCache).map((asset) => asset.url),
      `${path}: downloaded again on the second visit`,
    ).toEqual([]);
  };

  await visitTwice('/login');
  await signInAt(page, '/run');
  for (const path of signedInPages) await visitTwice(path);
});
