import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { TimeZoneField } from '@/components/time-zone-field';
import { useT } from '@/i18n/i18n-provider';
import type { ScheduleFormValues } from './schedule-form-values';

/** Where the schedule's times are told, from when until when, and which days it skips. */
export function CalendarFields({
  control,
  register,
}: {
  control: Control<ScheduleFormValues>;
  register: UseFormRegister<ScheduleFormValues>;
}) {
  const t = useT();
  const errors = useFormState({ control }).errors;
  return (
    <Stack gap="sm">
      <TimeZoneField
        control={control}
        name="timeZone"
        label={t('schedules.calendar.zone')}
        description={t('schedules.calendar.zoneHint')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('schedules.calendar.startsOn')}
          description={t('schedules.calendar.startsOnHint')}
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextInput
          type="date"
          label={t('schedules.calendar.endsOn')}
          description={t('schedules.calendar.endsOnHint')}
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
      </SimpleGrid>
      <Checkbox label={t('schedules.calendar.skipWeekends')} {...register('skipWeekends')} />
      <TextInput
        label={t('schedules.calendar.holidays')}
        description={t('schedules.calendar.holidaysHint')}
        error={errors.holidays?.message}
        autoCapitalize="characters"
        {...register('holidays')}
      />
      <NativeSelect
        label={t('schedules.calendar.onSkippedDay')}
        data={[
          { value: 'skip', label: t('schedules.calendar.onSkippedDay.skip') },
          { value: 'next-business-day', label: t('schedules.calendar.onSkippedDay.next') },
        ]}
        {...register('onSkippedDay')}
      />
    </Stack>
  );
}

/** What a fire does when the previous run has not ended, after an outage, and while paused. */
export function PolicyFields({
  control,
  register,
}: {
  control: Control<ScheduleFormValues>;
  register: UseFormRegister<ScheduleFormValues>;
}) {
  const t = useT();
  const errors = useFormState({ control }).errors;
  const paused = useWatch({ control, name: 'paused' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('schedules.policy.overlap')}
          data={[
            { value: 'skip', label: t('schedules.policy.overlap.skip') },
            { value: 'allow', label: t('schedules.policy.overlap.allow') },
          ]}
          {...register('overlap')}
        />
        <TextInput
          label={t('schedules.policy.catchUp')}
          description={t('schedules.policy.catchUpHint')}
          inputMode="numeric"
          error={errors.catchUpMinutes?.message}
          {...register('catchUpMinutes')}
        />
      </SimpleGrid>
      <Checkbox label={t('schedules.policy.paused')} {...register('paused')} />
      {paused && (
        <Textarea
          label={t('schedules.policy.pauseNote')}
          description={t('schedules.policy.pauseNoteHint')}
          rows={2}
          error={errors.pauseNote?.message}
          {...register('pauseNote')}
        />
      )}
    </Stack>
  );
}
