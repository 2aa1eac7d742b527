/**
 * The team workspace across server instances: instances on one PostgreSQL behave as one server (a role
 * changed on one counts on the other at once), and restarting them (or the embedded store's single instance) signs nobody out and loses nothing.
 * The restart tests restart instances only they use (B and C, and the embedded one), one after the other.
 */
import { expect, test, type Page } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { demoViewerAccount } from '../../src/mocks/simulator/demo';
import { demoAccount, fillRunForm, fillSignIn, firstLoad, signInAt } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { pages } from '../../src/lib/pages';

test.describe.configure({ mode: 'serial' });

const instanceA = `http://127.0.0.1:${e2ePorts.server}`;
const instanceB = `http://127.0.0.1:${e2ePorts.serverB}`;
const instanceC = `http://127.0.0.1:${e2ePorts.serverC}`;
const embedded = `http://127.0.0.1:${e2ePorts.serverEmbedded}`;

async function restart(group: 'postgres' | 'embedded'): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${e2ePorts.stackControl}/restart/${group}`, {
    method: 'POST',
  });
  expect(answer.status).toBe(204);
}

/** The workspace API as the page's own session calls it (its cookie, its CSRF header). */
async function api(page: Page, base: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const answer = await page.request.fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...csrfHeader, 'Content-Type': 'application/json', Origin: base },
    ...(init.body === undefined ? {} : { data: JSON.stringify(init.body) }),
  });
  return { status: answer.status(), body: (await answer.json()) as unknown };
}

test('two instances on one PostgreSQL are one workspace: sessions, runs, catalog and sign-out', async ({
  page,
}) => {
  // Signed in on A, the same browser works on B: the session lives in the shared database.
  await signInAt(page, pages.run);
  await page.goto(`${instanceB}/run`);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);

  // A run started on B is in the journal that A serves.
  await fillRunForm(page, 'queued-bot', [['batch', 'TEAM-1']]);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  const executionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  const onA = await api(page, instanceA, `/executions/RUNTIME-01/${encodeURIComponent(executionId)}`);
  expect(onA).toMatchObject({
    status: 200,
    body: { executionId, robotId: 'queued-bot', startedBy: demoAccount.username },
  });
  await page.goto(`${instanceA}/queue`);
  await expect(page.getByRole('link', { name: executionId, exact: true })).toBeVisible();

  // A catalog change made on A is what B serves.
  const created = await api(page, instanceA, '/catalog/runtimes', {
    method: 'POST',
    body: { entry: { computerId: 'RUNTIME-TEAM', name: 'Shared by the team' } },
  });
  expect(created.status).toBe(201);
  const onB = await api(page, instanceB, pages.catalog);
  expect(JSON.stringify(onB.body)).toContain('Shared by the team');
  await page.goto(`${instanceB}/catalog`);
  await expect(page.getByText('Shared by the team')).toBeVisible();

  // Signing out on B ends the session on A at once.
  await page.goto(`${instanceB}/run`);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  const afterSignOut = await page.request.get(`${instanceA}/session`);
  expect(await afterSignOut.json()).toEqual({ signedIn: false });
});

test("a role an admin changes on A counts for that person's next run on B, without signing in again", async ({
  page,
  browser,
}) => {
  // The admin, on A.
  await signInAt(page, pages.team);
  // Someone else, in a browser of their own, signed in on B.
  const theirs = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
  const other = await theirs.newPage();
  await other.goto(`${instanceB}/run`);
  await expect(other).toHaveURL(/\/login/, firstLoad);
  await fillSignIn(other, demoViewerAccount.password, demoViewerAccount.username);
  await expect(other.getByTestId('signed-in-user')).toHaveText(demoViewerAccount.username);

  // The admin makes them a viewer (they may be one already, from an earlier run of this stack).
  await page.reload();
  const role = page.getByRole('combobox', { name: `Role of ${demoViewerAccount.username}` });
  await role.selectOption('viewer');
  await expect(role).toHaveValue('viewer');
  await other.reload();
  await expect(other.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  await expect(other.getByText('Viewers cannot run robots.', { exact: false })).toBeVisible();

  // Made an operator on A, their next run on B goes through: the same session, read with its new role.
  await role.selectOption('operator');
  await expect(page.getByText(`${demoViewerAccount.username} is now: Operator.`)).toBeVisible();
  await other.reload();
  await fillRunForm(other, 'invoice-bot', []);
  await other.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(other).toHaveURL(/\/executions\/RUNTIME-01\/[^/]+$/);
  await theirs.close();
});

test('restarting the instances on PostgreSQL signs nobody out and loses nothing', async ({ page }) => {
  await signInAt(page, `${instanceB}/run`);
  const tracked = await api(page, instanceB, '/executions', {
    method: 'POST',
    body: { computerId: 'RUNTIME-01', executionId: 'KEPT-ACROSS-RESTARTS' },
  });
  expect(tracked.status).toBe(201);

  await restart('postgres');

  await page.goto(`${instanceC}/queue`);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  await expect(page.getByRole('link', { name: 'KEPT-ACROSS-RESTARTS', exact: true })).toBeVisible();
  const kept = await api(page, instanceB, '/executions/RUNTIME-01/KEPT-ACROSS-RESTARTS');
  expect(kept.status).toBe(200);
});

test('restarting the embedded store signs nobody out and loses nothing', async ({ page }) => {
  await signInAt(page, `${embedded}/run`);
  const tracked = await api(page, embedded, '/executions', {
    method: 'POST',
    body: { computerId: 'RUNTIME-01', executionId: 'KEPT-IN-DATA-DIR' },
  });
  expect(tracked.status).toBe(201);

  await restart('embedded');

  await page.goto(`${embedded}/queue`);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  await expect(page.getByRole('link', { name: 'KEPT-IN-DATA-DIR', exact: true })).toBeVisible();
  expect((await api(page, embedded, '/executions/RUNTIME-01/KEPT-IN-DATA-DIR')).status).toBe(200);
});
