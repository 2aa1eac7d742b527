import { devices, expect, test } from '@playwright/test';
import {
  everyPage,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  fillRunForm,
  signInAt,
} from '../support/fixtures';

// A 390 px phone (an iPhone 14's width), touch and all, in the project's Chromium.
const iPhone = devices['iPhone 14'];
test.use({
  viewport: iPhone.viewport,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: iPhone.isMobile,
  hasTouch: iPhone.hasTouch,
});

test('on a phone every page fits the screen, the navigation folds into a menu, and a robot runs', async ({
  page,
}) => {
  await signInAt(page, '/run');
  // The header keeps every control whole on the screen: the bell says Notifications, the logo the name.
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Toggle navigation' }),
    header.getByRole('button', { name: /^Language and theme/ }),
    header.getByRole('button', { name: 'Notifications' }),
    header.getByRole('button', { name: 'Sign out' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  for (const path of everyPage) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }

  // The header collapses: the navigation opens from its button and closes on the way to a page.
  const queueLink = page.getByRole('link', { name: 'Queue', exact: true });
  await expect(queueLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(queueLink).toBeInViewport();
  await page.getByRole('link', { name: 'Run a robot', exact: true }).click();
  await expect(page).toHaveURL(/\/run$/);
  await expect(queueLink).not.toBeInViewport();

  // The main flow, with a thumb: fill the form, run, follow the run to its end.
  await fillRunForm(page, 'phone-bot', [['batch', 'PHONE']]);
  await expectNoSidewaysScroll(page, 'the filled run form');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  await expect(page.getByText('SUCCESS').first()).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page, 'the execution');
  await expectNoA11yViolations(page);

  // The queue is a list of cards, with the run on it.
  await page.goto('/queue');
  await expect(page.getByText('phone-bot').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the queue');
  await expectNoA11yViolations(page);
});
