import type { Page } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { everyPage, expectNoA11yViolations, expectNoCutButtons, wordsOf } from '../support/fixtures';
import { expect, openSignedIn, test } from '../support/signed-in';
import { executionPath, pages } from '../../src/lib/pages';

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
  return executionPath({ computerId: 'RUNTIME-01', executionId: answer.id ?? '' });
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

// Each language and each theme, paired rather than crossed: what a language can get wrong (a word left in
// English, a missing name) does not depend on the theme, and what a theme can get wrong (a contrast, a
// colour the other theme never uses) does not depend on the words. Crossed, the sweep was four rounds of
// every page under axe, a fifth of the end-to-end suites' time (issue 32).
for (const [language, locale, colorScheme] of [
  ['English', 'en-US', 'light'],
  ['Portuguese', 'pt-BR', 'dark'],
] as const) {
  test.describe(`${language}, ${colorScheme}`, () => {
    test.use({ locale, colorScheme });

    // The pages in two halves, so that the two workers share the sweep: a test per page cost each page a
    // browser context and a cold cache of its own, twice the sweep's time.
    const sweep = [...everyPage, 'an execution'] as const;
    const halves = [sweep.slice(0, 6), sweep.slice(6)];
    for (const [half, paths] of halves.entries()) {
      test(`every page speaks ${language}, in the ${colorScheme} theme, and axe finds nothing (${String(half + 1)} of 2)`, async ({
        page,
      }) => {
        const policyViolations = await recordPolicyViolations(page);
        await openSignedIn(page, pages.run);
        const words = await wordsOf(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt-BR' ? 'pt-BR' : 'en');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        for (const path of paths) {
          await page.goto(path === 'an execution' ? await startRun(page) : path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(
            page.getByRole('button', { name: words['session.signOut'], exact: true }),
          ).toBeVisible();
          if (locale === 'pt-BR') {
            const text = await page.locator('body').innerText();
            expect(text.match(englishOnly)?.[0], `English left on ${path}`).toBeUndefined();
          }
          await expectNoA11yViolations(page);
          await expectNoCutButtons(page, path);
          expect(await policyViolations(), `policy violations on ${path}`).toEqual([]);
        }
        if (half === 0) return;

        // The operator's choice wins over the system's, and is kept.
        const other = colorScheme === 'dark' ? 'light' : 'dark';
        await page.getByRole('button', { name: /^Language and theme|^Idioma e tema/ }).click();
        await page.getByRole('radio', { name: words[`theme.${other}`] }).check();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
        // The other theme in this language too, on the page the sweep ended on.
        await expectNoA11yViolations(page);
      });
    }
  });
}

/** Every tone a status can have (spec-gaps.ts), one status each, and the two badges without a status. */
const tones = [
  { status: 'PENDENT', label: 'PENDENT' },
  { status: 'RUNNING', label: 'RUNNING' },
  { status: 'SUCCESS', label: 'SUCCESS' },
  { status: 'WARNING', label: 'WARNING' },
  { status: 'ERROR', label: 'ERROR' },
  { status: 'CANCELED', label: 'CANCELED' },
  { status: 'SUCCESS', label: 'Deleted', deleted: true },
  { status: null, label: 'Unknown' },
] as const;

/**
 * The contrasts of a badge that no text check sees: its dot on its pill, and its pill's edge on the row
 * behind it (WCAG 1.4.11 asks 3:1 of the graphics that carry meaning).
 */
function badgeContrasts(label: Element): { dot: number | null; edge: number } {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  /** What shows behind an element: its ancestors' backgrounds, laid one over the other. */
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let at = element; at !== null; at = at.parentElement) {
      const color = parse(getComputedStyle(at).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const badge = label.closest('.mantine-Badge-root');
  if (badge === null) throw new Error('not in a badge');
  const pill = backdrop(badge);
  const row = backdrop(badge.parentElement);
  const edge = over(parse(getComputedStyle(badge).borderTopColor), row);
  const dot =
    badge.getAttribute('data-variant') === 'dot'
      ? parse(getComputedStyle(badge, '::before').backgroundColor)
      : null;
  return { dot: dot === null ? null : contrast(over(dot, pill), pill), edge: contrast(edge, row) };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`statuses, ${colorScheme}`, () => {
    test.use({ colorScheme });

    test(`every status tone reads in the ${colorScheme} theme, on plain and striped rows`, async ({
      page,
    }) => {
      await openSignedIn(page, pages.run);
      await startRun(page);
      // The fake upstream answers PENDENT, RUNNING, SUCCESS and ERROR only: the journal's list is given
      // one row per tone, from a real row of it. Without the live stream, nothing else comes into it.
      await page.route('**/api/events', (route) => route.abort());
      await page.route(/\/api\/executions\?/, async (route) => {
        const response = await route.fetch();
        // A read the page had begun before it moved to the queue: it has gone, and its answer with it.
        const journal = (await response.json().catch(() => null)) as {
          items: Record<string, unknown>[];
        } | null;
        if (journal === null) return;
        const [base] = journal.items;
        const items = tones.map((tone, index) => ({
          ...base,
          executionId: `tone-${String(index)}`,
          status: tone.status,
          deletedAt: 'deleted' in tone ? base?.startedAt : null,
          deletedBy: 'deleted' in tone ? 'colleague@example.test' : null,
        }));
        await route.fulfill({ response, json: { items, total: items.length } });
      });
      await page.goto(pages.queue);
      for (const [index, tone] of tones.entries()) {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: `tone-${String(index)}` }) });
        const label = row.getByText(tone.label, { exact: true });
        await expect(label).toBeVisible();
        const { dot, edge } = await label.evaluate(badgeContrasts);
        expect(edge, `the edge of ${tone.label}'s pill on its row`).toBeGreaterThanOrEqual(3);
        if (dot !== null) expect(dot, `the dot of ${tone.label} on its pill`).toBeGreaterThanOrEqual(3);
      }
      await expectNoA11yViolations(page);
    });
  });
}
