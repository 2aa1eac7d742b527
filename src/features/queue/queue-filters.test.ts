import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  defaultQuery,
  filterKey,
  hasFilters,
  menuValues,
  parseQueueQuery,
  queueQueryParams,
  toggleSort,
} from './queue-filters';

const parse = (query: string) => parseQueueQuery(new URLSearchParams(query));

describe('the queue query in the URL', () => {
  it('defaults to everything, newest first', () => {
    expect(parse('')).toEqual(defaultQuery);
    expect(parse('')).toMatchObject({ sort: 'started', dir: 'desc', mine: false, status: [], q: '' });
  });

  it('reads the names of the journal API', () => {
    const query = parse(
      'status=ERROR&status=Deleted&robot=invoice-bot&runtime=RUNTIME-02&operator=a%40b.test&mine=1&from=1000&to=2000&send=12&q=NOV&sort=operator&dir=asc&offset=100',
    );
    expect(query).toEqual({
      status: ['ERROR', 'Deleted'],
      robot: 'invoice-bot',
      runtime: 'RUNTIME-02',
      operator: 'a@b.test',
      mine: true,
      active: false,
      from: 1000,
      to: 2000,
      send: 12,
      q: 'NOV',
      sort: 'operator',
      dir: 'asc',
      offset: 0,
      limit: 50,
    });
  });

  it('leaves out what it cannot use and keeps the rest of the link', () => {
    const query = parse(
      'status=ERROR&status=ERROR&status=%20&robot=%20&sort=bogus&dir=up&from=yesterday&send=-1&q=x',
    );
    expect(query).toMatchObject({ status: ['ERROR'], q: 'x' });
    expect(query.robot).toBeUndefined();
    expect(query.from).toBeUndefined();
    expect(query.send).toBeUndefined();
    expect(query).toMatchObject({ sort: 'started', dir: 'desc' });
    // A column without a direction sorts its natural way.
    expect(parse('sort=robot')).toMatchObject({ sort: 'robot', dir: 'asc' });
    // The list scrolls: a page in an old link is left out, and the list starts at the top.
    expect(parse('offset=75&q=x')).toEqual(parse('q=x'));
  });

  it('writes back only what differs from the defaults', () => {
    expect(queueQueryParams(parse('')).toString()).toBe('');
    const round =
      'status=RUNNING&status=Deleted&robot=invoice-bot&runtime=R&operator=a%40b.test&mine=1&from=5&to=9&send=12&q=ab&sort=robot&dir=desc';
    expect(queueQueryParams(parse(round)).toString()).toBe(round);
    expect(queueQueryParams(parse('sort=started&dir=desc&offset=50')).toString()).toBe('');
  });
});

describe('changing the query', () => {
  it("clears every filter, mine, the period and a send's executions included, but keeps the order", () => {
    expect(hasFilters(parse('send=12'))).toBe(true);
    const cleared = clearFilters(
      parse('status=ERROR&q=x&mine=1&from=5&operator=o&send=12&sort=robot&dir=asc&offset=50'),
    );
    expect(hasFilters(cleared)).toBe(false);
    expect(queueQueryParams(cleared).toString()).toBe('sort=robot&dir=asc');
  });

  it('tells a change of filters from a change of order, for the selection', () => {
    const base = parse('status=ERROR&status=RUNNING&q=x&sort=robot&dir=asc');
    expect(filterKey(toggleSort(base, 'duration'))).toBe(filterKey(base));
    expect(filterKey(parse('status=RUNNING&status=ERROR&q=x%20'))).toBe(filterKey(base));
    expect(filterKey({ ...base, mine: true })).not.toBe(filterKey(base));
    expect(filterKey({ ...base, q: 'xy' })).not.toBe(filterKey(base));
    expect(filterKey({ ...base, to: 5 })).not.toBe(filterKey(base));
    expect(filterKey({ ...base, send: 12 })).not.toBe(filterKey(base));
  });

  it('flips the sorted column and starts another its natural way', () => {
    const byRobot = toggleSort(parse(''), 'robot');
    expect(byRobot).toMatchObject({ sort: 'robot', dir: 'asc' });
    expect(toggleSort(byRobot, 'robot')).toMatchObject({ dir: 'desc' });
    expect(toggleSort(byRobot, 'duration')).toMatchObject({ sort: 'duration', dir: 'desc' });
  });

  it('offers the values of the journal plus one from a shared link', () => {
    expect(menuValues(['a', 'b'], ['c', undefined, 'a'])).toEqual(['a', 'b', 'c']);
  });
});
