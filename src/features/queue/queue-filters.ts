/**
 * What the queue asks the journal for, kept in the URL so that a reload or a shared link shows the same
 * rows in the same order. The URL uses the names of `GET /api/executions`'s query (status, robot,
 * runtime, operator, mine, from, to, send, q, sort, dir): the server filters and sorts. There is no page in the
 * URL: the list scrolls through every matching row and loads them in blocks as they come into view.
 */
import {
  journalQuerySchema,
  journalSortColumns,
  type JournalQuery,
  type JournalSortColumn,
} from '@/api/workspace/journal';
import { toSearchParams } from '@/data/workspace-client';

export const defaultQuery: JournalQuery = journalQuerySchema.parse({});

/** Times and progress read best largest first; names and ids alphabetically. */
export function defaultDirection(column: JournalSortColumn): 'asc' | 'desc' {
  return column === 'started' || column === 'duration' || column === 'progress' ? 'desc' : 'asc';
}

const isSortColumn = (value: string | null): value is JournalSortColumn =>
  journalSortColumns.some((column) => column === value);

/**
 * Reads the URL. A value the journal cannot take (a mistyped sort, a date that is not a number) is left
 * out rather than failing the page: the rest of the link still applies.
 */
export function parseQueueQuery(params: URLSearchParams): JournalQuery {
  const sort = params.get('sort');
  const raw: Record<string, unknown> = {
    status: [...new Set(params.getAll('status').map((s) => s.trim()))].filter((s) => s !== ''),
    robot: params.get('robot') ?? undefined,
    runtime: params.get('runtime') ?? undefined,
    operator: params.get('operator') ?? undefined,
    mine: params.get('mine') === '1' || params.get('mine') === 'true',
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    send: params.get('send') ?? undefined,
    q: params.get('q') ?? undefined,
    sort: sort ?? undefined,
    // Without a direction, a column sorts its natural way.
    dir: params.get('dir') ?? (isSortColumn(sort) ? defaultDirection(sort) : undefined),
  };
  let parsed = journalQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    parsed = journalQuerySchema.safeParse(
      Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key))),
    );
  }
  // A link from before the list scrolled may still say `offset`: it is ignored (the list starts at the top).
  return parsed.success ? parsed.data : defaultQuery;
}

/** Writes a query back; values at their defaults are left out so that links stay short. */
export function queueQueryParams(query: JournalQuery): URLSearchParams {
  const sorted = query.sort !== defaultQuery.sort || query.dir !== defaultQuery.dir;
  return toSearchParams({
    status: query.status,
    robot: query.robot,
    runtime: query.runtime,
    operator: query.operator,
    mine: query.mine,
    from: query.from,
    to: query.to,
    send: query.send,
    q: query.q,
    sort: sorted ? query.sort : undefined,
    dir: sorted ? query.dir : undefined,
  });
}

export function hasFilters(query: JournalQuery): boolean {
  return (
    query.status.length > 0 ||
    query.robot !== undefined ||
    query.runtime !== undefined ||
    query.operator !== undefined ||
    query.mine ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.send !== undefined ||
    query.q.trim() !== ''
  );
}

/**
 * The filters of a query (what decides which rows match, not their order), as one comparable string:
 * a selection belongs to the filters it was made under.
 */
export function filterKey(query: JournalQuery): string {
  const { status, robot, runtime, operator, mine, active, from, to, send, q } = query;
  return JSON.stringify([
    [...status].sort(),
    robot,
    runtime,
    operator,
    mine,
    active,
    from,
    to,
    send,
    q.trim(),
  ]);
}

/** Every filter off; the order stays. */
export function clearFilters(query: JournalQuery): JournalQuery {
  return { ...defaultQuery, sort: query.sort, dir: query.dir };
}

/** Clicking a header sorts by it; clicking the sorted one again flips the direction. */
export function toggleSort(query: JournalQuery, column: JournalSortColumn): JournalQuery {
  if (query.sort === column) return { ...query, dir: query.dir === 'asc' ? 'desc' : 'asc' };
  return { ...query, sort: column, dir: defaultDirection(column) };
}

/** The values the menus offer: those in the journal, plus those in the URL (a shared link's). */
export function menuValues(present: readonly string[], selected: readonly (string | undefined)[]): string[] {
  const extra = selected.filter((value): value is string => value !== undefined && !present.includes(value));
  return [...present, ...extra];
}
