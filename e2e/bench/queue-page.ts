/**
 * What bench:queue and bench:queue-live measure in the queue page, in Debian's Chromium: its first rows
 * after a navigation, and how long an action (a filter, a search) takes to show its answer.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { demoAccount } from '../../src/mocks/simulator/demo';

declare global {
  interface Window {
    /** When the first rows of the queue were drawn (ms since navigation start). */
    __queueFirstRows?: number;
  }
}

/** Installed before the app's own scripts: notes the first rows' frame and every long task. */
export function watchPage(): void {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (document.querySelector('[role="row"][aria-rowindex="2"] a') === null) return;
    rows.disconnect();
    // The frame that shows them: the next animation frame runs once they are laid out.
    requestAnimationFrame(() => {
      window.__queueFirstRows = performance.now();
      performance.mark('queue-first-rows');
    });
  });
  rows.observe(document, { childList: true, subtree: true });
}

export async function firstRender(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/queue`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__queueFirstRows, undefined, { timeout: 60_000 });
  return Number(await handle.jsonValue());
}

/**
 * Runs `act` in the page and resolves with the ms until the list shows `firstId` in its first row
 * (and is no longer busy), and the ms from the list request that `act` caused leaving to then.
 */
export async function answerTime(page: Page, act: 'mine' | 'search', text: string, firstId: string) {
  return page.evaluate(
    async ({ act, text, firstId }) => {
      const table = () => document.querySelector('[role="table"]');
      const shown = () =>
        table()?.getAttribute('aria-busy') === 'false' &&
        // The execution's own link, which shows a short id and is named by the whole one.
        document.querySelector(`[role="row"][aria-rowindex="2"] a[aria-label="${firstId}"]`) !== null;
      const start = performance.now();
      if (act === 'mine') {
        document.querySelector<HTMLInputElement>('input[role="switch"]')?.click();
      } else {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (input === null) throw new Error('no search box');
        // As typing does: the input's own value setter (React watches it), then the input event.
        Reflect.set(HTMLInputElement.prototype, 'value', text, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const end = await new Promise<number>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`the list never showed ${firstId}`)), 30_000);
        const check = () => {
          if (shown()) {
            clearTimeout(give);
            requestAnimationFrame(() => resolve(performance.now()));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const asked = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/executions?') && entry.startTime >= start)
        .map((entry) => entry.startTime);
      return { total: end - start, afterRequest: asked.length === 0 ? Number.NaN : end - Math.min(...asked) };
    },
    { act, text, firstId },
  );
}

export async function signIn(context: BrowserContext, base: string): Promise<void> {
  // The session outlives a restart of the server (it is in the database): nothing to do then.
  const session = await context.request.get(`${base}/session`);
  if (session.ok() && ((await session.json()) as { signedIn?: boolean }).signedIn === true) return;
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(demoAccount.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('signed-in-user').waitFor();
  await page.close();
}

export function printTable(header: readonly string[], lines: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
