/**
 * The figures of the reporting records (spec §2.8, §2.9) from what the database counted: per status, how
 * many executions ended in a period, how many of them timed and their summed duration, and (per idea) the
 * documents they processed. The team's mapping (reporting-outcomes.ts) turns statuses into outcomes here,
 * in the unit of spec-gaps.ts; pure, so that the console's form and the server's plans count alike.
 */
import type { ReportingOutcome } from '../spec-gaps';
import type { RpaRecord, VolumetryRecord } from '../schemas';
import type { EndedSummary } from './journal';
import { outcomeOf, type OutcomeMapping } from './reporting-outcomes';

export type CountedOutcome = Exclude<ReportingOutcome, 'ignore'>;
export const countedOutcomes: readonly CountedOutcome[] = ['success', 'alert', 'error'];

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

/** What the database counts per idea and status (idea-figures-repository.ts). */
export interface IdeaStatusFigures extends Readonly<EndedSummary[number]> {
  readonly ideaId: number;
  /** Documents processed, read as each robot's `documentsFrom` says. */
  readonly documents: number;
  /** Executions of a robot that counts documents whose count could not be read (unknown, never guessed). */
  readonly documentsUnknown: number;
}

/** One idea's records for a period, and what they leave out. */
export interface IdeaRecords {
  readonly ideaId: number;
  readonly stats: ExecutionStats;
  readonly rpa: RpaRecord;
  readonly volumetry: VolumetryRecord;
  /** Executions counted in an outcome whose documents could not be read. */
  readonly documentsUnknown: number;
}

/** Each idea's RPA and volumetry records for a period ending at `processedAt` (Unix ms). */
export function ideaRecords(
  rows: readonly IdeaStatusFigures[],
  mapping: OutcomeMapping,
  processedAt: number,
): Map<number, IdeaRecords> {
  const byIdea = new Map<number, IdeaStatusFigures[]>();
  for (const row of rows) byIdea.set(row.ideaId, [...(byIdea.get(row.ideaId) ?? []), row]);
  const records = new Map<number, IdeaRecords>();
  for (const [ideaId, ideaRows] of byIdea) {
    const stats = computeStats(ideaRows, mapping);
    const documents: Record<CountedOutcome, number> = { success: 0, alert: 0, error: 0 };
    let documentsUnknown = 0;
    for (const row of ideaRows) {
      const outcome = outcomeOf(row.status, mapping);
      if (outcome === 'ignore') continue;
      documents[outcome] += row.documents;
      documentsUnknown += row.documentsUnknown;
    }
    const at = new Date(processedAt).toISOString();
    records.set(ideaId, {
      ideaId,
      stats,
      rpa: {
        ideaId,
        successExecutionTime: stats.success.seconds,
        alertExecutionTime: stats.alert.seconds,
        errorExecutionTime: stats.error.seconds,
        successExecutions: stats.success.executions,
        alertExecutions: stats.alert.executions,
        errorExecutions: stats.error.executions,
        processedAt: at,
      },
      volumetry: {
        ideaId,
        successExecutions: documents.success,
        alertExecutions: documents.alert,
        errorExecutions: documents.error,
        processedAt: at,
      },
      documentsUnknown,
    });
  }
  return records;
}
