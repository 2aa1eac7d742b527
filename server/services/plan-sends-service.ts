/**
 * The sends of the reporting plans (issue 36): an idea's period counted, its records kept once, and each
 * delivered when it needs no approval or once an admin approves it. Exactly once: the records of a
 * (idea, kind, period) are kept by one insert that a second one leaves alone (plan-sends-repository.ts),
 * and a record is marked `sending` before its call goes out, so an answer that never came leaves it
 * `unknown`, never sent again by itself.
 */
import type { RpaRecord, VolumetryRecord } from '../../src/api/schemas';
import { ideaRecords } from '../../src/api/workspace/reporting-figures';
import { reportingCallRepeatable } from '../../src/api/spec-gaps';
import {
  reportingRecordKinds,
  type ReportingRecordKind,
  type ReportingSend,
  type SendFigures,
  type SendState,
} from '../../src/api/workspace/reporting-plans';
import type { ActivityRepository } from '../storage/activity-repository';
import type { HistoryRepository } from '../storage/history-repository';
import type { IdeaFiguresRepository } from '../storage/idea-figures-repository';
import type { PlanRestatementsRepository } from '../storage/plan-restatements-repository';
import type { PlanSendsRepository, NewSend } from '../storage/plan-sends-repository';
import type { ReportingPlansRepository, StoredPlan } from '../storage/reporting-plans-repository';
import type { Workspace } from '../workspace';
import type { ReportSender } from './report-sender';
import type { ReportingOutcomesService } from './reporting-outcomes-service';
import { planRestatements } from './plan-restatements';
import { nextSends, periodSentAt, periodStartingAt, type Period } from './reporting-periods';

/** What an approval may send: a waiting send, a refused one, and an unanswered one only if repeatable. */
const approvable: readonly SendState[] = [
  'waiting',
  'failed',
  ...(reportingCallRepeatable ? (['unknown'] as const) : []),
];

/** Who asks when the plan sends by itself. */
export const byThePlan = 'plan';

export type SendNowOutcome =
  | { readonly kind: 'sent'; readonly sends: readonly ReportingSend[] }
  | { readonly kind: 'no-plan' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'already'; readonly sends: readonly ReportingSend[] };

export type DecisionOutcome =
  | { readonly kind: 'done'; readonly send: ReportingSend }
  | { readonly kind: 'no-send' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'not-now'; readonly send: ReportingSend };

export interface PlanSendsDeps {
  readonly plans: ReportingPlansRepository;
  readonly sends: PlanSendsRepository;
  readonly restatements: PlanRestatementsRepository;
  readonly figures: IdeaFiguresRepository;
  readonly outcomes: Pick<ReportingOutcomesService, 'get'>;
  readonly activity: ActivityRepository;
  /** The reporting history, where a plan's record sent (or refused) is listed with the forms' sends. */
  readonly history: Pick<HistoryRepository, 'record'>;
  readonly send: ReportSender;
  readonly now: () => number;
  /**
   * How long a send may stay `sending`: past it, no instance can still be waiting for its answer (its
   * call has timed out), so its instance stopped mid-call and it is `unknown`.
   */
  readonly sendingStaleMs: number;
}

/** At most this many periods are prepared in one look; a long outage is caught up over several. */
const periodsPerLook = 200;

/** A period in which nothing of the idea ended: zeros, sent only when the plan says so. */
function zeros(ideaId: number, processedAt: string): { rpa: RpaRecord; volumetry: VolumetryRecord } {
  const counts = { successExecutions: 0, alertExecutions: 0, errorExecutions: 0 };
  return {
    rpa: {
      ideaId,
      ...counts,
      successExecutionTime: 0,
      alertExecutionTime: 0,
      errorExecutionTime: 0,
      processedAt,
    },
    volumetry: { ideaId, ...counts, processedAt },
  };
}

