import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { executionPath, pages, pagePatterns, reportingFormPath, schedulePath } from '@/lib/pages';
import { navigation } from './navigation';
import { routes } from './routes';

/** The pattern of the route that would show `path`: '*' when none does. */
const servedBy = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("the table of the browser's pages", () => {
  it('is what the router serves: every page, and every address made from a pattern', () => {
    for (const path of Object.values(pages)) expect(servedBy(path), path).not.toBe('*');
    expect(servedBy(executionPath({ computerId: 'RUNTIME-01', executionId: 'a/b' }))).toBe(
      pagePatterns.execution,
    );
    expect(servedBy(schedulePath('weekly close'))).toBe(pagePatterns.schedule);
    expect(servedBy(reportingFormPath('rpa'))).toBe(pagePatterns.reportingForm);
    expect(servedBy('/no-such-page')).toBe('*');
  });

  it('is where the navigation goes', () => {
    const targets = navigation.flatMap((item) => [
      item.to,
      ...(item.children ?? []).map((child) => child.to),
    ]);
    for (const to of targets) expect(servedBy(to), to).not.toBe('*');
  });
});
