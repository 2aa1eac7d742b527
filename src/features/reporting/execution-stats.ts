/**
 * The figures of an RPA record (spec §2.8) computed from the executions this browser tracked: how many
 * ended in a period and how long they took, per outcome. Pure, so that the rules below are tested
 * without a browser.
 */
import { statusTone } from '@/api/spec-gaps';
import type { TrackedExecution } from '@/lib/tracked-executions';

export const outcomes = ['success', 'alert', 'error', 'ignore'] as const;
export type Outcome = (typeof outcomes)[number];
export type CountedOutcome = Exclude<Outcome, 'ignore'>;

/** The operator's choices, by normalised status; a status not in it takes `defaultOutcome`. */
export type OutcomeMapping = Readonly<Record<string, Outcome>>;

/** A period in Unix ms: `start` included, `end` excluded. */
export interface Period {
  readonly start: number;
  readonly end: number;
}

export interface OutcomeFigures {
  readonly executions: number;
  /** Summed durations of the executions whose start and end are both known, in whole seconds. */
  readonly seconds: number;
}

export interface ExecutionStats {
  readonly success: OutcomeFigures;
  readonly alert: OutcomeFigures;
  readonly error: OutcomeFigures;
  /** Ended in the period, but mapped to "ignore". */
  readonly ignored: number;
  /** Counted in an outcome, but left out of its time because the start or end time is unknown. */
  readonly untimed: number;
}

/** What an ended execution carries when it has no status at all (it should not happen). */
export const missingStatus = '(NO STATUS)';

/** Statuses are compared the way `statusTone` reads them: trimmed, upper case. */
export function normaliseStatus(status: string | undefined): string {
  const normal = status?.trim().toUpperCase() ?? '';
  return normal === '' ? missingStatus : normal;
}

/** Only the tones that mean an outcome count by default; queued, running, cancelled or unknown are ignored. */
export function defaultOutcome(status: string): Outcome {
  const tone = statusTone(status);
  return tone === 'success' || tone === 'alert' || tone === 'error' ? tone : 'ignore';
}

export function outcomeOf(status: string, mapping: OutcomeMapping): Outcome {
  return mapping[status] ?? defaultOutcome(status);
}

/**
 * When an execution ended, for placing it in a period. An `end` with no readable time (see
 * `endInstant`) leaves only the start to go by: it ended after it started, which is the best we know.
 */
function endedAround(e: TrackedExecution): number | undefined {
  return e.endedAt ?? e.init;
}

/** The executions that count at all: ended in the period, and never deleted. */
export function endedInPeriod(executions: readonly TrackedExecution[], period: Period): TrackedExecution[] {
  return executions.filter((e) => {
    if (!e.ended || e.deletedAt !== undefined) return false;
    const at = endedAround(e);
    return at !== undefined && at >= period.start && at < period.end;
  });
}

/** The distinct statuses among those executions, sorted, for the mapping the operator adjusts. */
export function statusesInPeriod(executions: readonly TrackedExecution[], period: Period): string[] {
  const statuses = new Set(endedInPeriod(executions, period).map((e) => normaliseStatus(e.status)));
  return [...statuses].sort();
}

function durationMs(e: TrackedExecution): number | undefined {
  if (e.endedAt === undefined || e.init === undefined) return undefined;
  const ms = e.endedAt - e.init;
  // An end before the start is a clock or data problem, not a duration.
  return ms >= 0 ? ms : undefined;
}

export function computeStats(
  executions: readonly TrackedExecution[],
  period: Period,
  mapping: OutcomeMapping,
): ExecutionStats {
  const counts: Record<CountedOutcome, number> = { success: 0, alert: 0, error: 0 };
  const totalMs: Record<CountedOutcome, number> = { success: 0, alert: 0, error: 0 };
  let ignored = 0;
  let untimed = 0;
  for (const e of endedInPeriod(executions, period)) {
    const outcome = outcomeOf(normaliseStatus(e.status), mapping);
    if (outcome === 'ignore') {
      ignored += 1;
      continue;
    }
    counts[outcome] += 1;
    const ms = durationMs(e);
    if (ms === undefined) untimed += 1;
    else totalMs[outcome] += ms;
  }
  // Summed before rounding, so that many short executions do not each lose their fraction of a second.
  const figures = (outcome: CountedOutcome): OutcomeFigures => ({
    executions: counts[outcome],
    seconds: Math.round(totalMs[outcome] / 1000),
  });
  return { success: figures('success'), alert: figures('alert'), error: figures('error'), ignored, untimed };
}

/**
 * The period picked with two date-time inputs, half-open: `from` included, `to` excluded. Back-to-back
 * reports (the next one starting where the last one ended) then never count an execution twice.
 */
export function periodFromInstants(fromIso: string, toIso: string): Period | undefined {
  const start = Date.parse(fromIso);
  const end = Date.parse(toIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return end > start ? { start, end } : undefined;
}
