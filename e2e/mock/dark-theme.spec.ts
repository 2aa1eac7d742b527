import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signInAt } from '../support/fixtures';

test.use({ colorScheme: 'dark' });

test('a system set to dark gets the dark theme, and every page stays readable in it', async ({ page }) => {
  await signInAt(page, '/run');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  for (const path of [
    '/run',
    '/queue',
    '/catalog',
    '/activity',
    '/reporting/suppliers',
    '/reporting/job-positions',
    '/reporting/rpa',
    '/reporting/volumetry',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  }

  // The operator's choice wins over the system's, and is kept.
  await page.getByRole('button', { name: 'Language and theme: EN' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
