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

/**
 * What became of one record of one idea's period (`GET /api/reporting-sends`). A (idea, kind, period) is
 * sent at most once: `sending` is written before the call goes out, so a send whose answer never came
 * (the instance stopped, the call timed out) is `unknown`, shown, and never repeated by itself; the
 * reporting API has no idempotency key (spec-gaps.ts). `failed`: the service refused it (its answer in
 * our words); an admin may send it again after a look.
 */
export const sendStates = ['waiting', 'sending', 'sent', 'failed', 'unknown', 'rejected'] as const;
export type SendState = (typeof sendStates)[number];

const figure = z.number().int().min(0).max(reportingNumberLimits.integerMax);
/**
 * An approval's corrections: the figures that change (the others are sent as counted), never `ideaId` or
 * `processedAt` (the period's own).
 */
export const sendFiguresSchema = z.strictObject({
  successExecutions: figure.optional(),
  alertExecutions: figure.optional(),
  errorExecutions: figure.optional(),
  successExecutionTime: figure.optional(),
  alertExecutionTime: figure.optional(),
  errorExecutionTime: figure.optional(),
});
export type SendFigures = z.output<typeof sendFiguresSchema>;

/**
 * Late ends: executions of a sent period whose end the console learned after the period was counted. They
 * are never sent by themselves: an admin sends their difference as a correction (with a note), or
 * dismisses it. Dismissed or corrected, a restatement that gains more late executions is `open` again, with
 * what was not sent yet.
 */
export const restatementStates = ['open', 'corrected', 'dismissed'] as const;
export type RestatementState = (typeof restatementStates)[number];

/** At most this many late executions are named with a restatement (the links to their pages). */
export const maxLateExecutionsNamed = 100;

export const restatementSchema = z.object({
  /** The full record as it would be now: what was sent (and corrected) plus the difference. */
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
  /** Now − sent, per numeric field (never `ideaId`): never negative, only late ends are counted. */
  difference: z.record(z.string(), z.number()),
  /** The executions behind the difference. */
  executions: z.number().int(),
  /** Those executions (at most `maxLateExecutionsNamed`), for links to each one's page. */
  lateExecutions: z.array(z.object({ computerId: z.string(), executionId: z.string() })),
  state: z.enum(restatementStates),
  /** The admin who corrected or dismissed it; null while open. */
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type Restatement = z.output<typeof restatementSchema>;

export const reportingSendSchema = z.object({
  id: z.number().int(),
  /** Null once its plan was deleted. */
  planId: z.uuid().nullable(),
  ideaId: z.number().int(),
  kind: z.enum(reportingRecordKinds),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  state: z.enum(sendStates),
  /** The record exactly as it was or will be sent (spec §2.8 or §2.9). */
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
  /** The executions behind the figures. */
  executions: z.number().int(),
  /** Executions whose document count could not be read (volumetry): not in the figures. */
  documentsUnknown: z.number().int(),
  sentAt: z.number().nullable(),
  /** Who asked for it: "plan" for the plan's own send, or the person who sent it now. */
  requestedBy: z.string(),
  approvedBy: z.string().nullable(),
  note: z.string().nullable(),
  /** Why it failed, in the server's words (never the service's own text). */
  error: z.string().nullable(),
  /** Late ends of a sent period, or null when there are none. */
  restatement: restatementSchema.nullable(),
  /** The send whose restatement this send corrects; null for a period's own send. */
  correctionOf: z.number().int().nullable(),
});
export type ReportingSend = z.output<typeof reportingSendSchema>;

export const reportingSendsQuerySchema = z.object({
  ideaId: z.coerce.number().int().min(0).max(reportingNumberLimits.integerMax).optional(),
  state: z.enum(sendStates).optional(),
});

/** `POST /api/reporting-plans/{id}/send`: a period that is over, by its start. */
export const sendPeriodSchema = z.object({ period: z.iso.datetime({ offset: true }) });

/** `POST /api/reporting-sends/{id}/approve`: optionally corrected figures, with a note saying why. */
export const approveSendSchema = z
  .object({
    figures: sendFiguresSchema.optional(),
    note: z.string().trim().max(textLimits.description).optional(),
  })
  .refine((body) => body.figures === undefined || (body.note ?? '') !== '', {
    message: 'Say in a note why the figures were corrected.',
    path: ['note'],
  });

/** `POST /api/reporting-sends/{id}/reject`. */
export const rejectSendSchema = z.object({
  note: z.string().trim().min(1, 'Say in a note why it is rejected.').max(textLimits.description),
});

/**
 * `POST /api/reporting-sends/{id}/correct` and `…/dismiss`: what an admin does with a restatement, and
 * why, in a note.
 */
export const restatementDecisionSchema = z.object({
  note: z.string().trim().min(1, 'Say in a note why.').max(textLimits.description),
});
