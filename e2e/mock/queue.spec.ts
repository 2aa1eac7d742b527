import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAt } from '../support/fixtures';

/** Starts a `queued-bot` run through the app's own API (the simulator lives in the page in mock mode). */
async function startQueuedRun(page: Page): Promise<string> {
  const answer = await page.evaluate(() =>
    fetch('/orchestrator/api/integration/v2/run/RUNTIME-01/queued-bot', {
      method: 'POST',
      headers: { 'X-Requested-By': 'robot-console' },
    }).then((response) => response.json() as Promise<{ id: string }>),
  );
  return answer.id;
}

async function trackThroughForm(page: Page, executionId: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Track execution' });
  await form.getByLabel('Runtime ID').fill('RUNTIME-01');
  await form.getByLabel('Execution ID').fill(executionId);
  await form.getByRole('button', { name: 'Track', exact: true }).click();
}

const rowOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: id, exact: true }) });

test('tracked executions survive a reload, and queued ones are deleted one by one or together', async ({
  page,
}) => {
  await signInAt(page, '/queue');
  await expect(page.getByText('No executions yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const ids = [await startQueuedRun(page), await startQueuedRun(page), await startQueuedRun(page)];
  for (const id of ids) await trackThroughForm(page, id);
  const [first = '', second = '', third = ''] = ids;

  await page.reload();
  for (const id of ids) {
    // The app-wide watcher reads each one and finds it queued.
    await expect(rowOf(page, id).getByText('PENDENT')).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await rowOf(page, first)
    .getByRole('button', { name: `Delete execution ${first}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete queued execution?' });
  await expect(dialog).toContainText(first);
  // axe measures contrast as rendered: wait for the opening transition to finish.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, first).getByText('Deleted')).toBeVisible();

  await page.getByRole('checkbox', { name: `Select execution ${second}` }).check();
  await page.getByRole('checkbox', { name: `Select execution ${third}` }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 queued executions?' })
    .getByRole('button', { name: 'Delete 2' })
    .click();
  await expect(rowOf(page, second).getByText('Deleted')).toBeVisible();
  await expect(rowOf(page, third).getByText('Deleted')).toBeVisible();

  // What the service says now: the three are gone from its queue.
  const statuses = await page.evaluate(
    (executionIds) =>
      Promise.all(
        executionIds.map((id) =>
          fetch(`/orchestrator/api/integration/v1/result/RUNTIME-01/${id}`, {
            headers: { 'X-Requested-By': 'robot-console' },
          }).then((r) => r.status),
        ),
      ),
    ids,
  );
  expect(statuses).toEqual([404, 404, 404]);

  await page.reload();
  for (const id of ids) await expect(rowOf(page, id).getByText('Deleted')).toBeVisible();
});

test('filters, search and sorting live in the URL and survive a reload', async ({ page }) => {
  await signInAt(page, '/queue');
  const ids = [await startQueuedRun(page), await startQueuedRun(page)];
  for (const id of ids) await trackThroughForm(page, id);
  const [first = '', second = ''] = ids;
  await expect(rowOf(page, second).getByText('PENDENT')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(second);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${second}`));
  await page.getByRole('button', { name: 'Robot', exact: true }).click();
  await expect(page).toHaveURL(/sort=robot&dir=asc/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(second);
  await expect(rowOf(page, second)).toBeVisible();
  await expect(rowOf(page, first)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Robot', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowOf(page, first)).toBeVisible();
  await expect(page).toHaveURL(/\/queue\?sort=robot&dir=asc$/);
});
