import { expect, test } from '@playwright/test';
import { securityHeaders } from '../../server/security';
import { demoAccount, expectNoA11yViolations, fillSignIn, firstLoad } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

const themes = [
  { colorScheme: 'light', background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' },
  { colorScheme: 'dark', background: 'rgb(36, 36, 36)', text: 'rgb(201, 201, 201)' },
] as const;

test('the first page says it is loading until the app draws, in either system theme', async ({ page }) => {
  const errors: string[] = [];
  // A Content-Security-Policy violation (an inline script, a blocked style) is a console error.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The page as the server sends it: under its Content-Security-Policy.
  await page.route(
    (url) => url.pathname === pages.run,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...securityHeaders } });
    },
  );
  // The app's code is held back, as a slow first load would: what shows meanwhile is index.html's own.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });

  // Neither `load` nor `DOMContentLoaded` comes while the app's modules are held.
  await page.goto(pages.run, { waitUntil: 'commit' });
  const status = page.getByRole('status');
  await expect(status).toContainText('Loading…');
  await expect(status).toContainText('Carregando…');
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme.colorScheme });
    await expect(status).toHaveCSS('background-color', theme.background);
    await expect(status).toHaveCSS('color', theme.text);
    await expectNoA11yViolations(page);
  }

  release();
  await expect(page).toHaveURL(/\/login/, firstLoad);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  // The demo's sign-in page says it is the demo, and offers its accounts.
  await expect(page.getByText('Demo mode')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});

test('the sign-in form can be used while the database of the demo is still opening', async ({ page }) => {
  // The database's worker is held back, as on a slow first visit: nothing of the page's server runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/demo-database-worker-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pages.overview);
  await expect(page).toHaveURL(/\/login/, firstLoad);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
  await expect(page.getByText('Demo mode')).toBeVisible();

  // Sent before the server is up, the sign-in waits for it, then lands where the operator was going.
  await fillSignIn(page, demoAccount.password);
  release();
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username, firstLoad);
  await expect(page).toHaveURL(new RegExp(`${pages.overview}$`));
});
