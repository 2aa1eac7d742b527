import { expect, test } from '@playwright/test';
import { demoAccount, expectNoA11yViolations, fillSignIn } from '../support/fixtures';

test('sign-in through the real server keeps the token in an HttpOnly session cookie', async ({
  page,
  context,
}) => {
  await page.goto('/queue');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fqueue/);
  await expect(page.getByText('Demo mode')).toHaveCount(0);

  await fillSignIn(page, 'wrong-password');
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
    'The username or password is not right.',
  );
  await expect(page.getByLabel('Username')).toHaveValue(demoAccount.username);

  await fillSignIn(page, demoAccount.password);
  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  await expectNoA11yViolations(page);

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.includes('robot-console-session'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('robot-console-session');
  // Nothing the page can read holds a JWT.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '')),
      )
      .join('\n'),
  );
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test('sign-out ends the session on the server: the old cookie no longer works', async ({ page, context }) => {
  await page.goto('/login');
  await fillSignIn(page, demoAccount.password);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  const before = await context.cookies();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  const replay = await context.request.fetch('/session', {
    headers: { Cookie: before.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  expect(await replay.json()).toEqual({ signedIn: false });
});
