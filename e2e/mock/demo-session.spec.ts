import { expect, test, type Page } from '@playwright/test';
import { followPolicy } from '../../src/api/follow-policy';
import { liveEventsPath } from '../../src/api/live-events';
import { demoRobots, demoRuntimeId } from '../../src/mocks/demo';
import { fillRunForm, firstLoad, signInAt, wordsOf } from '../support/fixtures';

/**
 * Everything that went wrong in the page while the test ran: console errors (a failed resource, an
 * uncaught exception) and requests that failed (aborted ones included). A demo session shows none.
 */
function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) =>
    trouble.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 500) trouble.push(`answer ${response.status()}: ${response.url()}`);
  });
  return trouble;
}

test('a demo session follows a run live, and nothing goes wrong in the page', async ({ page }) => {
  const trouble = recordTrouble(page);
  const streams: { status: number; type: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === liveEventsPath) {
      streams.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    }
  });

  await signInAt(page, '/run');
  const words = await wordsOf(page);
  await fillRunForm(page, demoRobots.succeeding, [['invoiceBatch', 'DEMO-1']]);
  await page.getByRole('button', { name: words['run.submit'] }).click();

  // The execution page follows the run through the live stream, as against the server.
  await expect(page).toHaveURL(new RegExp(`/executions/${demoRuntimeId}/[^/]+$`));
  const status = page.getByTestId('poll-status');
  await expect(status).toHaveText(
    words['executions.status.live'].replace('{seconds}', String(followPolicy.intervalMs / 1000)),
  );
  await expect(page.getByText('RUNNING')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('SUCCESS').first()).toBeVisible({ timeout: 60_000 });
  await expect(status).toHaveText(words['executions.status.ended']);
  await expect(page.getByText(words['live.interruptedTitle'])).toHaveCount(0);
  expect(streams.length).toBeGreaterThan(0);
  expect(
    streams.every((stream) => stream.status === 200 && stream.type.startsWith('text/event-stream')),
  ).toBe(true);

  // The queue lists the run, ended, still without a word of interruption.
  await page.getByRole('link', { name: words['nav.queue'], exact: true }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByRole('row').filter({ hasText: demoRobots.succeeding }).first()).toContainText(
    'SUCCESS',
  );
  await expect(page.getByText(words['live.interruptedTitle'])).toHaveCount(0);

  // A reload opens the database this browser keeps (the first visit loaded the build's template): the run is there.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: demoRobots.succeeding }).first()).toContainText(
    'SUCCESS',
    firstLoad,
  );

  expect(trouble).toEqual([]);
});
