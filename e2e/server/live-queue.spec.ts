/**
 * The live team queue through the real server: the server follows each execution once, whatever the
 * number of browsers watching, and pushes what changes; the browsers never read results themselves.
 */
import type { Browser, Page } from '@playwright/test';
import { followPolicy } from '../../src/api/follow-policy';
import { receivedRequests } from '../support/fake-upstream-control';
import { expect, openSignedIn, test, type SignedInState } from '../support/signed-in';
import { executionPath, pages } from '../../src/lib/pages';

/** Starts a run through the page's session, as the run form would. */
async function startRun(page: Page, robotId: string): Promise<string> {
  const answer = await page.evaluate(
    (path) =>
      fetch(path, { method: 'POST', headers: { 'X-Requested-By': 'robot-console' } }).then(
        (response) => response.json() as Promise<{ id: string }>,
      ),
    `/orchestrator/api/integration/v2/run/RUNTIME-01/${robotId}`,
  );
  return answer.id;
}

/** A signed-in operator in a browser of their own, counting the results their page reads itself. */
async function operator(browser: Browser, signedInState: SignedInState, path: string) {
  const context = await browser.newContext({ storageState: signedInState });
  const page = await context.newPage();
  const resultReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/result/')) resultReads.push(request.url());
  });
  await openSignedIn(page, path);
  return { page, resultReads, close: () => context.close() };
}

const upstreamReadsOf = async (executionId: string) =>
  (await receivedRequests()).filter(
    (request) => request.endpoint === 'executionResult' && request.path.endsWith(`/${executionId}`),
  );

test('three operators watching the same executions cost one upstream read per execution per interval', async ({
  browser,
  signedInState,
}) => {
  const starter = await operator(browser, signedInState, pages.queue);
  const queued = [await startRun(starter.page, 'queued-bot'), await startRun(starter.page, 'queued-bot')];
  const [first = ''] = queued;
  const viewer = await operator(
    browser,
    signedInState,
    executionPath({ computerId: 'RUNTIME-01', executionId: first }),
  );
  const watchers = [
    starter,
    viewer,
    await operator(browser, signedInState, executionPath({ computerId: 'RUNTIME-01', executionId: first })),
  ];
  await expect(viewer.page.getByText('PENDENT').first()).toBeVisible();

  // Enough reads to measure their pace, however slowly this machine runs.
  await expect
    .poll(async () => (await upstreamReadsOf(first)).length, { timeout: 60_000 })
    .toBeGreaterThan(5);
  for (const id of queued) {
    const reads = await upstreamReadsOf(id);
    const span = (reads.at(-1)?.at ?? 0) - (reads[0]?.at ?? 0);
    // One read per interval, not one per browser (three of them): a late timer may bring two reads
    // closer, so up to twice the pace passes, which three browsers each reading would exceed.
    expect(reads.length).toBeLessThanOrEqual(Math.floor(span / (followPolicy.intervalMs / 2)) + 2);
  }
  // The pages read results from the server's journal only.
  for (const watcher of watchers) expect(watcher.resultReads).toEqual([]);
  for (const watcher of watchers) await watcher.close();
});

test('an execution view shows the run to its end from what the server pushes', async ({
  browser,
  signedInState,
}) => {
  const ana = await operator(browser, signedInState, pages.queue);
  const runId = await startRun(ana.page, 'invoice-bot');
  await ana.page.goto(executionPath({ computerId: 'RUNTIME-01', executionId: runId }));
  await expect(ana.page.getByText('SUCCESS').first()).toBeVisible({ timeout: 60_000 });
  await expect(ana.page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');
  expect(ana.resultReads).toEqual([]);
  await ana.close();
});

test('where the stream is cut, the queue says so and still updates by reading the journal', async ({
  browser,
  signedInState,
}) => {
  const ana = await operator(browser, signedInState, pages.run);
  // A proxy on the way that refuses to carry the stream.
  await ana.page.route('**/api/events', (route) => route.abort());
  await ana.page.goto(pages.queue);
  await expect(ana.page.getByTestId('live-status')).toContainText('Live updates are interrupted', {
    timeout: 60_000,
  });
  const runId = await startRun(ana.page, 'invoice-bot');
  const row = ana.page
    .getByRole('row')
    .filter({ has: ana.page.getByRole('link', { name: runId, exact: true }) });
  await expect(row.getByText('SUCCESS')).toBeVisible({ timeout: 60_000 });
  expect(ana.resultReads).toEqual([]);
  await ana.close();
});
