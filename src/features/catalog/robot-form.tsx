import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { textLimits } from '@/api/limits';
import type { EntryFormProps } from './entry-form';
import type { RobotValues } from './entry-kinds';
import { exactTextField, idField, textField } from './entry-rules';
import { VariableTemplateFields } from './variable-template-fields';

const variableRowSchema = z.object({
  name: textField({
    what: 'The variable name',
    limit: textLimits.variableName,
    whenBlank: 'Enter the variable name the robot expects.',
  }),
  type: z.string().min(1, 'Choose a type.'),
  defaultValue: exactTextField({ what: 'The default value', limit: textLimits.variableValue }),
  required: z.boolean(),
  secret: z.boolean(),
});

/**
 * The robot form's schema. Like the runtime form it needs the ids already taken; variable names must
 * also be unique, since the run call sends them as one list keyed by name (spec §2.4).
 */
export function robotFormSchema(takenIds: readonly string[]) {
  return z.object({
    robotId: idField({
      what: 'the Robot id',
      whenBlank: 'Enter the Robot id (ID_ROBOT) your service operator gave you.',
      takenIds,
    }),
    name: textField({
      what: 'The name',
      limit: textLimits.name,
      whenBlank: 'Enter a name to recognise this robot by.',
    }),
    description: textField({ what: 'The description', limit: textLimits.description }),
    variables: z.array(variableRowSchema).superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const name = row.name.trim();
        if (name !== '' && seen.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `Another variable is already named ${name}.`,
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
  const form = useForm<RobotFormValues>({
    resolver: zodResolver(robotFormSchema(takenIds)),
    defaultValues: initial === undefined ? blankRobot : toFormValues(initial),
  });
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
            label="Robot id"
            description="ID_ROBOT, as the service knows it"
            required
            data-autofocus
            error={errors.robotId?.message}
            {...form.register('robotId')}
          />
          <TextInput label="Name" required error={errors.name?.message} {...form.register('name')} />
          <Textarea
            label="Description"
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <VariableTemplateFields />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
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
