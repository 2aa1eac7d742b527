import { expect, test } from '../support/own-workspace';
import { demoAccount, expectNoA11yViolations, openPage, reloadPage, openSignedIn } from '../support/fixtures';
import { reportingFormPath } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

// The en format: "." before the decimals, "," groups thousands (reporting-pt-br.spec.ts has the other).
test.use({ locale: 'en-US' });

test('a supplier and a job position are sent, kept across a reload, and the supplier is edited in place', async ({
  page,
}) => {
  await openSignedIn(page, reportingFormPath('suppliers'));
  await expect(page.getByRole('heading', { name: 'New supplier' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('textbox', { name: 'Name' }).fill('Acme Robotics');
  await page.getByRole('radio', { name: /^Process/ }).check();
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('12.5');
  await page.getByRole('button', { name: 'Send supplier' }).click();

  const answer = page.getByRole('table', { name: 'Supplier as returned' });
  const idRow = answer.getByRole('row', { name: /Supplier ID/ });
  await expect(idRow).toBeVisible();
  const idSupplier = (await idRow.getByRole('cell').textContent())?.trim() ?? '';
  expect(idSupplier).toMatch(/^\d+$/);
  await expect(answer.getByRole('row', { name: /Hourly value/ })).toContainText('12.50');
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Job positions' }).click();
  await expect(page).toHaveURL(/\/reporting\/job-positions$/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('20');
  await page.getByRole('button', { name: 'Send job position' }).click();
  await expect(page.getByRole('status')).toContainText('CREATED');
  await expectNoA11yViolations(page);

  await reloadPage(page);
  const positions = page.getByRole('region', { name: 'Job positions sent by the team' });
  // The history is the team's, kept by the server: who sent it is on the row.
  await expect(positions.getByRole('row', { name: /Analyst/ })).toContainText('Sent');
  await expect(positions.getByRole('row', { name: /Analyst/ })).toContainText(demoAccount.username);

  await openPage(page, reportingFormPath('suppliers'));
  const suppliers = page.getByRole('region', { name: 'Suppliers sent by the team' });
  await expect(suppliers.getByRole('row', { name: /Acme Robotics/ })).toContainText(
    `Supplier ID ${idSupplier}`,
  );

  await page.getByRole('button', { name: 'Edit supplier Acme Robotics' }).click();
  await expect(page.getByRole('heading', { name: 'Editing Acme Robotics' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Robotics');
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('14');
  await page.getByRole('button', { name: 'Send changes' }).click();

  await expect(answer.getByRole('row', { name: /Hourly value/ })).toContainText('14.00');
  await expect(answer.getByRole('row', { name: /Supplier ID/ })).toContainText(idSupplier);
  await expect(suppliers.getByRole('row')).toHaveCount(3);
});
