import { expect, test, type Page } from '@playwright/test';
import { followPolicy } from '../../src/api/follow-policy';
import { csrfHeader } from '../../src/api/csrf';
import { liveEventsPath } from '../../src/api/live-events';
import { demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { fillRunForm, firstLoad, openPage, signInAt, wordsOf } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

/**
 * Everything that went wrong in the page while the test ran: console errors (a failed resource, an
 * uncaught exception) and requests that failed (the live stream's abort included). A demo session shows none.
 */
function recordTrouble(page: Page, trouble: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The app cancels a read it no longer needs (a newer one replaces it): not trouble. The live stream's
    // end is, whatever the reason.
    if (reason === 'net::ERR_ABORTED' && !request.url().includes(liveEventsPath)) return;
    trouble.push(`failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) trouble.push(`answer ${response.status()}: ${response.url()}`);
  });
  return trouble;
}

/** The queue's row of the first execution of `robotId` (the rows name their robot). */
const rowOf = (page: Page, robotId: string) => page.getByRole('row').filter({ hasText: robotId }).first();

test('a demo session follows a run live, and nothing goes wrong in the page', async ({ page }) => {
  const trouble = recordTrouble(page);
  const streams: { status: number; type: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === liveEventsPath) {
      streams.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    }
  });

  await signInAt(page, pages.run);
  const words = await wordsOf(page);
  // A run that stays queued (ten minutes of the simulator's time): what the page shows does not race it.
  await fillRunForm(page, demoRobots.queued, []);
  await page.getByRole('button', { name: words['run.submit'] }).click();

  // The execution page follows the run through the live stream, as against the server.
  await expect(page).toHaveURL(new RegExp(`/executions/${demoRuntimeId}/[^/]+$`));
  await expect(page.getByText('PENDENT').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('poll-status')).toHaveText(
    words['executions.status.live'].replace('{seconds}', String(followPolicy.intervalMs / 1000)),
  );

  // The queue lists it.
  await page.getByRole('link', { name: words['nav.queue'], exact: true }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await expect(rowOf(page, demoRobots.queued)).toContainText('PENDENT');

  // Another tab opens the database this browser keeps (the first visit loaded the build's template), signed
  // in already, and starts a run there. (A reload would end the first tab's stream, which the browser
  // reports as an aborted request.)
  const other = await page.context().newPage();
  recordTrouble(other, trouble);
  await openPage(other, pages.queue);
  await expect(rowOf(other, demoRobots.queued)).toContainText('PENDENT', firstLoad);
  const started = await other.evaluate(
    async ({ path, headers }) => (await fetch(path, { method: 'POST', headers })).status,
    {
      path: `/orchestrator/api/integration/v2/run/${demoRuntimeId}/${demoRobots.succeeding}`,
      headers: csrfHeader,
    },
  );
  expect(started).toBe(200);

  // The first tab reads nothing on an interval while it is live: the run arrives, and ends, through its stream.
  await expect(rowOf(page, demoRobots.succeeding)).toContainText('SUCCESS', { timeout: 60_000 });
  await expect(page.getByText(words['live.interruptedTitle'])).toHaveCount(0);
  expect(streams.length).toBeGreaterThan(0);
  expect(
    streams.every((stream) => stream.status === 200 && stream.type.startsWith('text/event-stream')),
  ).toBe(true);

  expect(trouble).toEqual([]);
});
