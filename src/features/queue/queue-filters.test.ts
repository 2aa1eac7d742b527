import { describe, expect, it } from 'vitest';
import type { TrackedExecution } from '@/lib/tracked-executions';
import {
  canDelete,
  canRemove,
  clearFilters,
  durationMs,
  filterOptions,
  hasFilters,
  parseQueueView,
  queueViewParams,
  toggleSort,
  visibleExecutions,
  type QueueView,
} from './queue-filters';

function tracked(overrides: Partial<TrackedExecution> & { executionId: string }): TrackedExecution {
  return { computerId: 'RUNTIME-01', source: 'run', addedAt: 1_000, ended: false, ...overrides };
}

const queued = tracked({ executionId: 'a1', robotId: 'queued-bot', status: 'PENDENT', init: 3_000 });
const running = tracked({
  executionId: 'b2',
  robotId: 'invoice-bot',
  status: 'RUNNING',
  progress: 0.5,
  init: 1_000,
});
const failed = tracked({
  executionId: 'c3',
  computerId: 'RUNTIME-02',
  robotId: 'failing-bot',
  status: 'ERROR',
  progress: 1,
  init: 2_000,
  endedAt: 2_500,
  ended: true,
});
const byId = tracked({ executionId: 'd4', source: 'track', addedAt: 500 });
const deleted = tracked({
  executionId: 'e5',
  robotId: 'queued-bot',
  status: 'PENDENT',
  init: 4_000,
  deletedAt: 4_200,
});
const all = [queued, running, failed, byId, deleted];

const ids = (list: readonly TrackedExecution[]) => list.map((e) => e.executionId);
const view = (query: string): QueueView => parseQueueView(new URLSearchParams(query));

describe('the queue view in the URL', () => {
  it('defaults to every row, newest first', () => {
    expect(view('')).toEqual({
      statuses: [],
      robot: undefined,
      runtime: undefined,
      search: '',
      sort: 'started',
      dir: 'desc',
    });
    expect(ids(visibleExecutions(all, view(''), 10_000))).toEqual(['e5', 'a1', 'c3', 'b2', 'd4']);
  });

  it('reads filters and sorting, ignoring values it does not know', () => {
    const parsed = view('status=ERROR&status=PENDENT&robot=%20&runtime=RUNTIME-02&q=c&sort=bogus&dir=up');
    expect(parsed).toMatchObject({ statuses: ['ERROR', 'PENDENT'], robot: undefined, runtime: 'RUNTIME-02' });
    expect(parsed).toMatchObject({ sort: 'started', dir: 'desc' });
    expect(view('sort=robot')).toMatchObject({ sort: 'robot', dir: 'asc' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(queueViewParams(view('')).toString()).toBe('');
    const round = 'status=RUNNING&status=Deleted&robot=invoice-bot&runtime=R&q=ab&sort=robot&dir=desc';
    expect(queueViewParams(view(round)).toString()).toBe(round);
    expect(queueViewParams(view('sort=started&dir=desc')).toString()).toBe('');
  });

  it('clears filters but keeps the sort order', () => {
    const cleared = clearFilters(view('status=ERROR&q=x&sort=robot&dir=asc'));
    expect(hasFilters(cleared)).toBe(false);
    expect(queueViewParams(cleared).toString()).toBe('sort=robot&dir=asc');
  });
});

describe('filtering', () => {
  it('by status, with Deleted and Unknown as statuses of their own', () => {
    expect(ids(visibleExecutions(all, view('status=PENDENT'), 0))).toEqual(['a1']);
    expect(ids(visibleExecutions(all, view('status=Deleted&status=Unknown'), 0))).toEqual(['e5', 'd4']);
  });

  it('by robot and runtime', () => {
    expect(ids(visibleExecutions(all, view('robot=queued-bot'), 0))).toEqual(['e5', 'a1']);
    expect(ids(visibleExecutions(all, view('runtime=RUNTIME-02'), 0))).toEqual(['c3']);
  });

  it('by a search over ids, robot, runtime and status, ignoring case', () => {
    expect(ids(visibleExecutions(all, view('q=B2'), 0))).toEqual(['b2']);
    expect(ids(visibleExecutions(all, view('q=failing'), 0))).toEqual(['c3']);
    expect(ids(visibleExecutions(all, view('q=runtime-02'), 0))).toEqual(['c3']);
    expect(ids(visibleExecutions(all, view('q=running'), 0))).toEqual(['b2']);
    expect(ids(visibleExecutions(all, view('q=%20%20'), 0))).toHaveLength(5);
  });

  it('offers the values present, plus those in the URL', () => {
    expect(filterOptions(all, view('robot=gone-bot'))).toEqual({
      statuses: ['Deleted', 'ERROR', 'PENDENT', 'RUNNING', 'Unknown'],
      robots: ['failing-bot', 'gone-bot', 'invoice-bot', 'queued-bot'],
      runtimes: ['RUNTIME-01', 'RUNTIME-02'],
    });
  });
});

describe('sorting', () => {
  it('flips direction on the sorted column and starts fresh on another', () => {
    const byRobot = toggleSort(view(''), 'robot');
    expect(byRobot).toMatchObject({ sort: 'robot', dir: 'asc' });
    expect(toggleSort(byRobot, 'robot')).toMatchObject({ dir: 'desc' });
    expect(toggleSort(byRobot, 'duration')).toMatchObject({ sort: 'duration', dir: 'desc' });
  });

  it('by robot keeps rows without a robot first when ascending, and ties in order of addition', () => {
    expect(ids(visibleExecutions(all, view('sort=robot&dir=asc'), 0))).toEqual([
      'd4',
      'c3',
      'b2',
      'a1',
      'e5',
    ]);
  });

  it('by duration, counting running ones up to now', () => {
    expect(ids(visibleExecutions(all, view('sort=duration&dir=desc'), 10_000))).toEqual([
      'b2',
      'a1',
      'c3',
      'e5',
      'd4',
    ]);
  });

  it('by progress and status', () => {
    expect(ids(visibleExecutions(all, view('sort=progress&dir=desc'), 0)).slice(0, 2)).toEqual(['c3', 'b2']);
    expect(ids(visibleExecutions(all, view('sort=status&dir=asc'), 0))).toEqual([
      'e5',
      'c3',
      'a1',
      'b2',
      'd4',
    ]);
  });
});

describe('row rules', () => {
  it('only a row last seen queued can be deleted; only one that no longer changes can be removed', () => {
    expect(all.filter(canDelete).map((e) => e.executionId)).toEqual(['a1']);
    expect(all.filter(canRemove).map((e) => e.executionId)).toEqual(['c3', 'e5']);
    expect(canRemove(tracked({ executionId: 'x', lostReason: 'Not found' }))).toBe(true);
  });

  it('measures duration to the end, the deletion, or now', () => {
    expect(durationMs(failed, 9_999)).toBe(500);
    expect(durationMs(deleted, 9_999)).toBe(200);
    expect(durationMs(running, 9_000)).toBe(8_000);
    expect(durationMs(byId, 9_000)).toBeUndefined();
  });
});
