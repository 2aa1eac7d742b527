/**
 * The team's reporting plans (issue 36): created, changed and deleted by an admin, each change logged in
 * the activity; read by everyone with the next instants their sends go at. The zone and the send time
 * are checked here, against the period the plan has once a patch is applied.
 */
import {
  sendAtProblem,
  type ReportingPlan,
  type ReportingPlanPatch,
  type ReportingPlanSettings,
} from '../../src/api/workspace/reporting-plans';
import { isTimeZone } from '../../src/api/time-zones';
import type { ActivityRepository } from '../storage/activity-repository';
import type { ReportingPlansRepository, StoredPlan } from '../storage/reporting-plans-repository';
import { nextSends } from './reporting-periods';

/** How many next sends a plan is answered with. */
const nextSendsShown = 5;

export type PlanOutcome =
  | { readonly kind: 'saved'; readonly plan: ReportingPlan }
  | { readonly kind: 'invalid'; readonly field: 'timeZone' | 'sendAt'; readonly message: string }
  | { readonly kind: 'conflict'; readonly current: ReportingPlan }
  | { readonly kind: 'gone' };

function settingsProblem(settings: ReportingPlanSettings): PlanOutcome | undefined {
  if (!isTimeZone(settings.timeZone))
    return { kind: 'invalid', field: 'timeZone', message: `Unknown time zone "${settings.timeZone}".` };
  const problem = sendAtProblem(settings.period, settings.sendAt);
  return problem === undefined ? undefined : { kind: 'invalid', field: 'sendAt', message: problem };
}

/** The settings a stored plan has, without its revision. */
function settingsOf(plan: StoredPlan): ReportingPlanSettings {
  const { ideaId, period, timeZone, sendAt, records, approval, excludeManual, excludedRobots } = plan;
  const { sendZeros, paused, pauseNote } = plan;
  return {
    ideaId,
    period,
    timeZone,
    sendAt,
    records,
    approval,
    excludeManual,
    excludedRobots,
    sendZeros,
    paused,
    pauseNote,
  };
}

export function reportingPlansService(deps: {
  readonly plans: ReportingPlansRepository;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}) {
  const upcoming = (settings: ReportingPlanSettings): number[] =>
    settings.paused ? [] : nextSends(settings, deps.now(), nextSendsShown);
  const shown = (plan: StoredPlan): ReportingPlan => ({
    ...plan,
    nextSends: upcoming(plan).map((at) => new Date(at).toISOString()),
  });
  const log = (
    by: string,
    action: 'reporting-plan-create' | 'reporting-plan-change' | 'reporting-plan-delete',
    plan: StoredPlan,
    details: Record<string, string | number | boolean>,
  ) => deps.activity.record({ actor: by, action, target: String(plan.ideaId), details, at: deps.now() });

  return {
    list: async (): Promise<ReportingPlan[]> => (await deps.plans.list()).map(shown),

    async get(id: string): Promise<ReportingPlan | undefined> {
      const plan = await deps.plans.find(id);
      return plan === undefined ? undefined : shown(plan);
    },

    async create(settings: ReportingPlanSettings, by: string): Promise<PlanOutcome> {
      const problem = settingsProblem(settings);
      if (problem !== undefined) return problem;
      const plan = await deps.plans.create(crypto.randomUUID(), settings, upcoming(settings)[0] ?? null, {
        by,
        at: deps.now(),
      });
      await log(by, 'reporting-plan-create', plan, {
        period: plan.period,
        sendAt: plan.sendAt,
        timeZone: plan.timeZone,
        records: plan.records.join(', '),
        approval: plan.approval,
      });
      return { kind: 'saved', plan: shown(plan) };
    },

    async patch(id: string, patch: ReportingPlanPatch, by: string): Promise<PlanOutcome> {
      const before = await deps.plans.find(id);
      if (before === undefined) return { kind: 'gone' };
      // A field not sent is absent (never undefined): the plan keeps it.
      const { version, ...fields } = patch;
      const settings: ReportingPlanSettings = { ...settingsOf(before), ...fields };
      const problem = settingsProblem(settings);
      if (problem !== undefined) return problem;
      const outcome = await deps.plans.update(id, settings, upcoming(settings)[0] ?? null, version, {
        by,
        at: deps.now(),
      });
      if (outcome.kind === 'gone') return outcome;
      if (outcome.kind === 'conflict') return { kind: 'conflict', current: shown(outcome.current) };
      const changed = Object.keys(fields).filter(
        (key) =>
          JSON.stringify(settingsOf(before)[key as keyof ReportingPlanSettings]) !==
          JSON.stringify(settings[key as keyof ReportingPlanSettings]),
      );
      await log(by, 'reporting-plan-change', outcome.plan, {
        version: outcome.plan.version,
        changed: changed.join(', '),
        ...(settings.pauseNote !== null && changed.includes('paused') ? { note: settings.pauseNote } : {}),
      });
      return { kind: 'saved', plan: shown(outcome.plan) };
    },

    async remove(id: string, by: string): Promise<boolean> {
      const removed = await deps.plans.remove(id);
      if (removed === undefined) return false;
      await log(by, 'reporting-plan-delete', removed, { period: removed.period, sendAt: removed.sendAt });
      return true;
    },
  };
}

export type ReportingPlansService = ReturnType<typeof reportingPlansService>;
