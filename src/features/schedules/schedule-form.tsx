import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { Schedule, ScheduleDetail } from '@/api/workspace/schedules';
import { teamCatalogQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { errorMessage } from '@/i18n/error-message';
import { useAppLocale } from '@/lib/locale';
import { CalendarFields, PolicyFields } from './calendar-fields';
import { CatalogIdField, type CatalogChoice } from '@/components/catalog-id-field';
import { ConflictAlert, type Conflict } from './conflict-alert';
import { scheduleFormSchema } from './schedule-form-schema';
import { SchedulePreview } from './schedule-preview';
import { scheduleValues, type ScheduleFormValues } from './schedule-form-values';
import { saveSchedule } from './schedule-writes';
import { useTemplateFill } from './template-fill';
import { VariableFields } from './variable-fields';
import { WhenFields } from './when-fields';
import { FormPanel } from '@/components/form-panel';

/** The server's names of the fields, as the form's: its "cron" is the builder's cron. */
function formPath(field: string): FieldPath<ScheduleFormValues> | undefined {
  const [head = '', ...rest] = field.split('.');
  if (head === 'cron') return 'when.cron';
  if (head === 'variables') return field as FieldPath<ScheduleFormValues>;
  const fields = [
    'name',
    'runtimeId',
    'robotId',
    'apiVersion',
    'timeZone',
    'startsOn',
    'endsOn',
    'holidays',
    'catchUpMinutes',
    'pauseNote',
  ];
  return rest.length === 0 && fields.includes(head) ? (head as FieldPath<ScheduleFormValues>) : undefined;
}

/**
 * A schedule's settings. `base` is the version the form was made from (none for a new schedule), whose
 * version a save names; when someone changed the schedule meanwhile, the operator is told who and when
 * and chooses between their version and their own changes. Initial values are read once: the page
 * mounts the form afresh (`key`) when it should start again from another version.
 */
export function ScheduleForm({
  base,
  initial,
  onSaved,
  onUseTheirs,
  onDirtyChange,
  onTyped,
  saved,
  readOnly = false,
}: {
  base: Schedule | undefined;
  initial: ScheduleFormValues;
  onSaved: (schedule: Schedule) => void;
  /** Someone changed it meanwhile and the operator takes their version (`schedule`): shown afresh. */
  onUseTheirs?: (schedule: Schedule) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Every change of what is typed (the new schedule's draft keeps it). */
  onTyped?: (values: ScheduleFormValues) => void;
  /** The schedule as the server last answered it, whose preview stands for its saved settings. */
  saved?: ScheduleDetail;
  /** Shown, not edited: the signed-in role may not change schedules. */
  readOnly?: boolean;
}) {
  const t = useT();
  const locale = useAppLocale();
  const schema = useMemo(() => scheduleFormSchema(t, locale), [t, locale]);
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  useErrorsInLanguage(form, schema);
  const [conflict, setConflict] = useState<Conflict>();
  // The newer version the operator's changes go onto, once they chose to keep them over someone's.
  const [onto, setOnto] = useState<Schedule>();
  const [failure, setFailure] = useState<string>();
  const catalog = useQuery(teamCatalogQuery);
  const fillTemplate = useTemplateFill(form, catalog.data?.robots);

  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => onDirtyChange?.(isDirty === true),
      }),
    [form, onDirtyChange],
  );
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onTyped?.(values),
      }),
    [form, onTyped],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await saveSchedule(values, base, onto);
    switch (outcome.kind) {
      case 'saved':
        setConflict(undefined);
        setOnto(undefined);
        form.reset(scheduleValues(outcome.schedule));
        onSaved(outcome.schedule);
        return;
      case 'invalid': {
        const path = formPath(outcome.field);
        const message = t('schedules.form.serverRefused', { detail: outcome.message });
        if (path === undefined) setFailure(message);
        else form.setError(path, { message }, { shouldFocus: true });
        return;
      }
      case 'conflict':
        setConflict(outcome);
        return;
      case 'gone':
        setFailure(t('schedules.form.gone'));
        return;
      case 'failed':
        setFailure(errorMessage(outcome.error, t));
        return;
    }
  });

  const runtimeChoices = (catalog.data?.runtimes ?? []).map((r) => ({ id: r.computerId, name: r.name }));
  const robotChoices = (catalog.data?.robots ?? []).map((r) => ({ id: r.robotId, name: r.name }));
  /** Under an id field: the catalog's name for the id in it, or what the field is for. */
  const describeId = (value: string, choices: readonly CatalogChoice[], hint: string) => {
    const known = choices.find((choice) => choice.id === value);
    return known === undefined ? hint : t('schedules.catalog.match', { name: known.name });
  };
  const { control, register } = form;
  return (
    // The form and its preview side by side where there is room; one under the other on a phone.
    <Group align="flex-start" gap="lg">
      <FormPanel
        label={t('schedules.form.label')}
        onSubmit={submit}
        style={{ flex: '7 1 480px', minWidth: 0 }}
      >
        {/* Read-only: a disabled fieldset disables every field in it at once, as the browser does. */}
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('schedules.form.what')}
              </Title>
              <TextInput
                label={t('schedules.form.name')}
                withAsterisk
                error={form.formState.errors.name?.message}
                {...register('name')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <CatalogIdField
                  control={control}
                  name="runtimeId"
                  label={t('schedules.form.runtime')}
                  description={(value) => describeId(value, runtimeChoices, t('schedules.form.runtimeHint'))}
                  choices={runtimeChoices}
                />
                <CatalogIdField
                  control={control}
                  name="robotId"
                  label={t('schedules.form.robot')}
                  description={(value) => describeId(value, robotChoices, t('schedules.form.robotHint'))}
                  choices={robotChoices}
                  onEntered={fillTemplate}
                />
              </SimpleGrid>
              <NativeSelect
                label={t('schedules.form.apiVersion')}
                data={[
                  { value: 'v2', label: t('schedules.form.apiVersion.v2') },
                  { value: 'v1', label: t('schedules.form.apiVersion.v1') },
                ]}
                {...register('apiVersion')}
              />
              <Title order={3} size="h5">
                {t('schedules.variables.title')}
              </Title>
              <VariableFields control={control} register={register} />
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('schedules.form.when')}
              </Title>
              <WhenFields control={control} register={register} setValue={form.setValue} />
              <CalendarFields control={control} register={register} />
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('schedules.form.policies')}
              </Title>
              <PolicyFields control={control} register={register} />
            </Stack>
            {conflict !== undefined && (
              <ConflictAlert
                conflict={conflict}
                onUseTheirs={() => onUseTheirs?.(conflict.current)}
                onKeepMine={() => {
                  setConflict(undefined);
                  setOnto(conflict.current);
                }}
              />
            )}
            {failure !== undefined && (
              <Alert color="red" role="alert" title={t('schedules.form.notSaved')}>
                {failure}
              </Alert>
            )}
            {!readOnly && (
              <Group justify="flex-end">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {base === undefined ? t('schedules.form.create') : t('schedules.form.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      </FormPanel>
      <Box style={{ flex: '5 1 320px', minWidth: 0 }}>
        <SchedulePreview control={control} saved={saved} />
      </Box>
    </Group>
  );
}
