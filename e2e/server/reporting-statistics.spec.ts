import type { Page } from '@playwright/test';
import { demoAccount, expectNoA11yViolations, fillRunForm, openPage, signInAt } from '../support/fixtures';
import { expect, test } from '../support/own-workspace';
import { pages, reportingFormPath } from '../../src/lib/pages';

/** Starts a robot from the run form and returns the new execution's id. */
async function runRobot(page: Page, robotId: string): Promise<string> {
  // Through the navigation, as an operator goes.
  await navigateTo(page, 'Run a robot');
  await fillRunForm(page, robotId, []);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  return decodeURIComponent(page.url().split('/').at(-1) ?? '');
}

// The en format: "." before the decimals, "," groups thousands (reporting-pt-br.spec.ts has the other).
test.use({ locale: 'en-US' });

const navigateTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).click();

const rowOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: id, exact: true }) });

// A workspace of the test's own: the panel counts every execution of the team that ended in the period,
// and the team's history lists every record sent, so no other test's may be in them.
test('the RPA record is filled from the queue, sent, and its idea id carries over to volumetry', async ({
  page,
}) => {
  await signInAt(page, pages.run);
  // The panel's period starts at the day's local midnight: it starts at the minute the runs started instead,
  // so that they end in it even when the test runs across midnight. In the browser's time zone, as typed.
  const since = await page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${String(now.getFullYear())} ${two(now.getHours())}:${two(now.getMinutes())}`;
  });
  // Two robot runs have to end first, in the fake upstream's real time: the failing one takes about eight
  // seconds.
  const succeeded = await runRobot(page, 'invoice-bot');
  const failed = await runRobot(page, 'failing-bot');

  await navigateTo(page, 'Queue');
  await expect(rowOf(page, succeeded).getByText('SUCCESS')).toBeVisible({ timeout: 60_000 });
  await expect(rowOf(page, failed).getByText('ERROR')).toBeVisible({ timeout: 60_000 });

  await openPage(page, reportingFormPath('rpa'));
  const panel = page.getByRole('region', { name: 'Fill from the queue' });
  await panel.getByRole('textbox', { name: 'From' }).fill(since);
  // The figures come from the team's journal on the server, which recorded both runs and their ends.
  await expect(panel).toContainText("the team's executions that ended in the period");
  await expect(panel.getByLabel('Outcome for SUCCESS')).toHaveValue('success');
  await expect(panel.getByLabel('Outcome for ERROR')).toHaveValue('error');
  await expect(panel.getByTestId('stats-success')).toContainText(/^Success1\d+$/);
  await expect(panel.getByTestId('stats-error')).toContainText(/^Error1\d+$/);
  await expectNoA11yViolations(page);

  await panel.getByRole('button', { name: 'Use these figures' }).click();
  const form = page.getByRole('form', { name: 'RPA executions' });
  await expect(form.getByRole('textbox', { name: 'Successful executions' })).toHaveValue('1');
  await expect(form.getByRole('textbox', { name: 'Executions with alert' })).toHaveValue('0');
  await expect(form.getByRole('textbox', { name: 'Executions with error' })).toHaveValue('1');
  await form.getByRole('textbox', { name: 'Idea ID' }).fill('7031');
  await form.getByRole('textbox', { name: 'Success execution time (seconds)' }).fill('1,500');
  await expect(
    form.getByRole('textbox', { name: 'Success execution time (seconds)' }),
  ).toHaveAccessibleDescription('Sent as 1500');
  await expect(page.getByTestId('request-body')).toContainText('"successExecutionTime": 1500');
  const previewed = JSON.parse((await page.getByTestId('request-body').textContent()) ?? '') as unknown;

  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/integration/v2/rpa')) sent.push(request.postDataJSON());
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('201 CREATED');
  expect(sent).toEqual([
    expect.objectContaining({
      ideaId: 7031,
      successExecutions: 1,
      alertExecutions: 0,
      errorExecutions: 1,
      successExecutionTime: 1500,
      processedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    }),
  ]);
  // What the preview showed before Send is what was sent.
  expect(sent).toEqual([previewed]);
  const history = page.getByRole('region', { name: 'RPA records sent by the team' });
  await expect(history.getByRole('row').nth(1)).toContainText('Idea 7031: 1 success / 0 alert / 1 error');
  await expect(history.getByRole('row').nth(1)).toContainText(demoAccount.username);
  await expect(history.getByRole('row').nth(1)).toContainText('201 CREATED');
  await expectNoA11yViolations(page);

  await openPage(page, reportingFormPath('volumetry'));
  const volumetry = page.getByRole('form', { name: 'Document volumetry' });
  await expect(volumetry.getByRole('textbox', { name: 'Idea ID' })).toHaveValue('7031');
  await volumetry.getByRole('textbox', { name: 'Documents processed successfully' }).fill('120');
  await volumetry.getByRole('textbox', { name: 'Documents with alert' }).fill('3');
  await volumetry.getByRole('textbox', { name: 'Documents with error' }).fill('0');
  await volumetry.getByRole('button', { name: 'Send' }).click();
  await expect(volumetry.getByRole('status')).toContainText('201 CREATED');
  await expectNoA11yViolations(page);
});
