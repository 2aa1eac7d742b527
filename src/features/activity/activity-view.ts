/**
 * What the activity page shows, kept in the URL so that a reload or a shared link shows the same rows:
 * the operator, the actions, the period, the search text and the page. The names are those of
 * `GET /api/activity`; the period is kept as the local date and time the operator picked.
 */
import { activityActions, type ActivityAction, type ActivityQuery } from '@/api/workspace/activity';

export const activityPageSize = 50;

export interface ActivityView {
  readonly actor: string | undefined;
  readonly actions: readonly ActivityAction[];
  /** Local date and time as a datetime-local input holds it ("2030-06-01T12:00"), or ''. */
  readonly from: string;
  readonly to: string;
  readonly q: string;
  /** 1 is the newest page. */
  readonly page: number;
}

function isAction(value: string): value is ActivityAction {
  return activityActions.some((action) => action === value);
}

export function parseActivityView(params: URLSearchParams): ActivityView {
  const actor = params.get('actor')?.trim() ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    actor: actor === '' ? undefined : actor,
    actions: [...new Set(params.getAll('action').filter(isAction))],
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes a view back; empty values and the first page are left out so that links stay short. */
export function activityViewParams(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.actor !== undefined) params.set('actor', view.actor);
  for (const action of view.actions) params.append('action', action);
  if (view.from !== '') params.set('from', view.from);
  if (view.to !== '') params.set('to', view.to);
  if (view.q.trim() !== '') params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function hasFilters(view: ActivityView): boolean {
  return (
    view.actor !== undefined ||
    view.actions.length > 0 ||
    view.from !== '' ||
    view.to !== '' ||
    view.q.trim() !== ''
  );
}

export const noFilters: ActivityView = { actor: undefined, actions: [], from: '', to: '', q: '', page: 1 };

const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A bound of the period: the instant of a datetime-local value in the browser's zone. The platform's
 * reading is enough for a filter (a time a daylight saving change skips moves by that hour); the
 * reporting forms, which send an instant, use their own stricter reading.
 */
export function readBound(text: string): { ok: true; at: number | undefined } | { ok: false } {
  if (text === '') return { ok: true, at: undefined };
  if (!localDateTime.test(text)) return { ok: false };
  // A date and time without an offset is local time (ECMAScript's Date Time String Format).
  const at = new Date(text).getTime();
  return Number.isNaN(at) || at < 0 ? { ok: false } : { ok: true, at };
}

/** Why a bound is not applied: it is not a date and time, or the end is not after the start. */
export type PeriodProblem = 'invalid' | 'not-after-from';

interface PeriodProblems {
  readonly from?: PeriodProblem;
  readonly to?: PeriodProblem;
}

/** Why a bound of the period is not applied, per field (the filter bar says it in words). */
export function periodProblems(view: ActivityView): PeriodProblems {
  const from = readBound(view.from);
  const to = readBound(view.to);
  return {
    ...(from.ok ? {} : { from: 'invalid' as const }),
    ...(!to.ok
      ? { to: 'invalid' as const }
      : from.ok && from.at !== undefined && to.at !== undefined && to.at <= from.at
        ? { to: 'not-after-from' as const }
        : {}),
  };
}

/** The server's query for a view: a bound that cannot be read is left out (its field says why). */
export function activityQueryOf(view: ActivityView): ActivityQuery {
  const problems = periodProblems(view);
  const from = readBound(view.from);
  const to = readBound(view.to);
  return {
    actor: view.actor,
    action: [...view.actions],
    from: from.ok && problems.from === undefined ? from.at : undefined,
    to: to.ok && problems.to === undefined ? to.at : undefined,
    q: view.q.trim(),
    offset: (view.page - 1) * activityPageSize,
    limit: activityPageSize,
  };
}
