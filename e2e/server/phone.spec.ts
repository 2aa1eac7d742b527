import { devices, type Page } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import {
  addToTeamCatalog,
  everyPage,
  expectNoA11yViolations,
  expectNoCutButtons,
  expectNoSidewaysScroll,
  fillRunForm,
  wordsOf,
} from '../support/fixtures';
import { expect, openSignedIn, test } from '../support/signed-in';
import { executionPath, pages } from '../../src/lib/pages';

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
  await openSignedIn(page, pages.run);
  // The header keeps every control whole on the screen: the bell says Notifications, the logo the name.
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Toggle navigation' }),
    header.getByRole('button', { name: /^Language and theme/ }),
    header.getByRole('button', { name: 'Notifications' }),
    header.getByRole('button', { name: 'Sign out', exact: true }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  // The alerts' count is not a bare number: its sign stands where the word "Alerts" folded away.
  const alerts = header.getByRole('button', { name: /^Alerts/ });
  // (The word stays for screen readers: a 1 px box, not a hidden element.)
  expect((await alerts.getByText('Alerts').boundingBox())?.width).toBeLessThanOrEqual(1);
  await expect(alerts.locator('svg')).toBeVisible();
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
  await page.goto(pages.queue);
  await expect(page.getByText('phone-bot').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the queue');
  await expectNoA11yViolations(page);
});

/** Posts through the page's own session, as its forms would, and gives the answer's body. */
async function post(page: Page, path: string, body: unknown): Promise<string> {
  const answer = await page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, body, headers: csrfHeader },
  );
  expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(300);
  return answer.text;
}

/**
 * What a team's console holds after a while, made through the real server: a queued execution (the
 * queue's longest words: "Select the one queued…", Delete), an ended one, catalog entries, a send of
 * every reporting form (their histories) and so the activity of all of it. Gives the queued one's id.
 */
async function fillTheConsole(page: Page): Promise<string> {
  const run = (robot: string) =>
    post(page, `/orchestrator/api/integration/v2/run/RUNTIME-01/${robot}`, { variables: [] });
  const queued = (JSON.parse(await run('queued-bot')) as { id: string }).id;
  await run('invoice-bot');
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await addToTeamCatalog(page, {
    runtimes: [
      { computerId: `RUNTIME-PHONE-${unique}`, name: 'Runtime of the finance team', description: '' },
    ],
    robots: [
      {
        robotId: `phone-bot-${unique}`,
        name: 'Monthly invoices of the finance team',
        description: 'Reads the month’s invoices and writes them to the ledger.',
        variables: [{ name: 'batch', type: 'text', defaultValue: 'NOV', required: true, secret: false }],
      },
    ],
  });
  const processedAt = new Date().toISOString();
  await post(page, '/reporting/api/company/job-position', { title: `Analyst ${unique}`, hourValue: 31.75 });
  await post(page, '/reporting/api/integration/v1/supplier', {
    name: `Supplier ${unique}`,
    type: 3,
    hourValue: 40,
  });
  await post(page, '/reporting/api/integration/v2/rpa', {
    ideaId: 7,
    successExecutionTime: 120,
    alertExecutionTime: 0,
    errorExecutionTime: 30,
    successExecutions: 12,
    alertExecutions: 0,
    errorExecutions: 1,
    processedAt,
  });
  await post(page, '/reporting/api/integration/v2/volumetry', {
    ideaId: 7,
    successExecutions: 12,
    alertExecutions: 0,
    errorExecutions: 1,
    processedAt,
  });
  return queued;
}

for (const [language, locale] of [
  ['English', 'en-US'],
  ['Portuguese', 'pt-BR'],
] as const) {
  test.describe(language, () => {
    test.use({ locale });

    test(`no page is wider than a 360 or 390 px phone, in either theme, with real data (${language})`, async ({
      page,
    }) => {
      // Eighteen pages' worth of checks (nine pages, two themes, two widths) on a busy machine: a bound.
      test.slow();
      await openSignedIn(page, pages.run);
      const queued = await fillTheConsole(page);
      const words = await wordsOf(page);
      for (const path of [...everyPage, executionPath({ computerId: 'RUNTIME-01', executionId: queued })]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The page with its data, not its loading state (every loader is named "Loading …").
        await expect(page.getByLabel(/^(Loading|Carregando)/)).toHaveCount(0);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          for (const width of [360, 390]) {
            await page.setViewportSize({ width, height: 844 });
            const where = `${path} at ${String(width)} px, ${colorScheme}`;
            if (path === pages.queue) {
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
            if (colorScheme === 'light') await expectNoCutButtons(page, where);
          }
        }
      }
    });
  });
}
