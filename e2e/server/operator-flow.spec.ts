import { expect, test } from '@playwright/test';
import { receivedRequests } from '../support/fake-upstream-control';
import { addToTeamCatalog, signInAt } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

test('sign-in, run, live result and delete go through the real server with the token added there', async ({
  page,
}) => {
  const answers: string[] = [];
  page.on('response', (response) => {
    void response.text().then(
      (text) => answers.push(text),
      () => undefined,
    );
  });

  const since = Date.now();
  await signInAt(page, pages.run);
  // The Runtime is picked from the operator's catalog: the request must carry its id, not its label.
  await addToTeamCatalog(page, { runtimes: [{ computerId: 'RUNTIME-01', name: 'Main runtime' }] });
  await page.getByRole('combobox', { name: 'Runtime ID' }).click();
  await page.getByRole('option', { name: 'Main runtime RUNTIME-01' }).click();
  await page.getByRole('combobox', { name: 'Robot ID' }).fill('operator-flow-bot');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable name').fill('batch');
  await page.getByLabel('Variable value').fill('SERVER-E2E');
  await page.getByRole('button', { name: 'Run' }).click();

  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  const runId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  await expect(page.getByText('SUCCESS').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('return-value')).toContainText('SERVER-E2E');

  // A queued execution, deleted from the queue.
  await page.goto(pages.run);
  await page.getByRole('button', { name: 'Remove variable 1' }).click();
  await page.getByRole('combobox', { name: 'Robot ID' }).fill('queued-bot');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\//);
  const queuedId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  await page.getByRole('link', { name: 'Queue', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: queuedId, exact: true }) });
  await expect(row.getByText('PENDENT')).toBeVisible();
  await row.getByRole('button', { name: `Delete execution ${queuedId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row.getByText('Deleted')).toBeVisible();

  const upstream = await receivedRequests();
  // Other suites run beside this one against the same fake upstream: this operator's requests are the
  // ones carrying the token its session was given.
  const run = upstream.find(
    (r) =>
      r.at >= since &&
      r.method === 'POST' &&
      r.path === '/api/integration/v2/run/RUNTIME-01/operator-flow-bot',
  );
  expect(run?.body).toEqual({ variables: [{ name: 'batch', type: 'text', value: 'SERVER-E2E' }] });
  const mine = upstream.filter((r) => r.at >= since && r.authorization === run?.authorization);
  // The paths that reached the upstream service: the ids, each one path segment, each run posted once.
  expect(
    mine
      .filter((r) => r.method === 'POST' && r.path.startsWith('/api/integration/v2/run/'))
      .map((r) => r.path),
  ).toEqual([
    '/api/integration/v2/run/RUNTIME-01/operator-flow-bot',
    '/api/integration/v2/run/RUNTIME-01/queued-bot',
  ]);
  const calls = upstream.filter((r) => r.path.includes(runId) || r.path.includes(queuedId));
  expect(calls.length).toBeGreaterThan(1);
  for (const call of calls) expect(call.authorization).toMatch(/^Bearer eyJ/);
  expect(upstream.some((r) => r.method === 'DELETE' && r.path.endsWith(`/${queuedId}`))).toBe(true);

  // The token never reached the browser.
  const token = calls[0]?.authorization?.replace('Bearer ', '') ?? 'missing';
  expect(answers.join('\n')).not.toContain(token);
});