export function planSendsService(deps: PlanSendsDeps) {
  /** Sends one record marked `sending`, and keeps what came of it. */
  async function deliver(send: ReportingSend): Promise<ReportingSend> {
    const result = await deps.send(send.kind, send.figures);
    const at = deps.now();
    const settled = await deps.sends.settle(
      send.id,
      result.kind,
      at,
      result.kind === 'sent' ? null : result.error,
    );
    if (result.kind !== 'unknown') {
      await deps.history.record({
        form: send.kind,
        payload: send.figures,
        outcome: result.kind,
        answer: null,
        error: result.kind === 'sent' ? null : result.error,
        sentBy: send.requestedBy,
        at,
        byPlan: { approvedBy: send.approvedBy },
      });
    }
    await deps.activity.record({
      actor: send.approvedBy ?? send.requestedBy,
      action: 'report-send',
      target: send.kind,
      details: {
        outcome: result.kind,
        idea: send.ideaId,
        period: send.periodStart,
        plan: true,
        ...(send.approvedBy === null ? {} : { approvedBy: send.approvedBy }),
        // A restatement's correction: the send it corrects, and the admin's note.
        ...(send.correctionOf === null ? {} : { correctionOf: send.correctionOf, note: send.note }),
      },
      at,
    });
    return settled;
  }

  /**
   * Counts the plan's idea over `period` and keeps its records of `kinds` (the plan's, by default); those
   * needing no approval go at once.
   */
  async function preparePeriod(
    plan: StoredPlan,
    period: Period,
    requestedBy: string,
    kinds: readonly ReportingRecordKind[] = plan.records,
  ): Promise<ReportingSend[]> {
    // Read before the count: an end the journal learns after it is late (plan-restatements.ts).
    const countedAt = deps.now();
    const counted = await deps.figures.count({
      from: period.start,
      to: period.end,
      ideaIds: [plan.ideaId],
      excludeManual: plan.excludeManual,
      excludedRobots: plan.excludedRobots,
    });
    const { outcomes } = await deps.outcomes.get();
    const records = ideaRecords(counted, outcomes, period.end).get(plan.ideaId);
    if (records === undefined && !plan.sendZeros) return [];
    const processedAt = new Date(period.end).toISOString();
    const { rpa, volumetry } = records ?? zeros(plan.ideaId, processedAt);
    const stats = records?.stats;
    const executions =
      stats === undefined ? 0 : stats.success.executions + stats.alert.executions + stats.error.executions;
    const at = deps.now();
    const created = await deps.sends.create(
      kinds.map((kind): NewSend => ({
        planId: plan.id,
        ideaId: plan.ideaId,
        kind,
        periodStart: period.start,
        periodEnd: period.end,
        state: plan.approval ? 'waiting' : 'sending',
        figures: kind === 'rpa' ? rpa : volumetry,
        executions,
        documentsUnknown: kind === 'volumetry' ? (records?.documentsUnknown ?? 0) : 0,
        requestedBy,
        at,
        countedAt,
      })),
    );
    const delivered: ReportingSend[] = [];
    for (const send of created) {
      if (send.state !== 'sending') {
        delivered.push(send);
        continue;
      }
      // The period's records are kept `sending` together and called one after the other: each one's
      // wait is counted from its own call, so a slow first call never gets the second one given up on
      // while it is still to be made. Given up on meanwhile (unknown), it is not called at all.
      const due = await deps.sends.restartSending(send.id, deps.now());
      delivered.push(due === undefined ? ((await deps.sends.find(send.id)) ?? send) : await deliver(due));
    }
    return delivered;
  }

  return {
    preparePeriod,
    ...planRestatements(deps, deliver),

    /**
     * One look of the plans' loop at `at`: the sends left `sending` by a stopped instance become
     * `unknown`; then each plan's due periods are prepared, oldest first (after an outage, every period
     * missed), and the plan moved to its next send. Every instance looks: a period prepared twice keeps
     * its records once, and only the instance whose records were kept sends them.
     */
    async runDue(at: number): Promise<{ prepared: number; gaveUp: number }> {
      const gaveUp = (await deps.sends.giveUpSending(at - deps.sendingStaleMs)).length;
      let prepared = 0;
      while (prepared < periodsPerLook) {
        const due = await deps.plans.due(at, 20);
        if (due.length === 0) break;
        for (const { plan, dueAt } of due) {
          await preparePeriod(plan, periodSentAt(plan, dueAt), byThePlan);
          await deps.plans.advance(plan.id, dueAt, nextSends(plan, dueAt, 1)[0] ?? null);
          prepared += 1;
        }
      }
      return { prepared, gaveUp };
    },

    list: (query: Parameters<PlanSendsRepository['list']>[0]) => deps.sends.list(query),

    /** "Send now": a period of the plan that is over, by its start, never one kept before. */
    async sendNow(planId: string, periodStart: number, by: string): Promise<SendNowOutcome> {
      const plan = await deps.plans.find(planId);
      if (plan === undefined) return { kind: 'no-plan' };
      const period = periodStartingAt(plan, periodStart);
      if (period === undefined)
        return {
          kind: 'invalid',
          message: `period: no ${plan.period} of this plan starts then (${plan.timeZone}).`,
        };
      if (period.end > deps.now())
        return { kind: 'invalid', message: `period: this ${plan.period} is not over yet.` };
      // Per kind: a record kind the plan gained since (volumetry added after the RPA went) goes alone.
      const missing = async () => {
        const kept = await deps.sends.ofPeriod(plan.ideaId, period.start, period.end);
        const kinds = plan.records.filter((kind) => !kept.some((send) => send.kind === kind));
        return { kept, kinds };
      };
      const before = await missing();
      if (before.kinds.length === 0) return { kind: 'already', sends: before.kept };
      const sends = await preparePeriod(plan, period, by, before.kinds);
      // Nothing kept: either nothing ended (and no zeros), or another request kept it meanwhile.
      if (sends.length === 0) {
        const meanwhile = await missing();
        if (meanwhile.kinds.length < before.kinds.length) return { kind: 'already', sends: meanwhile.kept };
      }
      return { kind: 'sent', sends };
    },

    /** An admin approves a waiting send (or sends a failed one again), optionally correcting its figures. */
    async approve(
      id: number,
      by: string,
      change: { figures?: SendFigures; note?: string },
    ): Promise<DecisionOutcome> {
      const send = await deps.sends.find(id);
      if (send === undefined) return { kind: 'no-send' };
      if (!approvable.includes(send.state)) return { kind: 'not-now', send };
      const corrected = change.figures;
      if (
        corrected !== undefined &&
        send.kind === 'volumetry' &&
        Object.keys(corrected).some((key) => key.endsWith('ExecutionTime'))
      ) {
        return { kind: 'invalid', message: 'figures: a volumetry record has no execution times.' };
      }
      const started = await deps.sends.startSending(id, approvable, deps.now(), {
        approvedBy: by,
        ...(corrected === undefined ? {} : { figures: { ...send.figures, ...corrected } }),
        ...(change.note === undefined ? {} : { note: change.note }),
      });
      if (started === undefined) {
        const now = await deps.sends.find(id);
        return now === undefined ? { kind: 'no-send' } : { kind: 'not-now', send: now };
      }
      return { kind: 'done', send: await deliver(started) };
    },

    async reject(id: number, by: string, note: string): Promise<DecisionOutcome> {
      const rejected = await deps.sends.reject(id, by, note);
      if (rejected !== undefined) return { kind: 'done', send: rejected };
      const send = await deps.sends.find(id);
      return send === undefined ? { kind: 'no-send' } : { kind: 'not-now', send };
    },
  };
}

export type PlanSendsService = ReturnType<typeof planSendsService>;

/**
 * How long a send may stay `sending` when each call times out after `upstreamTimeoutMs`: a period's
 * records are called one after the other, each within the timeout; past all of them, and a minute for the
 * instance to write what came of each, no instance still waits for it.
 */
export const sendingStaleMs = (upstreamTimeoutMs: number) =>
  reportingRecordKinds.length * upstreamTimeoutMs + 60_000;

/** The plans' sends of a workspace, delivered by `send`. */
export function workspacePlanSends(
  workspace: Pick<Workspace, 'planSendStores' | 'reportingOutcomes' | 'activity' | 'history'>,
  send: ReportSender,
  now: () => number,
  upstreamTimeoutMs: number,
): PlanSendsService {
  return planSendsService({
    ...workspace.planSendStores,
    outcomes: workspace.reportingOutcomes,
    activity: workspace.activity,
    history: workspace.history,
    send,
    now,
    sendingStaleMs: sendingStaleMs(upstreamTimeoutMs),
  });
}
