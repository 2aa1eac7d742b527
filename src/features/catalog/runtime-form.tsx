import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, useMemo } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import type { EntryFormProps } from './entry-form';
import type { RuntimeValues } from './entry-kinds';
import { formFields } from './entry-rules';

/**
 * The runtime form's schema. It needs the ids already in the catalog (without the one being edited):
 * the catalog keys on the id, so a second entry with it would be refused by the server anyway, later and
 * less clearly.
 */
function runtimeFormSchema(takenIds: readonly string[], t: Translate) {
  const fields = formFields('runtime', takenIds, t);
  return z.object({ computerId: fields.id, name: fields.name, description: fields.description });
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
  const t = useT();
  const schema = useMemo(() => runtimeFormSchema(takenIds, t), [takenIds, t]);
  const form = useForm<RuntimeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? blankRuntime,
  });
  useErrorsInLanguage(form, schema);
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
          label={t('catalog.runtime.id')}
          description={t('catalog.runtime.idHint')}
          required
          data-autofocus
          error={errors.computerId?.message}
          {...form.register('computerId')}
        />
        <TextInput
          label={t('catalog.form.name')}
          description={t('catalog.form.upTo', { max: textLimits.name })}
          required
          error={errors.name?.message}
          // The Runtime's name, not the operator's: no autofill.
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
  );
}
