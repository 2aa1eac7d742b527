import type { Page } from '@playwright/test';
import { expect, test } from '../support/own-workspace';
import { maxIdLength } from '../../src/api/ids';
import { csrfHeader } from '../../src/api/csrf';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectNothingCut,
  openPage,
  reloadPage,
  openSignedIn,
} from '../support/fixtures';
import { pages } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

/** Starts a run through the app's own API, the call the run form makes. */
async function startRun(page: Page, computerId: string, robotId: string): Promise<string> {
  const path = `/orchestrator/api/integration/v2/run/${encodeURIComponent(computerId)}/${encodeURIComponent(robotId)}`;
  const answer = await page.evaluate(
    (url) =>
      fetch(url, {
        method: 'POST',
        headers: { 'X-Requested-By': 'robot-console' },
      }).then((response) => response.json() as Promise<{ id: string }>),
    path,
  );
  return answer.id;
}

/** A `queued-bot` run, which stays queued long enough to be deleted. */
const startQueuedRun = (page: Page) => startRun(page, 'RUNTIME-01', 'queued-bot');

async function trackThroughForm(page: Page, executionId: string, computerId = 'RUNTIME-01'): Promise<void> {
  const form = page.getByRole('form', { name: 'Track execution' });
  await form.getByLabel('Runtime ID').fill(computerId);
  await form.getByLabel('Execution ID').fill(executionId);
  await form.getByRole('button', { name: 'Track', exact: true }).click();
}

/** How long a row may take to learn its status from the journal: a bound, not a wait. */
const statusBound = 60_000;

const rowOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: id, exact: true }) });

