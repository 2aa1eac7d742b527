/**
 * The figures of an RPA record (spec §2.8) from the team's executions that ended in a period. The server
 * places the executions in the period and sums them per status (`GET /api/executions/summary`: how
 * many, how many of them timed, their summed duration); what stays here is the sums per outcome under the team's mapping
 * (reporting-outcomes.ts), in whole seconds. Pure, so that it is tested without a browser.
 */
import type { ReportingOutcome } from '@/api/spec-gaps';
import type { EndedSummary } from '@/api/workspace/journal';
import { outcomeOf, type OutcomeMapping } from '@/api/workspace/reporting-outcomes';

export type CountedOutcome = Exclude<ReportingOutcome, 'ignore'>;

/** A period in Unix ms: `start` included, `end` excluded. */
interface Period {
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

export function computeStats(summary: EndedSummary, mapping: OutcomeMapping): ExecutionStats {
  const counts: Record<CountedOutcome, number> = { success: 0, alert: 0, error: 0 };
  const totalMs: Record<CountedOutcome, number> = { success: 0, alert: 0, error: 0 };
  let ignored = 0;
  let untimed = 0;
  for (const row of summary) {
    const outcome = outcomeOf(row.status, mapping);
    if (outcome === 'ignore') {
      ignored += row.executions;
      continue;
    }
    counts[outcome] += row.executions;
    totalMs[outcome] += row.totalMs;
    untimed += row.executions - row.timed;
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
