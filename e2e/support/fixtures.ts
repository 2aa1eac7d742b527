import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { csrfHeader } from '../../src/api/csrf';
import type { RobotInput, RuntimeInput } from '../../src/api/workspace/catalog-input';
import { reportingForms } from '../../src/app/navigation';
import { appWords } from '../../src/app/word-parts';
import { loadCatalog, type Catalog } from '../../src/i18n/catalog';
import { localeForLanguages } from '../../src/lib/locale';
import { pages, reportingFormPath } from '../../src/lib/pages';
import { demoAccount } from '../../src/mocks/simulator/demo';

export { demoAccount };

/** The app's words in the language it picks for this browser (a spec may set a Portuguese one). */
export async function wordsOf(page: Page): Promise<Catalog> {
  const languages = await page.evaluate(() => [...navigator.languages]);
  return loadCatalog(appWords, localeForLanguages(languages));
}

/** Every page of a signed-in admin (an execution's aside): the sweeps of themes, languages and sizes. */
export const everyPage = [
  pages.overview,
  pages.run,
  pages.queue,
  pages.catalog,
  pages.activity,
  pages.watchdogs,
  pages.team,
  pages.tokens,
  ...reportingForms.map((form) => reportingFormPath(form.slug)),
  pages.reportingPlans,
  pages.reportingSends,
  pages.overviewSummary,
];

/** Fills the sign-in form the way an operator does, in the page's language. */
export async function fillSignIn(
  page: Page,
  password: string,
  username: string = demoAccount.username,
): Promise<void> {
  const words = await wordsOf(page);
  await page.getByLabel(words['signIn.username']).fill(username);
  await page.getByRole('textbox', { name: words['signIn.password'] }).fill(password);
  await page.getByRole('button', { name: words['signIn.submit'] }).click();
}

/**
 * The bound for a page load of the demo: every load opens the in-page database before the app draws (a
 * first visit loads the build's template, a later one the copy this browser keeps): seconds on a quiet
 * machine, several times that on a busy one. A bound, not a wait.
 */
export const firstLoad = { timeout: 60_000 } as const;

/**
 * Waits, within `firstLoad`, for the app to replace index.html's loading status: the page's first scripts
 * ran (in the demo, its in-page server may still be starting: what needs it waits for it).
 */
export async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#boot'), 'the app draws in place of the loading status').toHaveCount(
    0,
    firstLoad,
  );
}

/** Opens `path` and waits for the app to draw (see `firstLoad`). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appDrawn(page);
}

/** Reloads the page and waits for the app to draw again (see `firstLoad`). */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await appDrawn(page);
}

/** Opens `path`, signs in with the demo account on the way, and waits for the page to be back. */
export async function signInAt(page: Page, path: string = pages.run): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/, firstLoad);
  await appDrawn(page);
  await fillSignIn(page, demoAccount.password);
  // In the demo, the sign-in is answered once the page's own server has started (its first load).
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username, firstLoad);
}

/** Opens `path` in a browser that starts signed in (signed-in.ts, own-workspace.ts) and waits for the app to say who. */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
}

/**
 * Waits for the page's CSS transitions and animations to end (a dialog fading in, a notification sliding
 * in), so that what is measured next is the page at rest, however slowly a busy machine draws it. A
 * transition can start a frame after what began it (Mantine mounts a dialog, then fades it in on the
 * next frame): the page is looked at again after two frames, until no animation is left to wait for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((animation) => animation.playState !== 'finished');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

declare global {
  /** axe-core, once its source has been evaluated in the page. */
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Fails on any accessibility violation axe finds on the page at rest, whatever its impact. axe-core is
 * used through its own API (its source evaluated once per document, then `axe.run`): the Playwright
 * wrapper evaluated the source twice per scan and opened a blank page to merge the frames' results,
 * which our pages (no frames) do not need, and which made a scan cost 2 s instead of under one.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Mid-transition, half-faded text would be judged on colours it does not keep.
  await settled(page);
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    if (window.axe === undefined) throw new Error('axe-core did not load in the page');
    return (await window.axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} (${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('; ')})`,
  );
  expect(found).toEqual([]);
}

/** Fills the run form: Runtime RUNTIME-01, the robot, and variable rows as [name, value] pairs. */
export async function fillRunForm(page: Page, robotId: string, variables: [string, string][]): Promise<void> {
  await page.getByRole('combobox', { name: 'Runtime ID' }).fill('RUNTIME-01');
  await page.getByRole('combobox', { name: 'Robot ID' }).fill(robotId);
  for (const [index, [name, value]] of variables.entries()) {
    await page.getByRole('button', { name: 'Add variable' }).click();
    await page.getByLabel('Variable name').nth(index).fill(name);
    await page.getByLabel('Variable value').nth(index).fill(value);
  }
}

/**
 * Fails when the page is wider than the window, i.e. when it would scroll sideways. Against the root's
 * client width, not the window's inner width: on a phone the window widens to a page wider than the
 * screen, and the page then fits the window it widened.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page'): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * Fails when the words of a shown element matching `selector` are cut: the element, or something in it
 * that clips what overflows, is narrower than what it holds (a label squeezed by its row, a fixed width
 * too small for a translation, a column too narrow for a robot's name).
 */
export async function expectNothingCut(page: Page, selector: string, what: string): Promise<void> {
  const cut = await page.evaluate((matching) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(matching)) {
      if (element.getClientRects().length === 0) continue;
      const clipping = [element, ...element.querySelectorAll<HTMLElement>('*')].find((part) => {
        const style = getComputedStyle(part);
        // Words for screen readers only (a 1 px, clipped box) are hidden on purpose, not cut.
        const visuallyHidden = style.position === 'absolute' && part.clientWidth <= 1;
        return !visuallyHidden && style.overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1;
      });
      if (clipping !== undefined) {
        const name = element.getAttribute('aria-label') ?? element.textContent;
        found.push(`${name.trim()} (${String(clipping.clientWidth)} of ${String(clipping.scrollWidth)} px)`);
      }
    }
    return found;
  }, selector);
  expect(cut, `${what}: words cut`).toEqual([]);
}

/** Fails when a shown button's words are cut (`expectNothingCut` on every button). */
export async function expectNoCutButtons(page: Page, what = 'the page'): Promise<void> {
  await expectNothingCut(page, 'button, [role="button"]', `${what}, its buttons`);
}

/**
 * Adds entries to the team's catalog as the signed-in operator would (through the page's own session, so
 * the same call works against the server and in the mock mode), then reloads so the page reads them.
 */
export async function addToTeamCatalog(
  page: Page,
  catalog: { runtimes?: RuntimeInput[]; robots?: RobotInput[] },
): Promise<void> {
  const saves = [
    ...(catalog.runtimes ?? []).map((entry) => ({ path: '/api/catalog/runtimes', entry })),
    ...(catalog.robots ?? []).map((entry) => ({ path: '/api/catalog/robots', entry })),
  ];
  const statuses = await page.evaluate(
    async ({ saves, headers }) => {
      const answers: number[] = [];
      for (const save of saves) {
        const answer = await fetch(save.path, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ entry: save.entry }),
        });
        answers.push(answer.status);
      }
      return answers;
    },
    { saves, headers: csrfHeader },
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
  await reloadPage(page);
}
