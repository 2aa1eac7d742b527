import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Robot } from '@/lib/catalog';
import { VariableTemplateFields } from './variable-template-fields';

const variableRowSchema = z.object({
  name: z.string().trim().min(1, 'Enter the variable name the robot expects.'),
  type: z.string().min(1, 'Choose a type.'),
  defaultValue: z.string(),
  required: z.boolean(),
});

/**
 * The robot form's schema. Like the runtime form it needs the ids already taken; variable names must
 * also be unique, since the run call sends them as one list keyed by name (spec §2.4).
 */
export function robotFormSchema(takenIds: readonly string[]) {
  return z.object({
    robotId: z
      .string()
      .trim()
      .min(1, 'Enter the Robot id (ID_ROBOT) your service operator gave you.')
      .refine((id) => !takenIds.includes(id), {
        error: (issue) => `The Robot id ${String(issue.input)} is already in the catalog.`,
      }),
    name: z.string().trim().min(1, 'Enter a name to recognise this robot by.'),
    description: z.string().trim(),
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

export function RobotForm({
  initial,
  takenIds,
  onSubmit,
  onCancel,
}: {
  initial: Robot | undefined;
  takenIds: readonly string[];
  onSubmit: (robot: Robot) => void;
  onCancel: () => void;
}) {
  const form = useForm<RobotFormValues>({
    resolver: zodResolver(robotFormSchema(takenIds)),
    defaultValues: initial ?? { robotId: '', name: '', description: '', variables: [] },
  });
  const { errors } = form.formState;

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
            <Button type="submit">{initial === undefined ? 'Add robot' : 'Save robot'}</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
