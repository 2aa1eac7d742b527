import { test } from '@playwright/test';
import { signInAt } from '../support/fixtures';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, animations: 'disabled' as const });

test('sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('Demo mode').waitFor();
  await page.screenshot(shot('sign-in'));
});

test('run form', async ({ page }) => {
  await signInAt(page, '/run');
  await page.screenshot(shot('run'));
});
