import { expect, test, type Page } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { everyPage, expectNoA11yViolations, signInAt, wordsOf } from '../support/fixtures';

/** Words of the console's English that a page in Portuguese must not show (a forgotten translation). */
const englishOnly =
  /\b(Loading|Sign out|Delete|Cancel|Save|Search|Export|Try again|Send|Filters?|Started|Ended|Operator|Variables?|History|Notifications|Queue|Catalog|Activity|Commands)\b/;

/** Starts a run through the page's own session, as the run form would, and gives its page's address. */
async function startRun(page: Page): Promise<string> {
  const answer = await page.evaluate(async (headers) => {
    const response = await fetch('/orchestrator/api/integration/v2/run/RUNTIME-01/languages-bot', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables: [{ name: 'batch', type: 'text', value: 'NOV' }] }),
    });
    return (await response.json()) as { id?: string };
  }, csrfHeader);
  expect(answer.id).toBeDefined();
  return `/executions/RUNTIME-01/${encodeURIComponent(answer.id ?? '')}`;
}

/**
 * Records every Content-Security-Policy violation a page reports, from before its first script: a
 * library that probes for eval (zod did) is refused by our policy and shows up in the browser's issues.
 */
async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as { policyViolations?: string[] }).policyViolations ?? []);
}

for (const [language, locale] of [
  ['English', 'en-US'],
  ['Portuguese', 'pt-BR'],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${language}, ${colorScheme}`, () => {
      test.use({ locale, colorScheme });

      test(`every page speaks ${language}, in the ${colorScheme} theme, and axe finds nothing`, async ({
        page,
      }) => {
        const policyViolations = await recordPolicyViolations(page);
        await signInAt(page, '/run');
        const words = await wordsOf(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt-BR' ? 'pt-BR' : 'en');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        const execution = await startRun(page);
        for (const path of [...everyPage, execution]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('button', { name: words['session.signOut'] })).toBeVisible();
          if (locale === 'pt-BR') {
            const text = await page.locator('body').innerText();
            expect(text.match(englishOnly)?.[0], `English left on ${path}`).toBeUndefined();
          }
          await expectNoA11yViolations(page);
          expect(await policyViolations(), `policy violations on ${path}`).toEqual([]);
        }

        // The operator's choice wins over the system's, and is kept.
        const other = colorScheme === 'dark' ? 'light' : 'dark';
        await page.getByRole('button', { name: /^Language and theme|^Idioma e tema/ }).click();
        await page.getByRole('radio', { name: words[`theme.${other}`] }).check();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
      });
    });
  }
}
