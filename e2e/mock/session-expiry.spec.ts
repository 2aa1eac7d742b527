import { expect, test, type Request } from '@playwright/test';
import { demoAccount, fillSignIn, signInAt } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

test('a 401 in the middle of the work sends the operator to sign-in once and back to the same page', async ({
  page,
}) => {
  await page.clock.install();
  await signInAt(page, pages.run);
  await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME-01');
  await page.getByRole('combobox', { name: 'Robot ID' }).fill('queued-bot');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\//);
  const executionPath = new URL(page.url()).pathname;
  await expect(page.getByText('PENDENT')).toBeVisible();

  const loginVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes(pages.login)) loginVisits.push(frame.url());
  });
  // The requests sent once the sign-in page shows, and those of them refused as unauthorized.
  let watching = false;
  const sentLater = new Set<Request>();
  page.on('request', (request) => {
    if (watching) sentLater.add(request);
  });
  const unauthorized: Request[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.request());
  });

  await page.evaluate(() => window.__robotConsoleMock?.expireSession());

  await expect(page).toHaveURL(/\/login\?redirectTo=/, { timeout: 60_000 });
  await expect(page.getByText('Sign in to continue where you were.')).toBeVisible();
  // Once the session is gone nothing keeps polling into 401s (a request sent before may still answer so).
  watching = true;
  await page.clock.runFor(60_000);
  await expect(page.getByText('Sign in to continue where you were.')).toBeVisible();
  expect(unauthorized.filter((request) => sentLater.has(request)).map((request) => request.url())).toEqual(
    [],
  );

  await fillSignIn(page, demoAccount.password);
  await expect(page).toHaveURL(new RegExp(`${executionPath}$`));
  await expect(page.getByText('PENDENT')).toBeVisible();
  expect(loginVisits.length).toBeLessThanOrEqual(1);
});
