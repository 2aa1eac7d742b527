import { Checkbox, Code, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import {
  builderKinds,
  businessDayOf,
  cronOf,
  minuteSteps,
  weekdaysMondayFirst,
  type BuilderKind,
  type BusinessDayOfMonth,
} from './cron-builder';
import { cronWords } from './cron-words';
import type { ScheduleFormValues } from './schedule-form-values';

/** A weekday's name in the operator's language, for cron's number (0 is Sunday; 7 Jan 2024 was one). */
function weekdayName(day: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + Number(day))),
  );
}

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const hour = from + index;
    return { value: String(hour), label: `${String(hour).padStart(2, '0')}:00` };
  });

const daysOfMonth = Array.from({ length: 31 }, (_, index) => String(index + 1));

/**
 * "When": the builder for the usual cases, or a raw cron. Under the builder, the cron it writes; under a
 * cron, what it means in the operator's words. Choosing "business days" turns on "skip weekends" (the
 * calendar decides business days, with the holidays chosen below), and "every day" turns it off.
 */
export function WhenFields({
  control,
  register,
  setValue,
}: {
  control: Control<ScheduleFormValues>;
  register: UseFormRegister<ScheduleFormValues>;
  setValue: UseFormSetValue<ScheduleFormValues>;
}) {
  const t = useT();
  const locale = useAppLocale();
  const when = useWatch({ control, name: 'when' });
  const errors = useFormState({ control, name: 'when' }).errors.when;
  const cron = cronOf(when);
  const weekdays = useMemo(
    () => weekdaysMondayFirst.map((day) => ({ day, name: weekdayName(day, locale) })),
    [locale],
  );
  const kindField = register('when.kind');
  const timeField = (
    <TextInput
      type="time"
      label={t('schedules.when.time')}
      withAsterisk
      error={errors?.time?.message}
      style={{ flex: '0 1 160px' }}
      {...register('when.time')}
    />
  );

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('schedules.when.kind')}
        data={builderKinds.map((kind) => ({ value: kind, label: t(`schedules.when.kind.${kind}`) }))}
        {...kindField}
        onChange={(event) => {
          void kindField.onChange(event);
          const kind = event.currentTarget.value as BuilderKind;
          if (kind === 'business-days') setValue('skipWeekends', true, { shouldDirty: true });
          if (kind === 'daily') setValue('skipWeekends', false, { shouldDirty: true });
          // The case's select shows "the first" until another is chosen: the value says what it shows.
          if (kind === 'monthly-business-day' && when.businessDay === '')
            setValue('when.businessDay', 'first', { shouldDirty: true });
        }}
      />
      {when.kind === 'cron' ? (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('schedules.when.cron')}
            description={t('schedules.when.cronHint')}
            withAsterisk
            ff="monospace"
            error={errors?.cron?.message}
            style={{ flex: '1 1 260px' }}
            {...register('when.cron')}
          />
          <NativeSelect
            label={t('schedules.when.onlyOn')}
            description={t('schedules.when.businessDayHint')}
            data={(['', 'first', 'last'] as const).map((value) => ({
              value,
              label: t(`schedules.when.onlyOn.${value === '' ? 'any' : value}`),
            }))}
            style={{ flex: '1 1 260px' }}
            {...register('when.businessDay')}
          />
        </Group>
      ) : (
        <Group align="flex-start" wrap="wrap" gap="sm">
          {when.kind === 'every-minutes' ? (
            <>
              <NativeSelect
                label={t('schedules.when.every')}
                data={minuteSteps.map((step) => ({
                  value: step,
                  label: t('schedules.when.minutes', { count: Number(step) }),
                }))}
                {...register('when.everyMinutes')}
              />
              <NativeSelect
                label={t('schedules.when.from')}
                data={hours(0, 23)}
                {...register('when.fromHour')}
              />
              <NativeSelect
                label={t('schedules.when.until')}
                data={hours(1, 24)}
                error={errors?.untilHour?.message}
                {...register('when.untilHour')}
              />
            </>
          ) : (
            timeField
          )}
          {when.kind === 'monthly-business-day' && (
            <NativeSelect
              label={t('schedules.when.businessDay')}
              description={t('schedules.when.businessDayHint')}
              data={(['first', 'last'] as const).map((value) => ({
                value,
                label: t(`schedules.when.businessDay.${value}`),
              }))}
              error={errors?.businessDay?.message}
              style={{ flex: '1 1 260px' }}
              {...register('when.businessDay')}
            />
          )}
          {when.kind === 'monthly' && (
            <NativeSelect
              label={t('schedules.when.dayOfMonth')}
              description={t('schedules.when.dayOfMonthHint')}
              data={daysOfMonth}
              {...register('when.dayOfMonth')}
            />
          )}
        </Group>
      )}
      {when.kind === 'weekly' && (
        <Controller
          control={control}
          name="when.days"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={t('schedules.when.days')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={6}>
                {weekdays.map(({ day, name }) => (
                  <Checkbox key={day} value={day} label={name} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
      )}
      <CronLine
        kind={when.kind}
        cron={cron}
        businessDay={businessDayOf(when)}
        locale={locale}
        error={when.kind === 'cron' ? undefined : errors?.cron?.message}
      />
    </Stack>
  );
}

/** Under the builder, the cron it stands for; under a cron, its meaning in words. */
function CronLine({
  kind,
  cron,
  businessDay,
  locale,
  error,
}: {
  kind: BuilderKind;
  cron: string | undefined;
  businessDay: BusinessDayOfMonth | null;
  locale: AppLocale;
  /** The server's refusal of the cron the builder wrote. */
  error: string | undefined;
}) {
  const t = useT();
  const words = cron === undefined ? undefined : cronWords(cron, locale);
  const rule = businessDay === null ? '' : `, ${t(`schedules.when.rule.${businessDay}`)}`;
  return (
    <Stack gap={4} aria-live="polite">
      {kind !== 'cron' && cron !== undefined && (
        <Text size="sm" data-testid="cron-written">
          {t('schedules.when.writes')} <Code>{cron}</Code>
          {rule}
        </Text>
      )}
      {kind === 'cron' && words !== undefined && (
        <Text size="sm" data-testid="cron-words">
          {t('schedules.when.means', { words: `${words}${rule}` })}
        </Text>
      )}
      {error !== undefined && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
