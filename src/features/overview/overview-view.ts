/**
 * What the overview shows, as its URL keeps it (a shared link shows the same figures): the period
 * (`24h`, `7d`, `30d`, or `custom` with `from` and `to` as Unix ms), and a Runtime or a robot.
 */
import { maxOverviewDays, type OverviewQuery } from '@/api/workspace/overview';
import { toSearchParams } from '@/data/workspace-client';
import { pages, withQuery } from '@/lib/pages';

export const overviewPeriods = ['24h', '7d', '30d', 'custom'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

export interface OverviewView {
  readonly period: OverviewPeriod;
  /** The custom period's instants; absent for the others. */
  readonly from?: number;
  readonly to?: number;
  readonly runtime?: string;
  readonly robot?: string;
}

const hourMs = 3_600_000;
const spans: Record<Exclude<OverviewPeriod, 'custom'>, number> = {
  '24h': 24 * hourMs,
  '7d': 7 * 24 * hourMs,
  '30d': 30 * 24 * hourMs,
};

const instant = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
};

/** The view a URL asks for; anything it cannot read is the default (the last 24 hours, everything). */
export function parseOverviewView(params: URLSearchParams): OverviewView {
  const asked = params.get('period');
  const runtime = params.get('runtime') || undefined;
  const robot = params.get('robot') || undefined;
  const narrowed = {
    ...(runtime === undefined ? {} : { runtime }),
    ...(robot === undefined ? {} : { robot }),
  };
  if (asked === 'custom') {
    const from = instant(params.get('from'));
    const to = instant(params.get('to'));
    if (from !== undefined && to !== undefined && to > from && to - from <= maxOverviewDays * 24 * hourMs) {
      return { period: 'custom', from, to, ...narrowed };
    }
  }
  const period = overviewPeriods.find((p) => p === asked && p !== 'custom') ?? '24h';
  return { period, ...narrowed };
}

export function overviewViewParams(view: OverviewView): URLSearchParams {
  return toSearchParams({
    period: view.period === '24h' ? undefined : view.period,
    from: view.period === 'custom' ? view.from : undefined,
    to: view.period === 'custom' ? view.to : undefined,
    runtime: view.runtime,
    robot: view.robot,
  });
}

/** The period's instants: a custom one as kept, the others ending `now`. */
export function periodOf(view: OverviewView, now: number): { from: number; to: number } {
  if (view.period === 'custom' && view.from !== undefined && view.to !== undefined) {
    return { from: view.from, to: view.to };
  }
  const span = spans[view.period === 'custom' ? '24h' : view.period];
  return { from: now - span, to: now };
}

/** What the server is asked for this view at `now`, with the zone where days begin. */
export function overviewQueryOf(view: OverviewView, now: number, zone: string): OverviewQuery {
  return { ...periodOf(view, now), runtime: view.runtime, robot: view.robot, zone };
}

/** The queue, filtered to a figure: the same names as the journal's query (queue-filters.ts). */
export function queueLink(filters: {
  readonly from?: number;
  readonly to?: number;
  readonly runtime?: string | undefined;
  readonly robot?: string | undefined;
  readonly status?: readonly string[];
  readonly active?: boolean;
  readonly sort?: 'duration';
}): string {
  const query = toSearchParams({ ...filters, dir: filters.sort === undefined ? undefined : 'desc' });
  const text = query.toString();
  return withQuery(pages.queue, text);
}
