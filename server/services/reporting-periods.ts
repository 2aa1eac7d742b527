/**
 * A reporting plan's periods and the instants its sends go at, in the plan's zone (croner, which knows
 * each zone's daylight-saving changes): a day is local midnight to local midnight (23 or 25 hours on a
 * change), an hour is a local hour. The figures of a period go at `sendAt` after its end: "00:30" sends
 * yesterday's at half past midnight; "05" sends the last hour's at five past.
 */
import { Cron } from 'croner';
import type { ReportingPeriod } from '../../src/api/workspace/reporting-plans';

export interface PlanTiming {
  readonly period: ReportingPeriod;
  readonly timeZone: string;
  readonly sendAt: string;
}

/** A period in Unix ms: `start` included, `end` excluded. */
export interface Period {
  readonly start: number;
  readonly end: number;
}

const cron = (pattern: string, timeZone: string) => new Cron(pattern, { timezone: timeZone, paused: true });

/** When the plan's sends go: a local time each day, or a minute each hour. */
function sendCron({ period, timeZone, sendAt }: PlanTiming): Cron {
  if (period === 'hour') return cron(`${Number(sendAt)} * * * *`, timeZone);
  const [hour, minute] = sendAt.split(':').map(Number);
  return cron(`${minute} ${hour} * * *`, timeZone);
}

/** Where periods start: each local midnight, or each local hour. */
const boundaries = ({ period, timeZone }: PlanTiming) =>
  cron(period === 'day' ? '0 0 * * *' : '0 * * * *', timeZone);

/** The next `count` instants the plan's sends go at, after `after`. */
export function nextSends(plan: PlanTiming, after: number, count: number): number[] {
  return sendCron(plan)
    .nextRuns(count, new Date(after))
    .map((at) => at.getTime());
}

/** The period whose figures go at the send instant `at`: the last one that ended at or before it. */
export function periodSentAt(plan: PlanTiming, at: number): Period {
  // `previousRuns` answers instants before its reference: one past `at` includes `at` itself.
  const [end, start] = boundaries(plan).previousRuns(2, new Date(at + 1));
  if (end === undefined || start === undefined) throw new Error(`no ${plan.period} ends before ${at}`);
  return { start: start.getTime(), end: end.getTime() };
}

/** The period that starts at `start`, or undefined when no period of the plan starts then. */
export function periodStartingAt(plan: PlanTiming, start: number): Period | undefined {
  const [next] = boundaries(plan).nextRuns(1, new Date(start));
  const [before] = boundaries(plan).previousRuns(1, new Date(start + 1));
  if (next === undefined || before?.getTime() !== start) return undefined;
  return { start, end: next.getTime() };
}