test('tracked executions survive a reload, and queued ones are deleted one by one or together', async ({
  page,
}) => {
  await openSignedIn(page, pages.queue);
  await expect(page.getByText('No executions yet.')).toBeVisible();
  await expectNoA11yViolations(page);

  const ids = [await startQueuedRun(page), await startQueuedRun(page), await startQueuedRun(page)];
  for (const id of ids) await trackThroughForm(page, id);
  const [first = '', second = '', third = ''] = ids;

  await reloadPage(page);
  for (const id of ids) {
    // Each one's result is read for the journal by the server's follower, and the list shows it queued.
    // The bound is for a busy machine.
    await expect(rowOf(page, id).getByText('PENDENT')).toBeVisible({ timeout: statusBound });
  }
  await expectNoA11yViolations(page);

  await rowOf(page, first)
    .getByRole('button', { name: `Delete execution ${first}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete queued execution?' });
  await expect(dialog).toContainText(first);
  // axe measures contrast as rendered: wait for the opening transition to finish.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  // The dialog closes once the list is read again (a bound for a busy machine).
  await expect(dialog).toBeHidden({ timeout: 60_000 });
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

  await reloadPage(page);
  for (const id of ids) await expect(rowOf(page, id).getByText('Deleted')).toBeVisible();
});

test('filters, search and sorting live in the URL and survive a reload', async ({ page }) => {
  await openSignedIn(page, pages.queue);
  const ids = [await startQueuedRun(page), await startQueuedRun(page)];
  for (const id of ids) await trackThroughForm(page, id);
  const [first = '', second = ''] = ids;
  // The list shows what the journal held when it was read: read it again.
  await reloadPage(page);
  await expect(rowOf(page, second)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(second);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${second}`));
  await page.getByRole('button', { name: 'Robot', exact: true }).click();
  await expect(page).toHaveURL(/sort=robot&dir=asc/);

  await reloadPage(page);
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

test('the filter menus answer the keyboard', async ({ page }) => {
  await openSignedIn(page, pages.run);
  for (const robot of ['invoice-bot', 'payroll-bot']) {
    await openPage(page, pages.run);
    await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME-01');
    await page.getByRole('combobox', { name: 'Robot ID' }).fill(robot);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  }
  await openPage(page, pages.queue);
  await expect(page.getByRole('link', { name: 'Queue' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3, { timeout: statusBound });

  // Tab from the search box: the status menu, then the robot menu.
  const robot = page.getByRole('combobox', { name: 'Robot', exact: true });
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(robot).toBeFocused();
  await page.keyboard.type('pay');
  await expect(robot).toHaveValue('pay');
  await expect(page.getByRole('option')).toHaveText(['payroll-bot']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]robot=payroll-bot/);
  await expect(page.getByRole('row')).toHaveCount(2);

  // The status menu, reached by the keyboard, opens with its arrow key; a pick filters at once.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]status=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // With a status chosen (a pill, no placeholder), the menu is still a stop of the Tab key.
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
});

// Ids as long as an id may be, without a single space to break a line at.
const longRuntimeId = 'RUNTIME-'.padEnd(maxIdLength, '0123456789');
const longRobotId = 'robot-'.padEnd(maxIdLength, 'abcdefghij');
const longExecutionId = 'E-'.padEnd(maxIdLength, '9876543210');
const heldNoticeId = 'N-'.padEnd(maxIdLength, '5432109876');

for (const width of [1280, 390]) {
  test(`long ids never make the queue, its filters or its dialogs scroll sideways at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A robot with a long id, started from the run form so that its row knows the robot.
    await openSignedIn(page, pages.run);
    await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME-01');
    await page.getByRole('combobox', { name: 'Robot ID' }).fill(longRobotId);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
    const runId = decodeURIComponent(page.url().split('/').at(-1) ?? '');

    // (On a phone the menu is folded away: the address is the way there.)
    await openPage(page, pages.queue);
    // The app renders once it has read the session.
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    const queuedId = await startRun(page, longRuntimeId, 'queued-bot');
    await trackThroughForm(page, queuedId, longRuntimeId);
    // One the service does not know: its row says so.
    await trackThroughForm(page, longExecutionId, longRuntimeId);
    await expect(rowOf(page, queuedId).getByText('PENDENT')).toBeVisible({ timeout: statusBound });
    await expect(rowOf(page, longExecutionId).getByText('Not found on its Runtime')).toBeVisible({
      timeout: statusBound,
    });
    await expectNoSidewaysScroll(page, 'The queue');

    // The whole id stays reachable: in the tooltip, and in the search.
    await expect(rowOf(page, longExecutionId).getByRole('link')).toHaveAttribute('title', longExecutionId);
    await expect(rowOf(page, queuedId).getByText(longRuntimeId)).toHaveAttribute('title', longRuntimeId);
    await expect(rowOf(page, runId).getByText(longRobotId)).toHaveAttribute('title', longRobotId);
    await expectNoA11yViolations(page);

    await page.getByRole('combobox', { name: 'Robot', exact: true }).click();
    await expect(page.getByRole('option', { name: longRobotId })).toBeVisible();
    await expectNoSidewaysScroll(page, 'The queue with the Robot filter open');
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Runtime', exact: true }).click();
    await expect(page.getByRole('option', { name: longRuntimeId })).toBeVisible();
    await expectNoSidewaysScroll(page, 'The queue with the Runtime filter open');
    await page.getByRole('option', { name: longRuntimeId }).click();
    await expect(rowOf(page, runId)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(longExecutionId);
    await expect(rowOf(page, queuedId)).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'The queue filtered by a long Runtime and a long search');
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // A notice still showing never covers the dialog's buttons. The pointer rests on a fresh one, which holds
    // it (a notice under the pointer does not close), and the dialog opens from the keyboard.
    await trackThroughForm(page, heldNoticeId, longRuntimeId);
    await page.getByRole('alert').filter({ hasText: heldNoticeId }).hover();
    await rowOf(page, queuedId)
      .getByRole('button', { name: `Delete execution ${queuedId}` })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete queued execution?' });
    await expect(dialog).toContainText(longRuntimeId);
    await expectNoSidewaysScroll(page, 'The delete dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(page, queuedId).getByText('Deleted')).toBeVisible();
    await expectNoSidewaysScroll(page, 'The queue after a delete');
  });
}

test('one scrolling list holds every execution: the header stays, the keyboard reaches the end, rows load as they come', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, pages.queue);
  await expect(page.getByText('No executions yet.')).toBeVisible();
  // More than one block (100 rows) of ended runs, oldest first, added in one call as a browser's old
  // queue moving in would be (rather than 130 runs started one by one).
  const ids = Array.from({ length: 130 }, (_, i) => `bulk-${String(i).padStart(3, '0')}`);
  const moved = await page.evaluate(
    async ({ executionIds, headers }) => {
      const answer = await fetch('/api/move-in', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          executions: executionIds.map((executionId, i) => ({
            computerId: 'RUNTIME-01',
            executionId,
            robotId: `bulk-bot-${i % 7}`,
            source: 'run',
            addedAt: Date.UTC(2026, 0, 10) + i * 60_000,
            status: 'SUCCESS',
            progress: 1,
            init: Date.UTC(2026, 0, 10) + i * 60_000,
            endedAt: Date.UTC(2026, 0, 10) + i * 60_000 + 65_000,
            ended: true,
          })),
        }),
      });
      return answer.status;
    },
    { executionIds: ids, headers: csrfHeader },
  );
  expect(moved).toBe(200);
  await reloadPage(page);

  const table = page.getByRole('table', { name: "Executions in the team's journal" });
  await expect(table).toHaveAttribute('aria-rowcount', '131');
  await expect(page.getByText('130 executions')).toBeVisible();
  const newest = ids.at(-1) ?? '';
  const oldest = ids[0] ?? '';
  await expect(rowOf(page, newest)).toBeVisible();
  // Only the rows in view are drawn.
  expect(await table.getByRole('row').count()).toBeLessThan(40);
  // At 1280 px a robot's and a Runtime's short names are read whole, as are the headers and the times.
  await expectNothingCut(
    page,
    '[role="columnheader"], [role="cell"]:is(:nth-child(2), :nth-child(3), :nth-child(7), :nth-child(8))',
    'The queue at 1280 px',
  );
  await expect(rowOf(page, oldest)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The keyboard scrolls the list: End goes to its last row, read in the second block.
  const list = page.getByRole('region', { name: 'Executions, scrollable' });
  await list.focus();
  await page.keyboard.press('End');
  await expect(rowOf(page, oldest)).toBeVisible();
  await expect(rowOf(page, oldest)).toHaveAttribute('aria-rowindex', '131');
  await expect(rowOf(page, newest)).toHaveCount(0);
  // The header stays at the top of the list.
  await expect(page.getByRole('columnheader', { name: 'Started by' })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'The list scrolled to its end');

  // Selecting there, and at the top again, keeps both.
  await page.getByRole('checkbox', { name: `Select execution ${oldest}` }).check();
  await page.keyboard.press('Home');
  await page.getByRole('checkbox', { name: `Select execution ${newest}` }).check();
  await expect(page.getByText('130 executions, 2 selected')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('checkbox', { name: `Select execution ${oldest}` })).toBeChecked();
});

test('on a phone the list is cards and the order a menu, with nothing scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, pages.queue);
  const ids = [await startQueuedRun(page), await startQueuedRun(page)];
  await reloadPage(page);
  const [first = '', second = ''] = ids;
  await expect(rowOf(page, second)).toBeVisible();
  // Cards show an id by its start and end; its link is named by the whole id.
  await expect(page.getByRole('row').nth(1).getByRole('link', { name: second, exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Started, oldest first' });
  await expect(page).toHaveURL(/sort=started&dir=asc/);
  await expect(page.getByRole('row').nth(1).getByRole('link', { name: first, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'The queue as cards');
  await expectNoA11yViolations(page);
});

test('a delete leaves the list where it was, on a phone and on wide screens', async ({ page }) => {
  await openSignedIn(page, pages.queue);
  // A phone; a screen where the bar's actions have a line of their own; one where they share the count's.
  for (const width of [390, 1280, 1600]) {
    await page.setViewportSize({ width, height: 844 });
    // Started beside the page, which the live stream tells of the new row.
    const id = await startQueuedRun(page);
    const row = rowOf(page, id);
    await expect(row.getByText('PENDENT')).toBeVisible({ timeout: statusBound });
    // The only queued one: "Select the one queued…" goes with it.
    await expect(
      page.getByRole('button', { name: 'Select the one queued matching the filters' }),
    ).toBeVisible();
    // The bar in sight, above the row: what moves below it is what the operator sees move.
    await page.getByText(/^\d+ executions?$/).evaluate((count) => count.scrollIntoView({ block: 'center' }));
    const before = await row.boundingBox();
    await row.getByRole('button', { name: `Delete execution ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete queued execution?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(row.getByText('Deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select the one queued/ })).toBeHidden();
    expect((await row.boundingBox())?.y, `the row at ${String(width)} px`).toBe(before?.y);
  }
});
