/**
 * What the queue shows, as pure functions of the tracked list and the URL: the view lives in the
 * search params so that a reload or a shared link shows the same rows in the same order.
 */
import { isQueued } from '@/api/spec-gaps';
import { isActive, type TrackedExecution } from '@/lib/tracked-executions';

export const sortColumns = [
  'robot',
  'runtime',
  'execution',
  'status',
  'progress',
  'started',
  'duration',
] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'asc' | 'desc';

export interface QueueView {
  readonly statuses: readonly string[];
  readonly robot: string | undefined;
  readonly runtime: string | undefined;
  readonly search: string;
  readonly sort: SortColumn;
  readonly dir: SortDirection;
}

export const defaultSort = { sort: 'started', dir: 'desc' } as const;

/** The status a row is filtered, searched and sorted by: what its badge says. */
export function statusLabel(e: TrackedExecution): string {
  if (e.deletedAt !== undefined) return 'Deleted';
  return e.status ?? 'Unknown';
}

/** Only a row last seen queued can be deleted; the service answers 409 if it has started since. */
export function canDelete(e: TrackedExecution): boolean {
  return e.deletedAt === undefined && !e.ended && e.status !== undefined && isQueued(e.status);
}

/** Rows that no longer change (ended, deleted, lost) can leave the list; active ones are still watched. */
export function canRemove(e: TrackedExecution): boolean {
  return !isActive(e);
}

/** Start instant: the service's `init` once read, else when this browser began to follow it. */
export function startedAt(e: TrackedExecution): number {
  return e.init ?? e.addedAt;
}

/** Milliseconds from start to end (or to deletion, or to `now` while active); undefined when unknown. */
export function durationMs(e: TrackedExecution, now: number): number | undefined {
  if (e.init === undefined) return undefined;
  if (e.endedAt !== undefined) return e.endedAt - e.init;
  if (e.deletedAt !== undefined) return e.deletedAt - e.init;
  return isActive(e) ? now - e.init : undefined;
}

/** Times and progress read best largest first; names and ids alphabetically. */
export function defaultDirection(column: SortColumn): SortDirection {
  return column === 'started' || column === 'duration' || column === 'progress' ? 'desc' : 'asc';
}

function isSortColumn(value: string | null): value is SortColumn {
  return sortColumns.some((column) => column === value);
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

export function parseQueueView(params: URLSearchParams): QueueView {
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    statuses: [...new Set(params.getAll('status').filter((s) => s.trim() !== ''))],
    robot: nonEmpty(params.get('robot')),
    runtime: nonEmpty(params.get('runtime')),
    search: params.get('q') ?? '',
    sort: isSortColumn(sort) ? sort : defaultSort.sort,
    dir:
      dir === 'asc' || dir === 'desc' ? dir : defaultDirection(isSortColumn(sort) ? sort : defaultSort.sort),
  };
}

/** Writes a view back; values at their defaults are left out so that links stay short. */
export function queueViewParams(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of view.statuses) params.append('status', status);
  if (view.robot !== undefined) params.set('robot', view.robot);
  if (view.runtime !== undefined) params.set('runtime', view.runtime);
  if (view.search !== '') params.set('q', view.search);
  if (view.sort !== defaultSort.sort || view.dir !== defaultSort.dir) {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  return params;
}

export function hasFilters(view: QueueView): boolean {
  return (
    view.statuses.length > 0 ||
    view.robot !== undefined ||
    view.runtime !== undefined ||
    view.search.trim() !== ''
  );
}

export function clearFilters(view: QueueView): QueueView {
  return { ...view, statuses: [], robot: undefined, runtime: undefined, search: '' };
}

/** Clicking a header sorts by it; clicking the sorted one again flips the direction. */
export function toggleSort(view: QueueView, column: SortColumn): QueueView {
  if (view.sort === column) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc' };
  return { ...view, sort: column, dir: defaultDirection(column) };
}

export function matchesView(e: TrackedExecution, view: QueueView): boolean {
  if (view.statuses.length > 0 && !view.statuses.includes(statusLabel(e))) return false;
  if (view.robot !== undefined && e.robotId !== view.robot) return false;
  if (view.runtime !== undefined && e.computerId !== view.runtime) return false;
  const needle = view.search.trim().toLowerCase();
  if (needle === '') return true;
  return [e.executionId, e.computerId, e.robotId ?? '', statusLabel(e)].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareBy(column: SortColumn, now: number): (a: TrackedExecution, b: TrackedExecution) => number {
  switch (column) {
    case 'robot':
      return (a, b) => collator.compare(a.robotId ?? '', b.robotId ?? '');
    case 'runtime':
      return (a, b) => collator.compare(a.computerId, b.computerId);
    case 'execution':
      return (a, b) => collator.compare(a.executionId, b.executionId);
    case 'status':
      return (a, b) => collator.compare(statusLabel(a), statusLabel(b));
    case 'progress':
      return (a, b) => (a.progress ?? 0) - (b.progress ?? 0);
    case 'started':
      return (a, b) => startedAt(a) - startedAt(b);
    case 'duration':
      // Unknown durations sort below every known one.
      return (a, b) => (durationMs(a, now) ?? -1) - (durationMs(b, now) ?? -1);
  }
}

/** The rows to show, in order; ties keep the order of addition (newest first), so rows do not jump. */
export function visibleExecutions(
  list: readonly TrackedExecution[],
  view: QueueView,
  now: number,
): TrackedExecution[] {
  const compare = compareBy(view.sort, now);
  const sign = view.dir === 'asc' ? 1 : -1;
  return list
    .filter((e) => matchesView(e, view))
    .map((e, index) => ({ e, index }))
    .sort((a, b) => sign * compare(a.e, b.e) || a.index - b.index)
    .map(({ e }) => e);
}

/** The values present in the list, for the filter menus; values in the URL stay selectable. */
export function filterOptions(list: readonly TrackedExecution[], view: QueueView) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort(collator.compare);
  return {
    statuses: sorted([...list.map(statusLabel), ...view.statuses]),
    robots: sorted([
      ...list.flatMap((e) => (e.robotId === undefined ? [] : [e.robotId])),
      ...(view.robot === undefined ? [] : [view.robot]),
    ]),
    runtimes: sorted([
      ...list.map((e) => e.computerId),
      ...(view.runtime === undefined ? [] : [view.runtime]),
    ]),
  };
}
