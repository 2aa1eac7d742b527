import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { textLimits } from '@/api/limits';
import type { EntryFormProps } from './entry-form';
import type { RuntimeValues } from './entry-kinds';
import { idField, textField } from './entry-rules';

/**
 * The runtime form's schema. It needs the ids already in the catalog (without the one being edited):
 * the catalog keys on the id, so a second entry with it would be refused by the server anyway, later and
 * less clearly.
 */
export function runtimeFormSchema(takenIds: readonly string[]) {
  return z.object({
    computerId: idField({
      what: 'the Runtime id',
      whenBlank: 'Enter the Runtime id (ID_COMPUTER) your service operator gave you.',
      takenIds,
    }),
    name: textField({
      what: 'The name',
      limit: textLimits.name,
      whenBlank: 'Enter a name to recognise this runtime by.',
    }),
    description: textField({ what: 'The description', limit: textLimits.description }),
  });
}
type RuntimeFormValues = z.infer<ReturnType<typeof runtimeFormSchema>>;

const blankRuntime: RuntimeFormValues = { computerId: '', name: '', description: '' };

export function RuntimeForm({
  initial,
  takenIds,
  submitLabel,
  onSubmit,
  onCancel,
  handle,
}: EntryFormProps<RuntimeValues>) {
  const form = useForm<RuntimeFormValues>({
    resolver: zodResolver(runtimeFormSchema(takenIds)),
    defaultValues: initial ?? blankRuntime,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useImperativeHandle(
    handle,
    () => ({
      hasChanges: () => isDirty,
      replace: (values, asSaved) => form.reset(values, { keepDefaultValues: !asSaved }),
      refuseId: (message) => form.setError('computerId', { message }, { shouldFocus: true }),
    }),
    [isDirty, form],
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput
          label="Runtime id"
          description="ID_COMPUTER: the machine that runs robots, as the service knows it"
          required
          data-autofocus
          error={errors.computerId?.message}
          {...form.register('computerId')}
        />
        <TextInput label="Name" required error={errors.name?.message} {...form.register('name')} />
        <Textarea
          label="Description"
          rows={2}
          error={errors.description?.message}
          {...form.register('description')}
        />
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
  );
}
