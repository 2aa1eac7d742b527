/**
 * The reporting plans end to end (issue 36), the real server in front of a fake upstream of the test's
 * own: an admin sets a plan with approval, asks for yesterday's figures ("Send now": the server's clock
 * cannot be moved, so the period that is over is yesterday's, whose executions the journal starts with),
 * approves them with a correction and a note, and finds them once at the fake reporting service and in
 * the team's reporting history, sent by the plan.
 */
import { expectNoA11yViolations, addToTeamCatalog, signInAt } from '../support/fixtures';
import { expect, test as steppedTest } from '../support/runs';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { pages, reportingFormPath } from '../../src/lib/pages';

/** Yesterday (UTC) at `hour`:`minute`, UTC. */
function yesterdayAt(hour: number, minute = 0): number {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, hour, minute);
}

const test = steppedTest.extend({
  // Yesterday's executions of idea 42's robot: two successes and an error.
  workspaceSetup: async ({ upstream }, use) =>
    use({
      env: { ORCHESTRATOR_URL: upstream.url, REPORTING_URL: upstream.url },
      journal: [
        {
          id: 'y-1',
          robot: 'invoice-bot',
          start: yesterdayAt(9),
          end: yesterdayAt(9, 2),
          status: 'FINISHED',
        },
        {
          id: 'y-2',
          robot: 'invoice-bot',
          start: yesterdayAt(10),
          end: yesterdayAt(10, 1),
          status: 'FINISHED',
        },
        {
          id: 'y-3',
          robot: 'invoice-bot',
          start: yesterdayAt(11),
          end: yesterdayAt(11, 3),
          status: 'FAILED',
        },
      ],
    }),
});

test('a plan with approval: a period counted, approved with a correction, sent once and in the history', async ({
  page,
  upstream,
}) => {
  await signInAt(page, pages.reportingPlans);
  await addToTeamCatalog(page, { robots: [{ robotId: 'invoice-bot', name: 'Invoice reader', ideaId: 42 }] });
  await expect(page.getByText(/^No plans yet\./)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'New plan' }).first().click();
  const form = page.getByRole('dialog', { name: 'New reporting plan' });
  await form.getByRole('textbox', { name: 'Idea ID' }).fill('42');
  const zone = form.getByRole('combobox', { name: 'Time zone of the periods' });
  await zone.fill('UTC');
  await zone.press('Escape');
  await expect(form.getByRole('checkbox', { name: 'Invoice reader (invoice-bot)' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Each send waits for an admin’s approval' })).toBeChecked();
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form).toBeHidden();
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Idea 42' }) });
  await expect(plan).toContainText('Counted from: invoice-bot');
  await expect(plan).toContainText(
    'Sends RPA statistics. Each day’s figures go at 00:30 the next day (UTC).',
  );

  await plan.getByRole('button', { name: 'Send now: Idea 42' }).click();
  const sendNow = page.getByRole('dialog', { name: 'Send a period now: Idea 42' });
  await sendNow.getByRole('button', { name: 'Count it for approval' }).click();
  await expect(sendNow.getByRole('status')).toContainText('waiting for an admin’s approval');
  // Nothing goes before an admin approves it.
  expect(upstream.requests().filter((request) => request.endpoint === 'rpaRecord')).toEqual([]);
  await sendNow.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('link', { name: 'Sends and approvals' }).click();
  const send = page.getByRole('listitem').filter({ hasText: 'Waiting for approval' });
  await expect(send).toContainText('3 executions behind these figures');
  await expectNoA11yViolations(page);
  await send.getByRole('button', { name: /^Review and approve: Idea 42 · RPA statistics · day of / }).click();
  const approve = page.getByRole('dialog', { name: /^Approve Idea 42/ });
  await approve.getByRole('textbox', { name: 'Executions with error' }).fill('0');
  await approve.getByRole('textbox', { name: 'Note' }).fill('y-3 was a test run');
  await approve.getByRole('button', { name: 'Send the corrected figures' }).click();
  await expect(approve).toBeHidden();
  const sent = page.getByRole('listitem').filter({ hasText: 'Note: y-3 was a test run' });
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText(`approved by ${demoAccount.username}`);

  // At the fake reporting service: the corrected record, once, with the period's end as processedAt.
  const received = upstream.requests().filter((request) => request.endpoint === 'rpaRecord');
  expect(received).toHaveLength(1);
  expect(received[0]?.body).toMatchObject({
    ideaId: 42,
    successExecutions: 2,
    errorExecutions: 0,
    successExecutionTime: 180,
    processedAt: new Date(yesterdayAt(24)).toISOString(),
  });

  await page.goto(reportingFormPath('rpa'));
  const history = page.getByRole('region', { name: 'RPA records sent by the team' });
  await expect(history.getByRole('row').nth(1)).toContainText('Idea 42: 2 success / 0 alert / 0 error');
  await expect(history.getByRole('row').nth(1)).toContainText(
    `A reporting plan, approved by ${demoAccount.username}`,
  );
});
