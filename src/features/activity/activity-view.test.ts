import { describe, expect, it } from 'vitest';
import {
  activityPageSize,
  activityQueryOf,
  activityViewParams,
  hasFilters,
  noFilters,
  parseActivityView,
  periodProblems,
  readBound,
} from './activity-view';

describe('the activity view in the URL', () => {
  it('reads every filter and writes it back the same', () => {
    const params = new URLSearchParams(
      'actor=bia%40example.test&action=run&action=delete&from=2030-06-01T08:00&to=2030-06-02T08:00&q=E7&page=3',
    );
    const view = parseActivityView(params);
    expect(view).toEqual({
      actor: 'bia@example.test',
      actions: ['run', 'delete'],
      from: '2030-06-01T08:00',
      to: '2030-06-02T08:00',
      q: 'E7',
      page: 3,
    });
    expect(activityViewParams(view).toString()).toBe(params.toString());
  });

  it('leaves out what it cannot use, and defaults from a link', () => {
    const view = parseActivityView(
      new URLSearchParams('action=explode&action=run&action=run&page=-2&actor=%20'),
    );
    expect(view).toEqual({ ...noFilters, actions: ['run'] });
    expect(activityViewParams(noFilters).toString()).toBe('');
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, q: 'x' })).toBe(true);
  });
});

describe('the period', () => {
  it('reads a local date and time as the browser zone does, and nothing else', () => {
    expect(readBound('')).toEqual({ ok: true, at: undefined });
    expect(readBound('2030-06-01T08:00')).toEqual({ ok: true, at: new Date(2030, 5, 1, 8, 0).getTime() });
    expect(readBound('2030-06-01')).toEqual({ ok: false });
    expect(readBound('yesterday')).toEqual({ ok: false });
    expect(readBound('2030-13-01T08:00')).toEqual({ ok: false });
  });

  it('says which bound is wrong and leaves it out of the query', () => {
    const view = { ...noFilters, from: '2030-06-02T08:00', to: '2030-06-01T08:00' };
    expect(periodProblems(view)).toEqual({ to: 'not-after-from' });
    expect(activityQueryOf(view)).toMatchObject({
      from: new Date(2030, 5, 2, 8, 0).getTime(),
      to: undefined,
    });
    expect(periodProblems({ ...noFilters, from: 'nonsense' })).toEqual({ from: 'invalid' });
  });
});

describe("the server's query", () => {
  it('carries the filters and the page as an offset', () => {
    const query = activityQueryOf({
      actor: 'bia@example.test',
      actions: ['sign-in'],
      from: '2030-06-01T08:00',
      to: '',
      q: '  E7 ',
      page: 2,
    });
    expect(query).toEqual({
      actor: 'bia@example.test',
      action: ['sign-in'],
      from: new Date(2030, 5, 1, 8, 0).getTime(),
      to: undefined,
      q: 'E7',
      offset: activityPageSize,
      limit: activityPageSize,
    });
  });
});
