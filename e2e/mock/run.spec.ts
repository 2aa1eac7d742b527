import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, fillRunForm, signInAt } from '../support/fixtures';

test('a run with two variables starts once, is followed to its end, and polling stops', async ({ page }) => {
  // The page's clock flows as usual, and can be jumped ahead to show that nothing polls any more.
  await page.clock.install();
  await signInAt(page, '/run');
  await fillRunForm(page, 'invoice-bot', [
    ['invoiceBatch', 'NOV-2026'],
    ['country', 'PT'],
  ]);
  await expect(page.getByTestId('request-line')).toHaveText(
    'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
  );
  await expect(page.getByTestId('request-body')).toContainText('"name": "invoiceBatch"');
  await expectNoSeriousA11yViolations(page);

  const runCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/orchestrator/api/integration/v2/run/')) {
      runCalls.push(request.postData() ?? '');
    }
  });
  await page.getByRole('button', { name: 'Run' }).dblclick();

  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  expect(runCalls).toHaveLength(1);
  expect(JSON.parse(runCalls[0] ?? '{}')).toEqual({
    variables: [
      { name: 'invoiceBatch', type: 'text', value: 'NOV-2026' },
      { name: 'country', type: 'text', value: 'PT' },
    ],
  });

  await expect(page.getByRole('progressbar', { name: 'Execution progress' })).toBeVisible();
  await expect(page.getByText('RUNNING')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('log', { name: 'Execution logs' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('SUCCESS').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('return-value')).toContainText('NOV-2026');
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  await expect(page.getByRole('progressbar', { name: 'Execution progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // The end is announced wherever the operator is.
  await expect(page.getByText('invoice-bot ended: SUCCESS')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const resultReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/integration/v1/result/')) resultReads.push(request.url());
  });
  // A minute later (thirty polling intervals), nothing has been read again.
  await page.clock.runFor(60_000);
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  expect(resultReads).toEqual([]);
});

test('the run form validates ids and variable names, and keeps what was typed', async ({ page }) => {
  await signInAt(page, '/run');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable name').nth(0).fill('same');
  await page.getByLabel('Variable name').nth(1).fill('same');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Enter the Runtime ID (ID_COMPUTER).')).toBeVisible();
  await expect(page.getByText('Enter the Robot ID (ID_ROBOT).')).toBeVisible();
  await expect(page.getByText('"same" is already used above.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Variable name').nth(1)).toHaveValue('same');
});

test('an execution is a deep link that works in a new tab', async ({ page, context }) => {
  await signInAt(page, '/run');
  await fillRunForm(page, 'failing-bot', []);
  await expect(page.getByTestId('request-line')).toHaveText(
    'POST /api/integration/v2/run/RUNTIME-01/failing-bot',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\//);

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('heading', { name: /^Execution / })).toBeVisible();
  await expect(other.getByText('ERROR').first()).toBeVisible({ timeout: 60_000 });
  await expect(other.getByTestId('return-value')).toContainText('error');
});
