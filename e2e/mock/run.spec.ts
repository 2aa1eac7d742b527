import { expect, test, type Page } from '@playwright/test';
import { maxIdLength } from '../../src/api/ids';
import {
  addToTeamCatalog,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  openPage,
  signInAt,
} from '../support/fixtures';

async function addVariable(page: Page, index: number, name: string, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable name').nth(index).fill(name);
  await page.getByLabel('Variable value').nth(index).fill(value);
}

test('a run with two variables starts once, is followed to its end, and polling stops', async ({ page }) => {
  // The page's clock flows as usual, and can be jumped ahead to show that nothing polls any more.
  await page.clock.install();
  await signInAt(page, '/run');
  await addToTeamCatalog(page, {
    runtimes: [{ computerId: 'RUNTIME-01', name: 'Main runtime' }],
    robots: [{ robotId: 'invoice-bot', name: 'Invoice reader' }],
  });
  // Picked from the catalog: the fields get the ids, the names are shown beside them.
  await page.getByRole('combobox', { name: 'Runtime ID' }).click();
  await page.getByRole('option', { name: 'Main runtime RUNTIME-01' }).click();
  await expect(page.getByRole('combobox', { name: 'Runtime ID' })).toHaveValue('RUNTIME-01');
  await expect(page.getByText('In your catalog: Main runtime')).toBeVisible();
  await page.getByRole('combobox', { name: 'Robot ID' }).click();
  await page.getByRole('option', { name: 'Invoice reader invoice-bot' }).click();
  await expect(page.getByRole('combobox', { name: 'Robot ID' })).toHaveValue('invoice-bot');
  await addVariable(page, 0, 'invoiceBatch', 'NOV-2026');
  await addVariable(page, 1, 'country', 'PT');
  await expect(page.getByTestId('request-line')).toHaveText(
    'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
  );
  await expect(page.getByTestId('request-body')).toContainText('"name": "invoiceBatch"');
  await expectNoA11yViolations(page);

  const runCalls: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/orchestrator/api/integration/v2/run/')) {
      runCalls.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
    }
  });
  // From the run on, the page's time (the in-page service's too) stands still and moves on in steps, so
  // each state of the run (queued 1.5 s, then running 6 s) lasts until the page has read and shown it,
  // however slowly a busy machine reads; the page's timers keep running.
  const queuedAt = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(queuedAt);
  await page.getByRole('button', { name: 'Run' }).dblclick();

  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  // The request that left the page carries the ids, not the catalog's labels.
  expect(runCalls.map((call) => call.path)).toEqual([
    '/orchestrator/api/integration/v2/run/RUNTIME-01/invoice-bot',
  ]);
  expect(JSON.parse(runCalls[0]?.body ?? '{}')).toEqual({
    variables: [
      { name: 'invoiceBatch', type: 'text', value: 'NOV-2026' },
      { name: 'country', type: 'text', value: 'PT' },
    ],
  });

  await expect(page.getByText('PENDENT')).toBeVisible();
  await page.clock.setFixedTime(queuedAt + 3_000);
  await expect(page.getByText('RUNNING')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Execution progress' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Execution logs' }).getByRole('listitem').first()).toBeVisible();
  await page.clock.setFixedTime(queuedAt + 10_000);
  await expect(page.getByText('SUCCESS').first()).toBeVisible();
  await expect(page.getByTestId('return-value')).toContainText('NOV-2026');
  // On the execution's own page the page tells the end: no notice covers the return value's buttons.
  await page.getByRole('button', { name: 'Copy return value' }).click({ trial: true });
  await page.getByRole('button', { name: 'Download JSON' }).click({ trial: true });
  // axe judges the page at rest, not a button under the pointer.
  await page.mouse.move(0, 0);
  await expect(page.getByText('invoice-bot ended: SUCCESS')).toHaveCount(0);
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  await expect(page.getByRole('progressbar', { name: 'Execution progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectNoA11yViolations(page);

  const resultReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/integration/v1/result/')) resultReads.push(request.url());
  });
  // A minute later (thirty polling intervals), nothing has been read again.
  await page.clock.runFor(60_000);
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  expect(resultReads).toEqual([]);
});

// Ids as long as an id may be, without a single space to break a line at.
const longRuntimeId = 'RUNTIME-'.padEnd(maxIdLength, '0123456789');
const longRobotId = 'robot-'.padEnd(maxIdLength, 'abcdefghij');
const longValue = 'value-'.padEnd(5_000, 'KLMNOPQRST');

for (const width of [1280, 390]) {
  test(`long ids, names and values never make the run form or an execution scroll sideways at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await signInAt(page, '/run');
    await addToTeamCatalog(page, {
      runtimes: [{ computerId: longRuntimeId, name: 'Runtime'.padEnd(120, 'NAME') }],
      robots: [{ robotId: longRobotId, name: 'Robot'.padEnd(120, 'NAME') }],
    });
    await page.getByRole('combobox', { name: 'Runtime ID' }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'The run form with the catalog open');
    await page.getByRole('option').click();
    await page.getByRole('combobox', { name: 'Robot ID' }).click();
    await page.getByRole('option').click();
    await addVariable(page, 0, 'name'.padEnd(120, '_'), longValue);
    await expect(page.getByTestId('request-line')).toContainText(longRobotId);
    await expect(page.getByTestId('request-body')).toContainText(longValue.slice(0, 100));
    await expectNoSidewaysScroll(page, 'The run form and its request preview');

    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('heading', { name: /^Execution / })).toBeVisible();
    // The simulated run takes a few seconds of the page's clock: jump past them.
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
    await expect(page.getByTestId('return-value')).toContainText(longValue.slice(0, 100));
    await expect(page.getByRole('log', { name: 'Execution logs' })).toContainText(longRobotId);
    await expectNoSidewaysScroll(page, 'The execution page');

    // An execution id as long as an id may be, which the service does not know.
    await openPage(page, `/executions/${longRuntimeId}/${'E'.repeat(maxIdLength)}`);
    await expect(page.getByText('Execution not found')).toBeVisible();
    await expectNoSidewaysScroll(page, 'An execution that is not found');

    // Far longer than an id may be: not an id at all.
    await openPage(page, `/executions/${longRuntimeId}/${'E'.repeat(maxIdLength * 50)}`);
    await expect(page.getByText('This address does not name an execution')).toBeVisible();
    await expectNoSidewaysScroll(page, 'An address that is not an execution');
  });
}
