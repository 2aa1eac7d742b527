/**
 * The schedule form's rules, refusing in the operator's language (the schema is made with `t`). They
 * are the contract's, checked before anything is sent; the server checks them again (a zone it does
 * not know, a cron that never fires) and its refusal is shown on the field it names.
 */
import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import { isTimeZone } from '@/api/time-zones';
import type { Translate } from '@/i18n/i18n-provider';
import { idFieldSchema } from '@/i18n/id-words';
import type { AppLocale } from '@/lib/locale';
import { builderKinds, cronOf, isTime } from './cron-builder';
import { refusedCronField } from './cron-fields';
import { cronWords } from './cron-words';
import type { ScheduleFormValues } from './schedule-form-values';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const calendarPattern = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

const whenSchema = (t: Translate, locale: AppLocale) =>
  z
    .object({
      kind: z.enum(builderKinds),
      time: z.string(),
      days: z.array(z.string()),
      dayOfMonth: z.string(),
      businessDay: z.enum(['', 'first', 'last']),
      everyMinutes: z.string(),
      fromHour: z.string(),
      untilHour: z.string(),
      cron: z.string(),
    })
    .superRefine((when, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (when.kind === 'cron') {
        if (when.cron.trim() === '') problem('cron', t('schedules.when.cronBlank'));
        else if (cronOf(when) === undefined) problem('cron', t('schedules.when.cronFields'));
        else {
          const refused = refusedCronField(when.cron);
          if (refused !== undefined)
            problem('cron', t(`schedules.when.cronField.${refused.field}`, { value: refused.value }));
          else if (cronWords(when.cron, locale) === undefined)
            problem('cron', t('schedules.when.cronUnreadable'));
        }
        return;
      }
      if (when.kind === 'every-minutes') {
        if (Number(when.fromHour) >= Number(when.untilHour))
          problem('untilHour', t('schedules.when.untilAfterFrom'));
        return;
      }
      if (!isTime(when.time)) problem('time', t('schedules.when.timeBlank'));
      if (when.kind === 'weekly' && when.days.length === 0) problem('days', t('schedules.when.daysNone'));
      if (when.kind === 'monthly-business-day' && when.businessDay === '')
        problem('businessDay', t('schedules.when.businessDayNone'));
    });

const variableSchema = (t: Translate) =>
  z.object({
    name: z
      .string()
      .refine((name) => name.trim() !== '', t('schedules.variable.nameBlank'))
      .refine(
        (name) => name.length <= textLimits.variableName,
        t('schedules.variable.nameTooLong', { max: textLimits.variableName }),
      ),
    value: z
      .string()
      .refine(
        (value) => value.length <= textLimits.variableValue,
        t('schedules.variable.valueTooLong', { max: textLimits.variableValue }),
      ),
    secret: z.boolean(),
    stored: z.boolean(),
  });

export const scheduleFormSchema = (t: Translate, locale: AppLocale) =>
  z
    .object({
      name: z
        .string()
        .refine((name) => name.trim() !== '', t('schedules.form.nameBlank'))
        .refine(
          (name) => name.trim().length <= textLimits.name,
          t('schedules.form.nameTooLong', { max: textLimits.name }),
        ),
      runtimeId: idFieldSchema('runtime', t),
      robotId: idFieldSchema('robot', t),
      apiVersion: z.enum(['v1', 'v2']),
      variables: z
        .array(variableSchema(t))
        .max(textLimits.variables, t('schedules.variables.tooMany', { max: textLimits.variables })),
      when: whenSchema(t, locale),
      timeZone: z.string().refine(isTimeZone, t('schedules.form.zoneUnknown')),
      startsOn: z.string().refine((day) => day === '' || dayPattern.test(day), t('schedules.form.dayFormat')),
      endsOn: z.string().refine((day) => day === '' || dayPattern.test(day), t('schedules.form.dayFormat')),
      skipWeekends: z.boolean(),
      holidays: z
        .string()
        .refine(
          (code) => code.trim() === '' || calendarPattern.test(code.trim()),
          t('schedules.form.calendarCode'),
        ),
      onSkippedDay: z.enum(['skip', 'next-business-day']),
      overlap: z.enum(['skip', 'allow']),
      catchUpMinutes: z
        .string()
        .refine(
          (text) => /^\d{1,4}$/.test(text.trim()) && Number(text) <= 1_440,
          t('schedules.form.catchUpRange'),
        ),
      paused: z.boolean(),
      pauseNote: z
        .string()
        .refine(
          (note) => note.trim().length <= textLimits.description,
          t('schedules.form.noteTooLong', { max: textLimits.description }),
        ),
    })
    .superRefine((values, ctx) => {
      if (values.startsOn !== '' && values.endsOn !== '' && values.endsOn < values.startsOn) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: t('schedules.form.endBeforeStart') });
      }
      const seen = new Set<string>();
      values.variables.forEach((variable, index) => {
        if (variable.name.trim() !== '' && seen.has(variable.name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variables', index, 'name'],
            message: t('schedules.variable.nameRepeated', { name: variable.name }),
          });
        }
        seen.add(variable.name);
      });
    }) satisfies z.ZodType<ScheduleFormValues, ScheduleFormValues>;
