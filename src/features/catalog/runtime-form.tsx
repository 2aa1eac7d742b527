import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, type Ref } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { textLimits } from '@/api/limits';
import type { Runtime } from '@/lib/catalog';
import type { UnsavedChanges } from './catalog-section';
import { idField, textField } from './entry-rules';

/**
 * The runtime form's schema. It needs the ids already in the catalog (without the one being edited) so
 * that a second entry cannot silently replace the first: `upsertRuntime` keys on the id.
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

export function RuntimeForm({
  initial,
  takenIds,
  onSubmit,
  onCancel,
  changes,
}: {
  initial: Runtime | undefined;
  takenIds: readonly string[];
  onSubmit: (runtime: Runtime) => void;
  onCancel: () => void;
  changes: Ref<UnsavedChanges>;
}) {
  const form = useForm<RuntimeFormValues>({
    resolver: zodResolver(runtimeFormSchema(takenIds)),
    defaultValues: initial ?? { computerId: '', name: '', description: '' },
  });
  const { errors, isDirty } = form.formState;
  useImperativeHandle(changes, () => ({ hasChanges: () => isDirty }), [isDirty]);

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
          <Button type="submit">{initial === undefined ? 'Add runtime' : 'Save runtime'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
