/**
 * The schedules' contract (issue 20, docs/schedules.md): a schedule as created or changed (the fields and
 * defaults of `POST /api/schedules`) and as answered. The server validates with these schemas and the
 * OpenAPI document is made from them. Secret values go in and never come back: an answer says only which
 * variables have one.
 */
import { z } from '../zod';
import { idSchema } from '../ids';
import { textLimits } from '../limits';
import { canonicalTimeZone } from '../time-zones';

/** A local day in the schedule's zone. */
export const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD.');

/** `PUT /api/no-run-days/{day}`: why the team runs nothing that day. */
export const noRunDayInputSchema = z.object({
  note: z.string().trim().min(1, 'Say why nothing runs that day.').max(textLimits.name),
});

/** A variable's value to send on every run; a secret one is stored sealed and never shown again. */
export const scheduleVariableSchema = z.object({
  name: z.string().trim().min(1, 'Enter the variable name.').max(textLimits.variableName),
  value: z.string().max(textLimits.variableValue),
  secret: z.boolean().default(false),
});

export const scheduleInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(textLimits.name),
  runtimeId: idSchema('the Runtime ID'),
  robotId: idSchema('the Robot ID'),
  apiVersion: z.enum(['v1', 'v2']).default('v2'),
  variables: z.array(scheduleVariableSchema).max(textLimits.variables).default([]),
  /** Five fields: minute hour day-of-month month day-of-week. */
  cron: z.string().trim().min(1, 'Enter a cron.').max(200),
  /** An IANA zone, e.g. America/Sao_Paulo, kept by its canonical name however it was typed. */
  timeZone: z.string().min(1).max(100).transform(canonicalTimeZone),
  skipWeekends: z.boolean().default(false),
  /** A public-holiday calendar: a country (`BR`) or a country and its state (`BR-SP`). */
  holidays: z
    .string()
    .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'Use a calendar code such as BR or BR-SP.')
    .nullable()
    .default(null),
  onSkippedDay: z.enum(['skip', 'next-business-day']).default('skip'),
  /**
   * Only on the month's first or last business day (not a weekend, a holiday of the calendar or a team's
   * no-run day): narrows the days the cron matches, so `0 7 * * *` with `first` is "07:00 on the first
   * business day of every month". Null: every day the cron matches.
   */
  businessDayOfMonth: z.enum(['first', 'last']).nullable().default(null),
  startsOn: localDay.nullable().default(null),
  endsOn: localDay.nullable().default(null),
  overlap: z.enum(['skip', 'allow']).default('skip'),
  /** Fires missed while the server was down are run once if this recent (minutes). */
  catchUpMinutes: z.number().int().min(0).max(1_440).default(15),
  paused: z.boolean().default(false),
  pauseNote: z.string().trim().max(textLimits.description).nullable().default(null),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** `POST /api/schedules/preview`: when a schedule would fire, before it is saved (the form's preview). */
export const scheduleTimingSchema = scheduleInputSchema.pick({
  cron: true,
  timeZone: true,
  skipWeekends: true,
  holidays: true,
  onSkippedDay: true,
  businessDayOfMonth: true,
  startsOn: true,
  endsOn: true,
});
export type ScheduleTimingSettings = z.output<typeof scheduleTimingSchema>;
export type ScheduleSettings = z.output<typeof scheduleInputSchema>;

/** What became of a fire, as stored. */
export const fireStates = [
  'claimed',
  'calling',
  'started',
  'skipped',
  'missed',
  'failed',
  'unknown',
] as const;

/** Why a fire did not run, or did not start, as stored (the browser words each). */
export const fireReasons = [
  /** Due while no instance was up, and older than the catch-up window: never run late. */
  'server-down',
  /** Due during an outage, inside the window, but a later fire of the same schedule ran instead. */
  'caught-up',
  'paused',
  'deleted',
  /** A match on a day the calendar skips (`detail`: `weekend`, `holiday` or `team`). */
  'calendar',
  /** The previous run of this schedule had not ended (overlap `skip`). */
  'overlap',
  /** No runner account and no live session of the owner to run with. */
  'no-one-signed-in',
  /**
   * Its secret values could not be opened (sealed under a SESSION_SECRET this server has not got): not
   * run without them.
   */
  'secret-unreadable',
  /** The service refused the run call (`detail`: the error code of our words for its answer). */
  'refused',
  /** The service could not be reached, or did not answer in time. */
  'unreachable',
  /** The instance making the run call stopped before its answer: whether the run started is unknown. */
  'call-interrupted',
  /** The service did not answer the run call in time: whether the run started is unknown. */
  'no-answer',
] as const;
export type FireReason = (typeof fireReasons)[number];

export const scheduleFireSchema = z.object({
  id: z.number().int(),
  dueAt: z.iso.datetime(),
  /** When the run call was made (null: it was not made). */
  calledAt: z.iso.datetime().nullable(),
  state: z.enum(fireStates),
  reason: z.enum(fireReasons).nullable(),
  /** For a refused run: the error code of our words for the service's answer (error-codes.ts). */
  detail: z.string().nullable(),
  execution: z.object({ computerId: z.string(), executionId: z.string() }).nullable(),
});

export type ScheduleFire = z.output<typeof scheduleFireSchema>;

export const scheduleSchema = z.object({
  id: z.uuid(),
  ...scheduleInputSchema.shape,
  /** The values: a secret one's is never answered (null), only that it has one. */
  variables: z.array(z.object({ name: z.string(), value: z.string().nullable(), secret: z.boolean() })),
  /**
   * Its saved secret values cannot be opened (sealed under a SESSION_SECRET this server has not got):
   * its fires fail until they are typed again.
   */
  secretsUnreadable: z.boolean(),
  owner: z.string(),
  version: z.number().int().positive(),
  updatedBy: z.string(),
  updatedAt: z.number(),
  /** The next 10 due instants after the calendar, ISO 8601 UTC. */
  nextFires: z.array(z.iso.datetime()),
  /** What became of its latest fire (null: it has not fired yet). */
  lastFire: scheduleFireSchema.nullable(),
});
export type Schedule = z.output<typeof scheduleSchema>;

/** Why the calendar skips a day: a weekend, a public holiday (named in both languages), the team's day. */
export const skipReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weekend') }),
  z.object({
    kind: z.literal('holiday'),
    scope: z.enum(['national', 'state']),
    names: z.object({ en: z.string(), 'pt-BR': z.string() }),
  }),
  z.object({ kind: z.literal('team'), note: z.string() }),
]);
export type SkipReason = z.output<typeof skipReasonSchema>;

