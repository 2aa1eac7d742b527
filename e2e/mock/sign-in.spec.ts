import { expect, test } from '@playwright/test';
import {
  demoAccount,
  expectNoA11yViolations,
  fillSignIn,
  firstLoad,
  openPage,
  signInAt,
} from '../support/fixtures';

test('a wrong password is refused at the form, keeps the username, and the right one signs in', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page).toHaveURL(/\/login/, firstLoad);
  await expect(page.getByText('Demo mode')).toBeVisible();
  await expectNoA11yViolations(page);

  await fillSignIn(page, 'not-the-password');
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
    'The username or password is not right.',
  );
  await expect(page.getByLabel('Username')).toHaveValue(demoAccount.username);
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password' }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  await expect(page.getByText(/Session ends/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the form explains what is missing before anything is sent', async ({ page }) => {
  await openPage(page, '/login');
  await page.getByLabel('Username').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address, e.g. name@company.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a deep link while signed out comes back to the same page after sign-in', async ({ page }) => {
  await openPage(page, '/reporting/volumetry?from=bookmark');
  await expect(page).toHaveURL(/\/login\?redirectTo=/, firstLoad);
  await fillSignIn(page, demoAccount.password);
  await expect(page).toHaveURL(/\/reporting\/volumetry\?from=bookmark$/);
  await expect(page.getByRole('heading', { name: 'Document volumetry', exact: true })).toBeVisible();
});

test('every route is a deep link and unknown ones say so', async ({ page }) => {
  await signInAt(page, '/queue');
  await expect(page.getByRole('heading', { name: 'Queue', exact: true })).toBeVisible();
  await openPage(page, '/executions/RUNTIME-01/abc123');
  await expect(page.getByRole('heading', { name: /abc123/ })).toBeVisible();
  await openPage(page, '/reporting/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers', exact: true })).toBeVisible();
  await openPage(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(page).toHaveURL(/\/queue$/);
});

test('signing out ends the session here and in the other open tabs', async ({ page, context }) => {
  await signInAt(page, '/queue');
  const other = await context.newPage();
  await openPage(other, '/reporting/rpa');
  await expect(other.getByRole('heading', { name: 'RPA executions', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Freporting%2Frpa/);

  await openPage(page, '/run');
  await expect(page).toHaveURL(/\/login/);
});
