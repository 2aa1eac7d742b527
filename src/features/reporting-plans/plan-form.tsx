import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { reportingPlanSchema, type ReportingPlan } from '@/api/workspace/reporting-plans';
import { workspaceApi } from '@/data/workspace-client';
import { TimeZoneField } from '@/components/time-zone-field';
import { teamCatalogQuery } from '@/data/workspace-queries';
import { refusedField, refusedWrite } from '@/data/write-outcome';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { formatTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { planFormSchema, planInput, planPatch, type PlanFormValues } from './plan-form-values';

const formFields: readonly string[] = ['ideaId', 'period', 'timeZone', 'sendAt', 'excludedRobots'];

/** The server's name of a refused field, as the form's. */
function formPath(field: string): FieldPath<PlanFormValues> | undefined {
  if (field === 'records') return 'volumetry';
  const head = field.split('.')[0] ?? '';
  return formFields.includes(head) ? (head as FieldPath<PlanFormValues>) : undefined;
}

/**
 * A reporting plan's settings: a new plan (`base` undefined) or a change of `base`, saved from the
 * version it was opened at. A field the server refuses is shown on that field; a change someone saved
 * meanwhile is said, with who and when, and the form is left as typed.
 */
export function PlanForm({
  base,
  initial,
  onSaved,
  onCancel,
}: {
  base: ReportingPlan | undefined;
  initial: PlanFormValues;
  onSaved: (plan: ReportingPlan) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const locale = useAppLocale();
  const schema = planFormSchema(t);
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  useErrorsInLanguage(form, schema);
  const { errors, isSubmitting } = form.formState;
  const period = useWatch({ control: form.control, name: 'period' });
  const ideaId = useWatch({ control: form.control, name: 'ideaId' });
  const catalog = useQuery(teamCatalogQuery);
  // Only the idea's robots count: they are the ones that may be left out.
  const ideaRobots = (catalog.data?.robots ?? [])
    .filter((robot) => robot.ideaId !== null && String(robot.ideaId) === ideaId.trim())
    .map((robot) => ({
      value: robot.robotId,
      label: robot.name === robot.robotId ? robot.robotId : `${robot.name} (${robot.robotId})`,
    }));
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onSaved(
        base === undefined
          ? await workspaceApi.createReportingPlan(planInput(values))
          : await workspaceApi.updateReportingPlan(base.id, {
              ...planPatch(values, base),
              version: base.version,
            }),
      );
    } catch (error) {
      const refused = refusedField(error);
      const path = refused === undefined ? undefined : formPath(refused.field);
      if (refused !== undefined && path !== undefined) {
        form.setError(path, { message: refused.message }, { shouldFocus: true });
        return;
      }
      const outcome = refusedWrite(error, reportingPlanSchema);
      setFailure(
        outcome.kind === 'conflict'
          ? t('reportingPlans.form.conflict', {
              who: outcome.changedBy,
              when: formatTime(outcome.changedAt, locale),
            })
          : outcome.kind === 'gone'
            ? t('reportingPlans.form.gone')
            : errorMessage(error, t),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('reportingPlans.form.ideaId')}
          description={t('reportingPlans.form.ideaIdHint')}
          inputMode="numeric"
          withAsterisk
          error={errors.ideaId?.message}
          {...form.register('ideaId')}
        />
        <NativeSelect
          label={t('reportingPlans.form.period')}
          data={[
            { value: 'day', label: t('reportingPlans.period.day') },
            { value: 'hour', label: t('reportingPlans.period.hour') },
          ]}
          {...form.register('period', {
            // The other period's sendAt has another form: it starts from that period's default.
            onChange: (event: { target: { value: string } }) =>
              form.setValue('sendAt', event.target.value === 'day' ? '00:30' : '05'),
          })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TimeZoneField control={form.control} name="timeZone" label={t('reportingPlans.form.zone')} />
          <TextInput
            label={t(period === 'day' ? 'reportingPlans.form.sendAtDay' : 'reportingPlans.form.sendAtHour')}
            description={t(
              period === 'day' ? 'reportingPlans.form.sendAtDayHint' : 'reportingPlans.form.sendAtHourHint',
            )}
            withAsterisk
            error={errors.sendAt?.message}
            {...form.register('sendAt')}
          />
        </SimpleGrid>
        <Fieldset legend={t('reportingPlans.form.records')}>
          <Stack gap="xs">
            <Checkbox label={t('reportingPlans.kind.rpa')} {...form.register('rpa')} />
            <Checkbox
              label={t('reportingPlans.kind.volumetry')}
              error={errors.volumetry?.message}
              {...form.register('volumetry')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('reportingPlans.form.how')}>
          <Stack gap="xs">
            <Checkbox
              label={t('reportingPlans.form.approval')}
              description={t('reportingPlans.form.approvalHint')}
              {...form.register('approval')}
            />
            <Checkbox
              label={t('reportingPlans.form.excludeManual')}
              description={t('reportingPlans.form.excludeManualHint')}
              {...form.register('excludeManual')}
            />
            <Checkbox
              label={t('reportingPlans.form.sendZeros')}
              description={t('reportingPlans.form.sendZerosHint')}
              {...form.register('sendZeros')}
            />
          </Stack>
        </Fieldset>
        <Controller
          control={form.control}
          name="excludedRobots"
          render={({ field }) => {
            // A robot left out before may have left the idea (or the catalog) since: it stays listed.
            const choices = [
              ...ideaRobots,
              ...field.value
                .filter((id) => !ideaRobots.some((robot) => robot.value === id))
                .map((id) => ({ value: id, label: id })),
            ];
            return (
              <Checkbox.Group
                label={t('reportingPlans.form.excludedRobots')}
                description={t(
                  choices.length === 0
                    ? 'reportingPlans.form.excludedRobotsNone'
                    : 'reportingPlans.form.excludedRobotsHint',
                )}
                value={field.value}
                onChange={field.onChange}
              >
                <Stack gap="xs" mt="xs">
                  {choices.map((robot) => (
                    <Checkbox key={robot.value} value={robot.value} label={robot.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            );
          }}
        />
        {failure !== undefined && (
          <Alert color="red" role="alert" title={t('reportingPlans.form.failed')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('reportingPlans.form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t(base === undefined ? 'reportingPlans.form.create' : 'reportingPlans.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
