/**
 * What the queue asks the journal for, kept in the URL so that a reload or a shared link shows the same
 * rows in the same order. The URL uses the names of `GET /api/executions`'s query (status, robot,
 * runtime, operator, mine, from, to, q, sort, dir, offset): the server filters, sorts and pages.
 */
import {
  journalQuerySchema,
  journalSortColumns,
  type JournalQuery,
  type JournalSortColumn,
} from '@/api/workspace';
import { toSearchParams } from '@/api/workspace-client';

/** Rows per page. */
export const pageSize = 50;

export const defaultQuery: JournalQuery = journalQuerySchema.parse({ limit: pageSize });

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
    q: params.get('q') ?? undefined,
    sort: sort ?? undefined,
    // Without a direction, a column sorts its natural way.
    dir: params.get('dir') ?? (isSortColumn(sort) ? defaultDirection(sort) : undefined),
    offset: params.get('offset') ?? undefined,
    limit: pageSize,
  };
  let parsed = journalQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    parsed = journalQuerySchema.safeParse(
      Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key))),
    );
  }
  const query = parsed.success ? parsed.data : defaultQuery;
  // Pages start at multiples of the page size, whatever a hand-edited link says.
  return { ...query, offset: Math.floor(query.offset / pageSize) * pageSize };
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
    q: query.q,
    sort: sorted ? query.sort : undefined,
    dir: sorted ? query.dir : undefined,
    offset: query.offset === 0 ? undefined : query.offset,
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
    query.q.trim() !== ''
  );
}

/** Every filter off, back to the first page; the order stays. */
export function clearFilters(query: JournalQuery): JournalQuery {
  return { ...defaultQuery, sort: query.sort, dir: query.dir };
}

/** A change of filters shows the first page of the new result. */
export function withFilters(query: JournalQuery, patch: Partial<JournalQuery>): JournalQuery {
  return { ...query, ...patch, offset: 0 };
}

/** Clicking a header sorts by it; clicking the sorted one again flips the direction. */
export function toggleSort(query: JournalQuery, column: JournalSortColumn): JournalQuery {
  if (query.sort === column) return { ...query, dir: query.dir === 'asc' ? 'desc' : 'asc', offset: 0 };
  return { ...query, sort: column, dir: defaultDirection(column), offset: 0 };
}

/** The values the menus offer: those in the journal, plus those in the URL (a shared link's). */
export function menuValues(present: readonly string[], selected: readonly (string | undefined)[]): string[] {
  const extra = selected.filter((value): value is string => value !== undefined && !present.includes(value));
  return [...present, ...extra];
}
