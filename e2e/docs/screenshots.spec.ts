import { expect, test, type Page } from '@playwright/test';
import { fillRunForm, signInAt } from '../support/fixtures';
import { pages, reportingFormPath } from '../../src/lib/pages';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, animations: 'disabled' as const });

/** Opens /run with an empty form: the draft of the previous run is dropped before the page reads it. */
async function startRun(page: Page, robotId: string, variables: [string, string][]): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('robot-console:run-draft'));
  await page.goto(pages.run);
  await fillRunForm(page, robotId, variables);
}

test('sign-in page', async ({ page }) => {
  await page.goto(pages.login);
  await page.getByText('Demo mode').waitFor();
  await page.screenshot(shot('sign-in'));
});

test('run form, execution in progress and the queue', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, pages.run);
  // Each run is under way (its execution page shows) before the next form is opened: leaving at once
  // would cancel the run's request.
  await startRun(page, 'queued-bot', []);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForURL(/\/executions\//);
  await startRun(page, 'failing-bot', [['month', '2026-10']]);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForURL(/\/executions\//);
  await startRun(page, 'invoice-bot', [
    ['invoiceBatch', 'NOV-2026'],
    ['country', 'PT'],
  ]);
  await page.screenshot(shot('run'));

  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('RUNNING')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('log', { name: 'Execution logs' }).getByRole('listitem').nth(2)).toBeVisible();
  await page.screenshot(shot('execution'));

  await page.getByRole('link', { name: 'Queue', exact: true }).click();
  await expect(page.getByRole('row').getByText('ERROR')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('row').getByText('RUNNING')).toBeVisible();
  await page.screenshot(shot('queue'));
});

test('reporting: the RPA form', async ({ page }) => {
  await signInAt(page, reportingFormPath('rpa'));
  await expect(page.getByRole('heading', { name: 'RPA executions', exact: true })).toBeVisible();
  await page.screenshot({ ...shot('reporting-rpa'), fullPage: true });
});
