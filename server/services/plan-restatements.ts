/**
 * Late ends (issue 36): an execution whose end the journal learns after its period's records were counted
 * is never sent by itself. The plans' loop keeps, on the period's own send, a restatement: the figures
 * sent, the figures now, the difference and the executions behind it. An admin sends the difference as a
 * correction (a send of its own, delivered once like any other) with a note, or dismisses it. A
 * restatement corrected or dismissed that gains more late ends is open again, with what was not sent yet.
 */
import { maxLateExecutionsNamed, type ReportingSend } from '../../src/api/workspace/reporting-plans';
import { ideaRecords } from '../../src/api/workspace/reporting-figures';
import { outcomeOf, type OutcomeMapping } from '../../src/api/workspace/reporting-outcomes';
import type { ActivityRepository } from '../storage/activity-repository';
import type { IdeaFiguresQuery, IdeaFiguresRepository } from '../storage/idea-figures-repository';
import type { LateSend, PlanRestatementsRepository } from '../storage/plan-restatements-repository';
import type { PlanSendsRepository } from '../storage/plan-sends-repository';
import type { ReportingOutcomesService } from './reporting-outcomes-service';
import { correctionRecord, restatedFigures } from './restatement-figures';

/**
 * Late ends are looked for in the periods that ended this long ago at most: a week covers a Runtime
 * offline over a long weekend, and keeps each look bounded (older periods are settled).
 */
export const restatementLookBackMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Each look reads again the ends learned this long before the previous look: an end written by a
 * transaction that committed late, or by an instance whose clock is a little behind, is still seen.
 */
const lookOverlapMs = 5 * 60 * 1000;

export interface PlanRestatementsDeps {
  readonly restatements: PlanRestatementsRepository;
  readonly sends: Pick<PlanSendsRepository, 'find'>;
  readonly figures: IdeaFiguresRepository;
  readonly outcomes: Pick<ReportingOutcomesService, 'get'>;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}

export type RestatementOutcome =
  | { readonly kind: 'done'; readonly send: ReportingSend }
  | { readonly kind: 'no-send' }
  | { readonly kind: 'not-now'; readonly send: ReportingSend };

/** Each send delivered as a period's own ones are (plan-sends-service.ts). */
type Deliver = (send: ReportingSend) => Promise<ReportingSend>;

export function planRestatements(deps: PlanRestatementsDeps, deliver: Deliver) {
  /** The previous look's instant on this instance; before the first, every end of the look-back is read. */
  let lookedAt: number | undefined;

  /** Counts a send's late ends up to `through` and keeps them as open, when there is something new. */
  async function restate(late: LateSend, through: number, mapping: OutcomeMapping): Promise<boolean> {
    const { send } = late;
    const query: IdeaFiguresQuery = {
      from: Date.parse(send.periodStart),
      to: Date.parse(send.periodEnd),
      ideaIds: [send.ideaId],
      excludeManual: late.excludeManual,
      excludedRobots: late.excludedRobots,
      learned: { after: late.lateAfter, through },
    };
    const records = ideaRecords(await deps.figures.count(query), mapping, query.to).get(send.ideaId);
    if (records === undefined) return false;
    const { stats } = records;
    const executions = stats.success.executions + stats.alert.executions + stats.error.executions;
    // Only statuses counted in no outcome: nothing to restate.
    if (executions === 0) return false;
    // Dismissed, it opens again only for more late ends than were dismissed.
    const before = send.restatement;
    if (before?.state === 'dismissed' && executions <= before.executions) return false;
    const lateExecutions = (await deps.figures.executions(query, maxLateExecutionsNamed))
      .filter((execution) => outcomeOf(execution.status, mapping) !== 'ignore')
      .map(({ computerId, executionId }) => ({ computerId, executionId }));
    const { figures, difference } = restatedFigures(late.held, records[send.kind]);
    return deps.restatements.open(late, { figures, difference, executions, lateExecutions }, through);
  }

  /** What came of a decision on a send whose restatement was not open. */
  async function notOpen(id: number): Promise<RestatementOutcome> {
    const send = await deps.sends.find(id);
    return send === undefined ? { kind: 'no-send' } : { kind: 'not-now', send };
  }

  return {
    /**
     * One look of the plans' loop at `at`: the sent periods of the look-back with late ends learned
     * since this instance's previous look (or sent since, after an approval) are counted again; returns
     * how many restatements were opened or brought up to date.
     */
    async restate(at: number): Promise<number> {
      const oldest = at - restatementLookBackMs;
      const since = lookedAt === undefined ? oldest : Math.max(oldest, lookedAt - lookOverlapMs);
      const late = await deps.restatements.withLateEnds({
        periodsEndedAfter: oldest,
        learnedSince: since,
        // The first look reads every end of the look-back, so the sends that went before are covered.
        sentSince: lookedAt === undefined ? undefined : since,
      });
      const { outcomes } = await deps.outcomes.get();
      let restated = 0;
      for (const send of late) if (await restate(send, at, outcomes)) restated += 1;
      lookedAt = at;
      return restated;
    },

    /** An admin sends an open restatement's correction (spec-gaps.ts, `reportingRecordsAdd`). */
    async correct(id: number, by: string, note: string): Promise<RestatementOutcome> {
      const correction = await deps.restatements.correct(id, { by, note, at: deps.now() }, (restatement) =>
        correctionRecord(restatement),
      );
      if (correction === undefined) return notOpen(id);
      return { kind: 'done', send: await deliver(correction) };
    },

    /** An admin dismisses an open restatement: nothing is sent, and it opens again only for more. */
    async dismiss(id: number, by: string, note: string): Promise<RestatementOutcome> {
      const send = await deps.restatements.dismiss(id, by, note);
      if (send === undefined) return notOpen(id);
      await deps.activity.record({
        actor: by,
        action: 'report-restatement-dismiss',
        target: send.kind,
        details: { idea: send.ideaId, period: send.periodStart, send: send.id, note },
        at: deps.now(),
      });
      return { kind: 'done', send };
    },
  };
}
