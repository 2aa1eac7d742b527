/**
 * A reporting plan sends by itself once its period is over (issue 36), in the demo, whose server runs in
 * the page on the page's clock: the test stops that clock, lets a run end, sets an hourly plan with
 * approval, and moves the clock past the hour and its minute of sending. The plans' loop counts the hour
 * and keeps it for approval; an admin approves it with a correction, and the history says the plan sent
 * it, approved by whom.
 */
import { expect, test } from '@playwright/test';
import { demoAccount, demoRobots } from '../../src/mocks/simulator/demo';
import { pages, reportingFormPath } from '../../src/lib/pages';
import { addToTeamCatalog, fillRunForm, signInAt } from '../support/fixtures';

test("an hourly plan with approval sends the hour's figures by itself once it is over, corrected by an admin", async ({
  page,
}) => {
  // 13:20 UTC: the hour ends at 14:00, its figures are due at 14:05.
  await page.clock.install({ time: new Date('2026-06-02T13:20:00Z') });
  await signInAt(page, pages.run);
  await addToTeamCatalog(page, {
    robots: [{ robotId: demoRobots.succeeding, name: 'Invoice reader', ideaId: 42 }],
  });

  // The page's server runs in this page, on its clock: from here on the app is gone through by its own
  // links, never reloaded. One run that ends with success in the hour.
  await fillRunForm(page, demoRobots.succeeding, []);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('heading', { name: /^Execution / })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(page.getByTestId('poll-status')).toHaveText('Ended: no longer updating.');

  await page.getByRole('link', { name: 'Automatic sending' }).click();
  await expect(page.getByRole('heading', { name: 'Automatic sending', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New plan' }).first().click();
  const form = page.getByRole('dialog', { name: 'New reporting plan' });
  await form.getByRole('textbox', { name: 'Idea ID' }).fill('42');
  await form.getByRole('combobox', { name: 'Period', exact: true }).selectOption('hour');
  const zone = form.getByRole('combobox', { name: 'Time zone of the periods' });
  await zone.fill('UTC');
  await zone.press('Escape');
  await expect(form.getByRole('textbox', { name: 'Send at minute (next hour)' })).toHaveValue('05');
  await form.getByRole('button', { name: 'Create plan' }).click();
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Idea 42' }) });
  // 14:05 UTC, told in the browser's zone (São Paulo).
  await expect(plan).toContainText('Next send: at 11:05 AM GMT-3');

  // The hour ends, and its minute of sending passes: the plans' loop looks once.
  await page.clock.fastForward('46:00');
  await page.getByRole('link', { name: 'Sends and approvals' }).click();
  const send = page.getByRole('listitem').filter({ hasText: 'Waiting for approval' });
  // The loop's look and the page's next read of the sends, each on the page's clock.
  await expect(async () => {
    await page.clock.runFor(30_000);
    await expect(send).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(send).toContainText('Sent by the plan');
  await expect(send).toContainText('1 execution behind these figures');
  await send
    .getByRole('button', { name: /^Review and approve: Idea 42 · RPA statistics · hour from / })
    .click();
  const approve = page.getByRole('dialog', { name: /^Approve Idea 42/ });
  await approve.getByRole('textbox', { name: 'Successful executions' }).fill('0');
  await approve.getByRole('textbox', { name: 'Note' }).fill('The demo run was a test');
  await approve.getByRole('button', { name: 'Send the corrected figures' }).click();
  await expect(approve).toBeHidden();

  await page.getByRole('link', { name: 'RPA executions' }).click();
  await expect(page).toHaveURL(new RegExp(`${reportingFormPath('rpa')}$`));
  const history = page.getByRole('region', { name: 'RPA records sent by the team' });
  await expect(history.getByRole('row').nth(1)).toContainText('Idea 42: 0 success / 0 alert / 0 error');
  await expect(history.getByRole('row').nth(1)).toContainText(
    `A reporting plan, approved by ${demoAccount.username}`,
  );
});
