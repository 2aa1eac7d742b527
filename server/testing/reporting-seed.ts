/**
 * What the reporting plans' tests (issue 36) start from: a day of June 2030 in São Paulo (UTC−3 all year,
 * so its 3 June runs from 03:00 UTC to 03:00 UTC on the 4th), and catalog robot A, which makes idea 31.
 */
import type { RobotInput } from '../../src/api/workspace/catalog-input';
import type { ReportingPlanSettings, ReportingSend } from '../../src/api/workspace/reporting-plans';
import type { NewSend } from '../storage/plan-sends-repository';
import type { Workspace } from '../workspace';

/** A local time in São Paulo on a day of June 2030, in Unix ms. */
export const saoPaulo = (day: number, hour: number, minute = 0) => Date.UTC(2030, 5, day, hour + 3, minute);

/** Saves robot A ("Invoices") of idea 31, with `more` of its fields. */
export async function saveIdeaRobot(workspace: Workspace, more: Partial<RobotInput> = {}) {
  await workspace.catalog.saveRobot(
    { robotId: 'A', name: 'Invoices', description: '', variables: [], ideaId: 31, ...more },
    undefined,
    'ana@example.test',
  );
}

/** A plan of idea 31 sending each São Paulo day at 00:30 the next day (its records and the rest are a test's). */
export const dailyPlanOfIdea = {
  ideaId: 31,
  period: 'day',
  timeZone: 'America/Sao_Paulo',
  sendAt: '00:30',
} as const;

/** The settings of a plan of `ideaId` whose RPA record of each UTC day waits for approval, with `more`. */
export const utcDailyPlan = (
  ideaId: number,
  more: Partial<ReportingPlanSettings> = {},
): ReportingPlanSettings => ({
  ideaId,
  period: 'day',
  timeZone: 'UTC',
  sendAt: '00:30',
  records: ['rpa'],
  approval: true,
  excludeManual: false,
  excludedRobots: [],
  sendZeros: false,
  paused: false,
  pauseNote: null,
  ...more,
});

/**
 * Keeps, for a new plan of `ideaId` (utcDailyPlan), the RPA send of the UTC day starting at `dayStart`,
 * in `state`, kept at `at`, its figures and counts as a test needs none.
 */
export async function keepDaySend(
  workspace: Workspace,
  send: { ideaId: number; dayStart: number; state: NewSend['state']; at: number; executions?: number },
): Promise<ReportingSend> {
  const plan = await workspace.reportingPlans.create(utcDailyPlan(send.ideaId), 'ana@example.test');
  if (plan.kind !== 'saved') throw new Error('The plan was not saved.');
  const [kept] = await workspace.planSendStores.sends.create([
    {
      planId: plan.plan.id,
      ideaId: send.ideaId,
      kind: 'rpa',
      periodStart: send.dayStart,
      periodEnd: send.dayStart + 86_400_000,
      state: send.state,
      figures: { ideaId: send.ideaId },
      executions: send.executions ?? 1,
      documentsUnknown: 0,
      requestedBy: 'plan',
      at: send.at,
    },
  ]);
  if (kept === undefined) throw new Error('The send was not kept.');
  return kept;
}
