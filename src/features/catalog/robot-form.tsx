import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, useMemo } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { textLimits } from '@/api/limits';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import type { EntryFormProps } from './entry-form';
import type { RobotValues } from './entry-kinds';
import { exactTextField, idField, textField } from './entry-rules';
import { VariableTemplateFields } from './variable-template-fields';

const variableRowSchema = (t: Translate) =>
  z.object({
    name: textField(
      {
        what: 'variableName',
        limit: textLimits.variableName,
        whenBlank: t('catalog.variables.nameBlank'),
      },
      t,
    ),
    type: z.string().min(1, t('catalog.variables.typeMissing')),
    defaultValue: exactTextField({ what: 'defaultValue', limit: textLimits.variableValue }, t),
    required: z.boolean(),
    secret: z.boolean(),
  });

/**
 * The robot form's schema. Like the runtime form it needs the ids already taken; variable names must
 * also be unique, since the run call sends them as one list keyed by name (spec §2.4).
 */
export function robotFormSchema(takenIds: readonly string[], t: Translate) {
  return z.object({
    robotId: idField('robot', takenIds, t),
    name: textField({ what: 'name', limit: textLimits.name, whenBlank: t('catalog.robot.nameBlank') }, t),
    description: textField({ what: 'description', limit: textLimits.description }, t),
    variables: z.array(variableRowSchema(t)).superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const name = row.name.trim();
        if (name !== '' && seen.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: t('catalog.variables.nameRepeated', { name }),
          });
        }
        seen.add(name);
      });
    }),
  });
}
export type RobotFormValues = z.infer<ReturnType<typeof robotFormSchema>>;

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
