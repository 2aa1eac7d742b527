import { expect, test } from '../support/own-workspace';
import { readFile } from 'node:fs/promises';
import { demoAccount, expectNoA11yViolations, openPage, reloadPage, openSignedIn } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

test("the team's catalog keeps runtimes and robots across reloads, and its export imports back", async ({
  page,
}, testInfo) => {
  await openSignedIn(page, pages.catalog);
  await expect(page.getByText(/No runtimes yet/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add runtime' }).click();
  const runtimeDialog = page.getByRole('dialog', { name: 'Add runtime' });
  // Open before the click outside, which would otherwise land while the dialog is still opening.
  await expect(runtimeDialog).toBeVisible();
  // A click outside a dialog without changes closes it at once...
  await page.mouse.click(5, 5);
  await expect(runtimeDialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Add runtime' }).click();
  await runtimeDialog.getByLabel('Runtime id').fill('RT-01');
  // ...and one with changes asks first; keeping them loses nothing.
  await page.mouse.click(5, 5);
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await expectNoA11yViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(runtimeDialog.getByLabel('Runtime id')).toHaveValue('RT-01');
  await expect(runtimeDialog.getByLabel('Runtime id')).toBeFocused();
  await runtimeDialog.getByRole('textbox', { name: 'Name' }).fill('Main runtime');
  await runtimeDialog.getByRole('button', { name: 'Add runtime' }).click();
  await expect(runtimeDialog).toHaveCount(0);

  // Esc on a dialog with changes asks too; discarding them closes it and focus goes back where it was.
  const addRobot = page.getByRole('button', { name: 'Add robot' });
  await addRobot.click();
  const robotDialog = page.getByRole('dialog', { name: 'Add robot' });
  await robotDialog.getByLabel('Robot id').fill('DRAFT');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(robotDialog).toHaveCount(0);
  await expect(addRobot).toBeFocused();

  await addRobot.click();
  await expect(robotDialog.getByLabel('Robot id')).toHaveValue('');
  await robotDialog.getByLabel('Robot id').fill('INVOICES');
  await robotDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Invoice reader');
  await robotDialog.getByRole('button', { name: 'Add variable' }).click();
  await robotDialog.getByRole('group', { name: 'Variable 1' }).getByLabel('Variable name').fill('customer');
  await robotDialog.getByRole('button', { name: 'Add variable' }).click();
  const secret = robotDialog.getByRole('group', { name: 'Variable 2' });
  await secret.getByLabel('Variable name').fill('password');
  await secret.getByRole('checkbox', { name: 'Secret' }).check();
  await expect(secret.getByLabel('Default value', { exact: true })).toHaveAttribute('type', 'password');
  await expectNoA11yViolations(page);
  await robotDialog.getByRole('button', { name: 'Add robot' }).click();
  await expect(robotDialog).toHaveCount(0);

  await reloadPage(page);
  await expect(page.getByRole('row', { name: /Main runtime/ })).toContainText('RT-01');
  await expect(page.getByRole('row', { name: /Invoice reader/ })).toContainText('2 variables');
  // Who changed it last, for the whole team to see.
  await expect(page.getByRole('row', { name: /Invoice reader/ })).toContainText(demoAccount.username);
  await expectNoA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export catalog' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('robot-console-catalog.json');
  const file = testInfo.outputPath('robot-console-catalog.json');
  await download.saveAs(file);
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
    version: 1,
    runtimes: [{ computerId: 'RT-01', name: 'Main runtime' }],
    robots: [
      {
        robotId: 'INVOICES',
        variables: [
          { name: 'customer', secret: false },
          { name: 'password', secret: true },
        ],
      },
    ],
  });

  // Deleted here, then brought back by importing the exported file.
  await page.getByRole('button', { name: 'Delete runtime Main runtime' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete runtime Main runtime?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/No runtimes yet/)).toBeVisible();
  // Gone from the page, not only fading: axe measures the contrast of a half-transparent dialog.
  await expect(confirm).toHaveCount(0);

  await page.getByLabel('Catalog file to import').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'Imported robot-console-catalog.json: 1 runtime added, 0 replaced; 0 robots added, 0 replaced, 1 already there.',
  );
  await expect(page.getByRole('row', { name: /Main runtime/ })).toContainText('RT-01');
  await expectNoA11yViolations(page);

  // Renamed here, then the file would replace it: the import asks first, and can be undone.
  await page.getByRole('button', { name: 'Edit runtime Main runtime' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit runtime Main runtime' });
  await editDialog.getByRole('textbox', { name: 'Name' }).fill('Night runtime');
  await editDialog.getByRole('button', { name: 'Save runtime' }).click();
  await expect(editDialog).toHaveCount(0);
  await page.getByLabel('Catalog file to import').setInputFiles(file);
  const replace = page.getByRole('dialog', { name: 'Replace 1 entry with robot-console-catalog.json?' });
  await expect(replace).toContainText('Runtime Night runtime (RT-01), named Main runtime in the file');
  await expectNoA11yViolations(page);
  await replace.getByRole('button', { name: 'Import and replace' }).click();
  await expect(page.getByRole('row', { name: /Main runtime/ })).toContainText('RT-01');
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'back as it was' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Night runtime/ })).toContainText('RT-01');
});

test('an edit made from an old version is explained, and what was typed is kept', async ({
  page,
  context,
}) => {
  await openSignedIn(page, pages.catalog);
  await page.getByRole('button', { name: 'Add runtime' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add runtime' });
  await addDialog.getByLabel('Runtime id').fill('RT-01');
  await addDialog.getByRole('textbox', { name: 'Name' }).fill('Main runtime');
  await addDialog.getByRole('button', { name: 'Add runtime' }).click();
  await expect(addDialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit runtime Main runtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit runtime Main runtime' });
  await dialog.getByLabel('Description').fill('Mine');

  // Another tab of the team's workspace changes the same runtime first.
  const other = await context.newPage();
  await openPage(other, pages.catalog);
  await other.getByRole('button', { name: 'Edit runtime Main runtime' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Edit runtime Main runtime' });
  await otherDialog.getByLabel('Description').fill('Theirs');
  await otherDialog.getByRole('button', { name: 'Save runtime' }).click();
  await expect(otherDialog).toHaveCount(0);
  await other.close();

  await dialog.getByRole('button', { name: 'Save runtime' }).click();
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText(`${demoAccount.username} changed this runtime after you opened it`);
  await expect(notice).toContainText('Description: Theirs');
  await expect(dialog.getByLabel('Description')).toHaveValue('Mine');
  await expectNoA11yViolations(page);

  await notice.getByRole('button', { name: 'Use their version' }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue('Theirs');
  await dialog.getByRole('button', { name: 'Bring back what I typed' }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue('Mine');
  await dialog.getByRole('button', { name: 'Save runtime' }).click();
  await expect(dialog).toHaveCount(0);
  await reloadPage(page);
  await expect(page.getByRole('row', { name: /Main runtime/ })).toContainText('Mine');
});
