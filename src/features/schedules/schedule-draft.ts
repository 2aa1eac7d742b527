/**
 * The new schedule form as last typed, valid or not, so that a reload or a visit to another page loses
 * nothing (as the run form's draft): kept until the schedule is created. A secret variable's value is
 * not kept (as the run form does not keep one): the operator types it again. Edits of an existing
 * schedule are not kept; the schedule is.
 */
import { z } from '@/api/zod';
import { createLocalStore } from '@/lib/local-store';
import { builderKinds, type WhenFields } from './cron-builder';
import type { ScheduleFormValues } from './schedule-form-values';

// What was typed: the schema checks the shape only.
const whenShape = z.object({
  kind: z.enum(builderKinds),
  time: z.string(),
  days: z.array(z.string()),
  dayOfMonth: z.string(),
  businessDay: z.enum(['first', 'last', '']),
  everyMinutes: z.string(),
  fromHour: z.string(),
  untilHour: z.string(),
  cron: z.string(),
}) satisfies z.ZodType<WhenFields>;

const draftSchema = z
  .object({
    name: z.string(),
    runtimeId: z.string(),
    robotId: z.string(),
    apiVersion: z.enum(['v1', 'v2']),
    variables: z.array(
      z.object({ name: z.string(), value: z.string(), secret: z.boolean(), stored: z.boolean() }),
    ),
    when: whenShape,
    timeZone: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    skipWeekends: z.boolean(),
    holidays: z.string(),
    onSkippedDay: z.enum(['skip', 'next-business-day']),
    overlap: z.enum(['skip', 'allow']),
    catchUpMinutes: z.string(),
    paused: z.boolean(),
    pauseNote: z.string(),
  })
  .nullable() satisfies z.ZodType<ScheduleFormValues | null>;

export const newScheduleDraft = createLocalStore<ScheduleFormValues | null>(
  'robot-console:new-schedule-draft',
  draftSchema,
  null,
);

/** What is kept of the form: all of it but the values of secret variables. */
export function draftOf(values: ScheduleFormValues): ScheduleFormValues {
  return { ...values, variables: values.variables.map((v) => (v.secret ? { ...v, value: '' } : v)) };
}
