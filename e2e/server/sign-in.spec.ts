import { expect, test } from '@playwright/test';
import { demoAccount, expectNoA11yViolations, expectNoCutButtons, fillSignIn } from '../support/fixtures';
import { executionPath, pages, reportingFormPath, withQuery } from '../../src/lib/pages';

test('the sign-in form says what is missing, refuses a wrong password keeping the username, and signs in with an HttpOnly session cookie', async ({
  page,
  context,
}) => {
  await page.goto(pages.queue);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fqueue/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Demo mode')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // An incomplete form is explained where it is, and not sent.
  await page.getByLabel('Username').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address, e.g. name@company.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await fillSignIn(page, 'wrong-password');
  await expect(page.getByRole('alert', { name: 'Sign-in failed' })).toContainText(
    'The username or password is not right.',
  );
  await expect(page.getByLabel('Username')).toHaveValue(demoAccount.username);
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');

  // The username kept is the one that signs in: only the password is typed again.
  await page.getByRole('textbox', { name: 'Password' }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  await expect(page.getByText(/Session ends/)).toBeVisible();
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

test('a deep link while signed out comes back after sign-in, every route is a deep link, and unknown ones say so', async ({
  page,
}) => {
  await page.goto(withQuery(reportingFormPath('volumetry'), 'from=bookmark'));
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await fillSignIn(page, demoAccount.password);
  await expect(page).toHaveURL(/\/reporting\/volumetry\?from=bookmark$/);
  await expect(page.getByRole('heading', { name: 'Document volumetry', exact: true })).toBeVisible();

  await page.goto(pages.queue);
  await expect(page.getByRole('heading', { name: 'Queue', exact: true })).toBeVisible();
  // An execution the service does not know still has its page, named by its id.
  await page.goto(executionPath({ computerId: 'RUNTIME-01', executionId: 'abc123' }));
  await expect(page.getByRole('heading', { name: /abc123/ })).toBeVisible();
  await page.goto(reportingFormPath('suppliers'));
  await expect(page.getByRole('heading', { name: 'Suppliers', exact: true })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // An address the server refuses to read as a path (an encoded slash): the app, not a bare JSON answer.
  const refused = await page.goto('/executions/RUNTIME-01/..%2F..');
  expect(refused?.status()).toBe(400);
  await expect(page.getByText('This address does not name an execution')).toBeVisible();
  await expect(page.getByText('The execution ID cannot contain "/" or "\\".')).toBeVisible();
  await page.getByRole('link', { name: 'Queue', exact: true }).click();
  await expect(page).toHaveURL(/\/queue$/);
});

test('signing out ends the session on the server, here and in the other open tabs', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await fillSignIn(page, demoAccount.password);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  const other = await context.newPage();
  await other.goto(reportingFormPath('rpa'));
  await expect(other.getByRole('heading', { name: 'RPA executions', exact: true })).toBeVisible();
  const before = await context.cookies();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Freporting%2Frpa/);

  // The old cookie no longer works: the session ended on the server, not only in the browser.
  const replay = await context.request.fetch('/session', {
    headers: { Cookie: before.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  expect(await replay.json()).toEqual({ signedIn: false });

  await page.goto(pages.run);
  await expect(page).toHaveURL(/\/login/);
});

test('the sign-in page draws nothing of its preferences until asked, and cuts no button, in either language or width', async ({
  page,
}) => {
  await page.goto(pages.login);
  const button = page.getByRole('button', { name: /^Language and theme|^Idioma e tema/ });
  const panel = page.getByRole('group', { name: /^Language and theme|^Idioma e tema/ });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(button).toHaveText('EN');
    await expect(panel).toBeHidden();
    await expectNoCutButtons(page, `the sign-in page at ${String(width)} px`);
  }
  await button.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'Português (Brasil)' }).check();
  await expect(button).toHaveText('PT');
  await button.click();
  await expect(panel).toBeHidden();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectNoCutButtons(page, `the sign-in page in Portuguese at ${String(width)} px`);
  }
});
