import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, useMemo } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { textLimits } from '@/api/limits';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import type { EntryFormProps } from './entry-form';
import type { RobotValues } from './entry-kinds';
import { robotFormSchema, type RobotFormValues } from './robot-form-schema';
import { VariableTemplateFields } from './variable-template-fields';

/** The form's own copy: its variable rows are edited in place. */
function toFormValues(robot: RobotValues): RobotFormValues {
  return { ...robot, variables: robot.variables.map((variable) => ({ ...variable })) };
}

const blankRobot: RobotFormValues = { robotId: '', name: '', description: '', variables: [] };

export function RobotForm({
  initial,
  takenIds,
  submitLabel,
  onSubmit,
  onCancel,
  handle,
}: EntryFormProps<RobotValues>) {
  const t = useT();
  const schema = useMemo(() => robotFormSchema(takenIds, t), [takenIds, t]);
  const form = useForm<RobotFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial === undefined ? blankRobot : toFormValues(initial),
  });
  useErrorsInLanguage(form, schema);
  const { errors, isDirty, isSubmitting } = form.formState;
  useImperativeHandle(
    handle,
    () => ({
      hasChanges: () => isDirty,
      replace: (values, asSaved) => form.reset(toFormValues(values), { keepDefaultValues: !asSaved }),
      refuseId: (message) => form.setError('robotId', { message }, { shouldFocus: true }),
    }),
    [isDirty, form],
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('catalog.robot.id')}
            description={t('catalog.robot.idHint')}
            required
            data-autofocus
            error={errors.robotId?.message}
            {...form.register('robotId')}
          />
          <TextInput
            label={t('catalog.form.name')}
            description={t('catalog.form.upTo', { max: textLimits.name })}
            required
            error={errors.name?.message}
            // The robot's name, not the operator's: no autofill.
            autoComplete="off"
            {...form.register('name')}
          />
          <Textarea
            label={t('catalog.form.description')}
            description={t('catalog.form.upTo', { max: textLimits.description })}
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <VariableTemplateFields />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('catalog.dialog.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
