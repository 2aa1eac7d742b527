/**
 * Reporting plans (issue 36): for one idea, which records go to the analytics product for each period (a
 * day or an hour in the team's zone), when after the period's end, and whether each send waits for an
 * admin's approval. The periods and the instants of the sends are server/services/reporting-periods.ts's.
 */
import { z } from '../zod';
import { idSchema } from '../ids';
import { textLimits } from '../limits';
import { reportingNumberLimits } from '../spec-gaps';
import { canonicalTimeZone } from '../time-zones';

export const reportingPeriods = ['day', 'hour'] as const;
export type ReportingPeriod = (typeof reportingPeriods)[number];
export const reportingRecordKinds = ['rpa', 'volumetry'] as const;
export type ReportingRecordKind = (typeof reportingRecordKinds)[number];

/** At most this many robots are left out of a plan's figures (robots used for tests). */
export const maxExcludedRobots = 100;

/**
 * When after its period's end a period's figures go: the local time of the next day ("00:30") for a day,
 * the minute of the next hour ("05") for an hour. Undefined when `sendAt` is right for `period`.
 */
export function sendAtProblem(period: ReportingPeriod, sendAt: string): string | undefined {
  if (period === 'day') {
    return /^([01]\d|2[0-3]):[0-5]\d$/.test(sendAt)
      ? undefined
      : 'A day\'s figures go at a time of the next day, "HH:MM" from 00:00 to 23:59.';
  }
  return /^[0-5]\d$/.test(sendAt)
    ? undefined
    : 'An hour\'s figures go at a minute of the next hour, "MM" from 00 to 59.';
}

const planFields = {
  ideaId: z.number().int().min(0).max(reportingNumberLimits.integerMax),
  period: z.enum(reportingPeriods),
  /** An IANA zone, e.g. America/Sao_Paulo, kept by its canonical name however it was typed. */
  timeZone: z.string().min(1).max(100).transform(canonicalTimeZone),
  sendAt: z.string().trim(),
  records: z
    .array(z.enum(reportingRecordKinds))
    .min(1, 'Choose the records to send: rpa, volumetry or both.')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'A record kind is listed twice.'),
  /** Each send waits for an admin's approval (true), or goes out by itself. */
  approval: z.boolean().default(true),
  /** Leave out the runs a person started: only the schedules' count. */
  excludeManual: z.boolean().default(false),
  /** Robots whose executions are left out (e.g. the ones used for tests). */
  excludedRobots: z.array(idSchema('the Robot ID')).max(maxExcludedRobots).default([]),
  /** A period in which nothing ended sends zeros (true), or nothing. */
  sendZeros: z.boolean().default(false),
  paused: z.boolean().default(false),
  pauseNote: z.string().trim().max(textLimits.description).nullable().default(null),
};

/** `POST /api/reporting-plans`. */
export const reportingPlanInputSchema = z.object(planFields).superRefine((plan, ctx) => {
  const problem = sendAtProblem(plan.period, plan.sendAt);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: ['sendAt'] });
});
export type ReportingPlanInput = z.input<typeof reportingPlanInputSchema>;
export type ReportingPlanSettings = z.output<typeof reportingPlanInputSchema>;

/**
 * `PATCH /api/reporting-plans/{id}`: the fields that change, and the version they were changed from. A
 * field not sent keeps its value; `sendAt` is checked against the period the plan has once patched.
 */
export const reportingPlanPatchSchema = z.object({
  ideaId: planFields.ideaId.optional(),
  period: planFields.period.optional(),
  timeZone: planFields.timeZone.optional(),
  sendAt: planFields.sendAt.optional(),
  records: planFields.records.optional(),
  approval: z.boolean().optional(),
  excludeManual: z.boolean().optional(),
  excludedRobots: planFields.excludedRobots.unwrap().optional(),
  sendZeros: z.boolean().optional(),
  paused: z.boolean().optional(),
  pauseNote: planFields.pauseNote.unwrap().optional(),
  version: z.number().int().positive(),
});
export type ReportingPlanPatch = z.output<typeof reportingPlanPatchSchema>;

export const reportingPlanSchema = z.object({
  id: z.uuid(),
  ideaId: z.number().int(),
  period: z.enum(reportingPeriods),
  timeZone: z.string(),
  sendAt: z.string(),
  records: z.array(z.enum(reportingRecordKinds)),
  approval: z.boolean(),
  excludeManual: z.boolean(),
  excludedRobots: z.array(z.string()),
  sendZeros: z.boolean(),
  paused: z.boolean(),
  pauseNote: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.number(),
  version: z.number().int().positive(),
  updatedBy: z.string(),
  updatedAt: z.number(),
  /** The next five instants its sends go at (ISO, UTC); none while paused. */
  nextSends: z.array(z.iso.datetime()),
});
export type ReportingPlan = z.output<typeof reportingPlanSchema>;
