import {
  addToTeamCatalog,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  signInAt,
} from '../support/fixtures';
import { expect, test } from '../support/own-workspace';
import { pages } from '../../src/lib/pages';

// A workspace of the test's own: it starts with no schedule.
test('a schedule is created from the catalog, listed, and every page of it passes axe in both themes', async ({
  page,
}) => {
  await signInAt(page, pages.schedules);
  // The server runs the schedules on its own clock, which cannot be moved: the schedule made here fires
  // twelve hours from the browser's (São Paulo's) present hour, so it cannot fire during the test.
  const hour = await page.evaluate(() => (new Date().getHours() + 12) % 24);
  const at = `${String(hour).padStart(2, '0')}:00`;
  await addToTeamCatalog(page, {
    runtimes: [{ computerId: 'RUNTIME-01', name: 'Main runtime' }],
    robots: [
      {
        robotId: 'invoice-bot',
        name: 'Invoice reader',
        variables: [
          { name: 'batch', defaultValue: 'DAILY' },
          { name: 'password', secret: true },
        ],
      },
    ],
  });
  await expect(page.getByText(/^No schedules yet\./)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'New schedule' }).first().click();
  await expect(page.getByRole('heading', { name: 'New schedule', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Daily invoices');
  await page.getByRole('combobox', { name: 'Runtime ID' }).click();
  await page.getByRole('option', { name: 'Main runtime RUNTIME-01' }).click();
  await page.getByRole('combobox', { name: 'Robot ID' }).click();
  await page.getByRole('option', { name: 'Invoice reader invoice-bot' }).click();
  // The catalog robot's template: its default value, and its secret as a password field.
  const variable = (number: number) =>
    page.getByRole('group', { name: `Variable ${String(number)}` }).getByLabel('Variable value');
  await expect(variable(1)).toHaveValue('DAILY');
  await expect(variable(2)).toHaveAttribute('type', 'password');
  await variable(2).fill('s3cret');
  await page.getByRole('combobox', { name: 'Fires' }).selectOption('business-days');
  await page.getByLabel(/^Time\W*$/).fill(at);
  await expect(page.getByTestId('cron-written')).toHaveText(`Cron: 0 ${String(hour)} * * *`);
  await expect(page.getByRole('checkbox', { name: 'Skip weekends' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Holidays calendar' }).fill('BR');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Daily invoices', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/schedules\/[0-9a-f-]{36}$/);
  // The secret is never shown back: its field is empty, and left so it is kept.
  await expect(variable(2)).toHaveValue('');
  await expect(
    page.getByText('A value is saved and never shown. Leave this empty to keep it.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Next fires' }).getByRole('row')).toHaveCount(11);
  await expectNoA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Schedules' })
    .click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Daily invoices' }) });
  await expect(item).toContainText('Runs invoice-bot on RUNTIME-01');
  await expect(item).toContainText(
    `When: At ${at} · weekends skipped · BR holidays skipped · America/Sao_Paulo`,
  );
  await expect(item).toContainText('Has not fired yet.');

  // axe judges the page at rest, not the navigation link under the pointer.
  await page.mouse.move(0, 0);
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoA11yViolations(page);
  }

  // On a phone, the list and the schedule's page fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the schedules');
  await item.getByRole('link', { name: 'Daily invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Daily invoices', level: 1 })).toBeVisible();
  // Read back as the case that wrote it.
  await expect(page.getByRole('combobox', { name: 'Fires' })).toHaveValue('business-days');
  await expectNoSidewaysScroll(page, 'a schedule');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
});
