import { expect, test } from '../support/own-workspace';
import { addToTeamCatalog, fillRunForm, openPage, reloadPage, openSignedIn } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

test('the run form validates ids and variable names, and keeps what was typed', async ({ page }) => {
  await openSignedIn(page, pages.run);
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable name').nth(0).fill('same');
  await page.getByLabel('Variable name').nth(1).fill('same');
  await page.getByRole('button', { name: 'Run' }).click();
  // Said at each field (the preview repeats the first one).
  await expect(page.getByText('Enter the Runtime ID.', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter the Robot ID.', { exact: true })).toBeVisible();
  await expect(page.getByText('"same" is already used above.')).toBeVisible();
  // An id that cannot be one path segment is explained as soon as the field is left.
  await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME/01');
  await page.getByRole('combobox', { name: 'Runtime ID' }).press('Tab');
  await expect(page.getByText('The Runtime ID cannot contain "/" or "\\".', { exact: true })).toBeVisible();

  await reloadPage(page);
  await expect(page.getByLabel('Variable name').nth(1)).toHaveValue('same');
});

test('a catalog robot typed by its id brings its template, and a required variable is asked for before anything is sent', async ({
  page,
}) => {
  await openSignedIn(page, pages.run);
  await addToTeamCatalog(page, {
    runtimes: [{ computerId: 'RUNTIME-01', name: 'Main runtime' }],
    robots: [
      {
        robotId: 'invoice-bot',
        name: 'Invoice bot',
        variables: [{ name: 'customerId', type: 'text', required: true }],
      },
    ],
  });
  const runCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/integration/v2/run/')) {
      runCalls.push(request.postData() ?? '');
    }
  });
  await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME-01');
  await page.getByRole('combobox', { name: 'Robot ID' }).pressSequentially('invoice-bot');
  await expect(page.getByText('In your catalog: Invoice bot')).toBeVisible();
  await expect(page.getByLabel('Variable name')).toHaveValue('customerId');
  await expect(page.getByText(/No variables/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('This robot needs a value here.', { exact: true })).toBeVisible();
  expect(runCalls).toEqual([]);

  await page.getByLabel('Variable value').fill('C-42');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  expect(runCalls.map((body) => JSON.parse(body) as unknown)).toEqual([
    { variables: [{ name: 'customerId', type: 'text', value: 'C-42' }] },
  ]);
});

test('an execution is a deep link that works in a new tab', async ({ page, context }) => {
  await openSignedIn(page, pages.run);
  await fillRunForm(page, 'failing-bot', []);
  await expect(page.getByTestId('request-line')).toHaveText(
    'POST /api/integration/v2/run/RUNTIME-01/failing-bot',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\//);

  const other = await context.newPage();
  await openPage(other, page.url());
  await expect(other.getByRole('heading', { name: /^Execution / })).toBeVisible();
  await expect(other.getByText('ERROR').first()).toBeVisible({ timeout: 60_000 });
  await expect(other.getByTestId('return-value')).toContainText('error');
});