/** A day the calendar skipped within the preview's span, in the schedule's zone. */
export const skippedDaySchema = z.object({ date: localDay, reason: skipReasonSchema });
export type SkippedDay = z.output<typeof skippedDaySchema>;

/** The next 10 fires (ISO 8601 UTC) and, for each day the calendar skipped in that span, why. */
export const schedulePreviewSchema = z.object({
  nextFires: z.array(z.iso.datetime()),
  skippedDays: z.array(skippedDaySchema),
});
export type SchedulePreview = z.output<typeof schedulePreviewSchema>;

/** `GET /api/schedules/{id}`: the schedule, the days its preview skips, and its latest fires, newest first. */
export const scheduleDetailSchema = scheduleSchema.extend({
  skippedDays: z.array(skippedDaySchema),
  fires: z.array(scheduleFireSchema),
});
export type ScheduleDetail = z.output<typeof scheduleDetailSchema>;

type Shape = typeof scheduleInputSchema.shape;
/** Each field optional and without its default: `.partial()` would still fill a default in. */
type PatchShape = {
  [K in keyof Shape]: z.ZodOptional<Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K]>;
};
const patchShape = Object.fromEntries(
  Object.entries(scheduleInputSchema.shape).map(([key, field]) => [
    key,
    (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
  ]),
) as PatchShape;

/**
 * `PATCH /api/schedules/{id}`: the fields that change, and the version they were changed from. A field
 * not sent keeps its value: the creation's defaults never apply to a patch.
 */
export const schedulePatchSchema = z.object({
  ...patchShape,
  version: z.number().int().positive(),
});

/** `POST /api/schedules/{id}/run` ("Run now"), 201: the execution it started. */
export const runNowAnswerSchema = z.object({ computerId: z.string(), executionId: z.string() });
export type RunNowAnswer = z.output<typeof runNowAnswerSchema>;

/** A fire of one of the operator's schedules that went wrong (missed, failed or unknown). */
export const scheduleNoticeSchema = z.object({
  fireId: z.number().int(),
  scheduleId: z.string(),
  scheduleName: z.string(),
  dueAt: z.iso.datetime(),
  state: z.enum(fireStates),
  reason: z.enum(fireReasons).nullable(),
  detail: z.string().nullable(),
});
export type ScheduleNotice = z.output<typeof scheduleNoticeSchema>;

/**
 * `GET /api/schedule-notices?after=<fireId>`: what went wrong with the operator's own schedules since that
 * fire (without `after`: in the last day), oldest first, and the cursor to ask from next time.
 */
export const scheduleNoticesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
});
export const scheduleNoticesSchema = z.object({
  notices: z.array(scheduleNoticeSchema),
  cursor: z.number().int(),
});
export type ScheduleNotices = z.output<typeof scheduleNoticesSchema>;
