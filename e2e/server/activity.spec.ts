import { expect, test } from '../support/own-workspace';
import {
  demoAccount,
  expectNoA11yViolations,
  expectNothingCut,
  expectNoSidewaysScroll,
  openPage,
  reloadPage,
  openSignedIn,
} from '../support/fixtures';
import { csrfHeader } from '../../src/api/csrf';
import { pages, reportingFormPath, withQuery } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

test('the activity page lists what the operator did, filters it from the URL, and passes axe', async ({
  page,
}) => {
  await openSignedIn(page, reportingFormPath('job-positions'));
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
  await reloadPage(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Signed in');

  // Nothing matches: said plainly, with a way back.
  await openPage(page, withQuery(pages.activity, 'q=no-such-thing'));
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('no-such-thing');
  await expectNoA11yViolations(page);
  await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/\/activity$/);

  // A phone's width: the table scrolls inside its frame, the page never sideways.
  // (Opened at that width, as a phone would: not mid-way through the navigation folding away.)
  await page.setViewportSize({ width: 390, height: 844 });
  await reloadPage(page);
  await expect(rows).toHaveCount(3);
  await expectNoSidewaysScroll(page);
});

test('the period wraps as one filter: "To" is never alone on a line', async ({ page }) => {
  await openSignedIn(page, pages.activity);
  // Their labels: To has a hint under its label, so its box starts lower than From's on the same line.
  const from = page.getByText('From', { exact: true });
  const to = page.getByText('To', { exact: true });
  // From 1280 px, where the filters take two lines, to 1600 px, where they take one.
  for (const width of [1280, 1366, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(to).toBeVisible();
    const [fromBox, toBox] = [await from.boundingBox(), await to.boundingBox()];
    expect(toBox?.y, `From and To on one line at ${String(width)} px`).toBe(fromBox?.y);
  }
  // On a phone the two ends take a line each, and the page stays as wide as the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(to).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('at common laptop widths the label of an action is whole beside a long execution id', async ({
  page,
}) => {
  await openSignedIn(page, pages.activity);
  const executionId = 'a-long-execution-id-'.repeat(6);
  const tracked = await page.request.post('/api/executions', {
    headers: csrfHeader,
    data: { computerId: 'RUNTIME-01', executionId },
  });
  expect(tracked.status()).toBe(201);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await reloadPage(page);
    await expect(page.getByRole('table', { name: 'Activity' })).toContainText(executionId);
    await expectNothingCut(page, '.mantine-Badge-root', `The activity at ${String(width)} px`);
  }
});
