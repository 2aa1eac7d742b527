import { expect, test } from '@playwright/test';
import { demoAccount, expectNoA11yViolations, expectNoSidewaysScroll, signInAt } from '../support/fixtures';

test('the activity page lists what the operator did, filters it from the URL, and passes axe', async ({
  page,
}) => {
  await signInAt(page, '/reporting/job-positions');
  await page.getByRole('textbox', { name: 'Title' }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('20');
  await page.getByRole('button', { name: 'Send job position' }).click();
  await expect(page.getByRole('status', { name: 'Sent' })).toContainText('CREATED');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/\/activity$/);
  const table = page.getByRole('table', { name: 'Activity' });
  const rows = table.getByRole('row');
  // Newest first: the send, then the sign-in.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(demoAccount.username);
  await expect(rows.nth(1)).toContainText('Sent a reporting record');
  await expect(rows.nth(1)).toContainText('Job positions record');
  await expect(rows.nth(2)).toContainText('Signed in');
  // axe judges the page at rest, not the link under the pointer that was just clicked.
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);

  // One action, from the menu: the URL says so, and a reload keeps it.
  await page.getByRole('combobox', { name: 'Actions' }).click();
  await page.getByRole('option', { name: 'Signed in' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/activity\?action=sign-in$/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Signed in');

  // Nothing matches: said plainly, with a way back.
  await page.goto('/activity?q=no-such-thing');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('no-such-thing');
  await expectNoA11yViolations(page);
  await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/\/activity$/);

  // A phone's width: the table scrolls inside its frame, the page never sideways.
  // (Opened at that width, as a phone would: not mid-way through the navigation folding away.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expectNoSidewaysScroll(page);
});
