import { devices, type APIRequestContext } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { setRunTimes, quickRun } from '../support/fake-upstream-control';
import {
  everyPage,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  fillRunForm,
  openSignedIn,
  wordsOf,
} from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { signedInState } from '../support/sessions';
import { expect, test as signedIn } from '../support/signed-in';

/** Posts through a signed-in session, as the page's forms would, and gives the answer's body. */
async function post(api: APIRequestContext, path: string, body: unknown): Promise<string> {
  const answer = await api.post(path, { headers: csrfHeader, data: body });
  const text = await answer.text();
  expect(answer.status(), `${path}: ${text}`).toBeLessThan(300);
  return text;
}

/**
 * What a team's console holds after a while, made through the real server: a queued execution (the
 * queue's longest words: "Select the one queued…", Delete), an ended one, catalog entries, a send of
 * every reporting form (their histories) and so the activity of all of it. Gives the queued one's id.
 */
async function fillTheConsole(api: APIRequestContext): Promise<string> {
  const run = (robot: string) =>
    post(api, `/orchestrator/api/integration/v2/run/RUNTIME-01/${robot}`, { variables: [] });
  const queued = (JSON.parse(await run('queued-bot')) as { id: string }).id;
  await setRunTimes('phone-console-bot', quickRun);
  await run('phone-console-bot');
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await post(api, '/api/catalog/runtimes', {
    entry: { computerId: `RUNTIME-PHONE-${unique}`, name: 'Runtime of the finance team', description: '' },
  });
  await post(api, '/api/catalog/robots', {
    entry: {
      robotId: `phone-bot-${unique}`,
      name: 'Monthly invoices of the finance team',
      description: 'Reads the month’s invoices and writes them to the ledger.',
      variables: [{ name: 'batch', type: 'text', defaultValue: 'NOV', required: true, secret: false }],
    },
  });
  const processedAt = new Date().toISOString();
  await post(api, '/reporting/api/company/job-position', { title: `Analyst ${unique}`, hourValue: 31.75 });
  await post(api, '/reporting/api/integration/v1/supplier', {
    name: `Supplier ${unique}`,
    type: 3,
    hourValue: 40,
  });
  await post(api, '/reporting/api/integration/v2/rpa', {
    ideaId: 7,
    successExecutionTime: 120,
    alertExecutionTime: 0,
    errorExecutionTime: 30,
    successExecutions: 12,
    alertExecutions: 0,
    errorExecutions: 1,
    processedAt,
  });
  await post(api, '/reporting/api/integration/v2/volumetry', {
    ideaId: 7,
    successExecutions: 12,
    alertExecutions: 0,
    errorExecutions: 1,
    processedAt,
  });
  return queued;
}

/** The console filled once per worker (`fillTheConsole`), for the pages of all its tests. */
const test = signedIn.extend<object, { teamConsole: { queued: string } }>({
  teamConsole: [
    async ({ playwright }, use) => {
      const base = `http://127.0.0.1:${e2ePorts.server}`;
      const api = await playwright.request.newContext({
        baseURL: base,
        storageState: await signedInState(base),
      });
      const queued = await fillTheConsole(api);
      await api.dispose();
      await use({ queued });
    },
    { scope: 'worker' },
  ],
});

// A 390 px phone (an iPhone 14's width), touch and all, in the project's Chromium.
const iPhone = devices['iPhone 14'];
test.use({
  viewport: iPhone.viewport,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: iPhone.isMobile,
  hasTouch: iPhone.hasTouch,
});

/** The queued execution's page, in the sweep of every page. */
const executionPage = '/executions/…';

test('on a phone the header keeps its controls, the navigation folds into a menu, and a robot runs', async ({
  page,
}) => {
  await setRunTimes('phone-bot', quickRun);
  await openSignedIn(page, '/run');
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
  await expect(page.getByText('SUCCESS').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the execution');
  await expectNoA11yViolations(page);

  // The queue is a list of cards, with the run on it.
  await page.goto('/queue');
  await expect(page.getByText('phone-bot').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the queue');
  await expectNoA11yViolations(page);
});

for (const [language, locale] of [
  ['English', 'en-US'],
  ['Portuguese', 'pt-BR'],
] as const) {
  test.describe(language, () => {
    test.use({ locale });

    // A test per page, so that the two workers share the sweep.
    for (const path of [...everyPage, executionPage]) {
      test(`${path} is no wider than a 360 or 390 px phone, in either theme, with real data (${language})`, async ({
        page,
        teamConsole: { queued },
      }) => {
        await openSignedIn(
          page,
          path === executionPage ? `/executions/RUNTIME-01/${encodeURIComponent(queued)}` : path,
        );
        const words = await wordsOf(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The page with its data, not its loading state (every loader is named "Loading …").
        await expect(page.getByLabel(/^(Loading|Carregando)/)).toHaveCount(0);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          for (const width of [360, 390]) {
            await page.setViewportSize({ width, height: 844 });
            const where = `${path} at ${String(width)} px, ${colorScheme}`;
            if (path === '/queue') {
              // The queued card: its Delete whole in its card, not cut off at the card's edge.
              const remove = page.getByRole('button', {
                name: words['queue.row.deleteLabel'].replace('{id}', queued),
              });
              await expect(remove).toBeVisible();
              const [button, cell] = await remove.evaluate((element) =>
                [element, element.closest('[role="cell"]') ?? element].map(
                  (box) => box.getBoundingClientRect().right,
                ),
              );
              expect(button, `Delete ends inside its card, ${where}`).toBeLessThanOrEqual((cell ?? 0) + 0.5);
            }
            await expectNoSidewaysScroll(page, where);
          }
        }
      });
    }
  });
}
