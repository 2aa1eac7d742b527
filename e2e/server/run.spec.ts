import type { Page } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { maxIdLength } from '../../src/api/ids';
import {
  addToTeamCatalog,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  openPage,
  signInAt,
} from '../support/fixtures';
import { expect, test } from '../support/runs';
import { executionPath, pages } from '../../src/lib/pages';

async function addVariable(page: Page, index: number, name: string, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable name').nth(index).fill(name);
  await page.getByLabel('Variable value').nth(index).fill(value);
}

/** Starts `robotId` on RUNTIME-01 through the page's session, as another tab would, and gives its id. */
async function startRun(page: Page, robotId: string): Promise<string> {
  const answer = await page.request.post(`/orchestrator/api/integration/v2/run/RUNTIME-01/${robotId}`, {
    headers: csrfHeader,
    data: { variables: [] },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

test('a run with two variables starts once, is followed to its end, and polling stops', async ({
  page,
  upstream,
}) => {
  await signInAt(page, pages.run);
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
  // From the run on, the upstream's time stands still and moves on in steps, so each state of the run
  // (queued 1.5 s, then running 6 s) lasts until the server has read it and the page has shown it,
  // however slowly a busy machine reads; the server's own timers keep running.
  const queuedAt = upstream.now();
  upstream.setFixedTime(queuedAt);
  await page.getByRole('button', { name: 'Run' }).dblclick();

  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  const executionId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
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
  // And the service was asked to run it once.
  expect(upstream.requests().filter((request) => request.endpoint === 'runV2')).toHaveLength(1);

  await expect(page.getByText('PENDENT')).toBeVisible();
  upstream.setFixedTime(queuedAt + 3_000);
  await expect(page.getByText('RUNNING')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Execution progress' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Execution logs' }).getByRole('listitem').first()).toBeVisible();
  upstream.setFixedTime(queuedAt + 10_000);
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

  // The page shows what the server read: the read that found the end was its last.
  const readsToTheEnd = upstream.resultReads(executionId);
  const pageReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/integration/v1/result/')) pageReads.push(request.url());
  });
  // The server's clock cannot be jumped a minute ahead: another run, which stays queued on the stopped
  // upstream clock, shows its follower at work instead. Three reads of it are three polling intervals.
  const probe = await startRun(page, 'queued-bot');
  await expect.poll(() => upstream.resultReads(probe)).toBeGreaterThanOrEqual(3);
  expect(upstream.resultReads(executionId)).toBe(readsToTheEnd);
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  expect(pageReads).toEqual([]);
});

// Ids as long as an id may be, without a single space to break a line at.
const longRuntimeId = 'RUNTIME-'.padEnd(maxIdLength, '0123456789');
const longRobotId = 'robot-'.padEnd(maxIdLength, 'abcdefghij');
const longValue = 'value-'.padEnd(5_000, 'KLMNOPQRST');

for (const width of [1280, 390]) {
  // A workspace of the test's own: its catalog holds only these long entries.
  test(`long ids, names and values never make the run form or an execution scroll sideways at ${width} px`, async ({
    page,
    upstream,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, pages.run);
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
    // The simulated run takes a few seconds of the upstream's clock: jump past them, and the server's
    // next read finds it ended.
    upstream.setFixedTime(upstream.now() + 30_000);
    await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
    await expect(page.getByTestId('return-value')).toContainText(longValue.slice(0, 100));
    await expect(page.getByRole('log', { name: 'Execution logs' })).toContainText(longRobotId);
    await expectNoSidewaysScroll(page, 'The execution page');

    // An execution id as long as an id may be, which the service does not know.
    await openPage(page, executionPath({ computerId: longRuntimeId, executionId: 'E'.repeat(maxIdLength) }));
    await expect(page.getByText('Execution not found')).toBeVisible();
    await expectNoSidewaysScroll(page, 'An execution that is not found');

    // Far longer than an id may be: not an id at all.
    await openPage(
      page,
      executionPath({ computerId: longRuntimeId, executionId: 'E'.repeat(maxIdLength * 50) }),
    );
    await expect(page.getByText('This address does not name an execution')).toBeVisible();
    await expectNoSidewaysScroll(page, 'An address that is not an execution');
  });
}
