import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, useMemo } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import type { EntryFormProps } from './entry-form-props';
import type { EntryKindKey, RobotValues, RuntimeValues } from './entry-kinds';
import {
  documentsFields,
  robotFormSchema,
  runtimeFormSchema,
  type EntryFormValues,
} from './entry-form-schema';
import { RobotFigureFields } from './robot-figure-fields';
import { VariableTemplateFields } from './variable-template-fields';

const blank: EntryFormValues = {
  id: '',
  name: '',
  description: '',
  variables: [],
  ideaId: '',
  documents: 'none',
  documentsPath: '',
  manualMinutes: '',
};

/** What tells the Runtime's form from the robot's: the words, the schema and the robot's variables. */
export interface EntryFormKind<V> {
  /** Its sentences are the words `catalog.runtime.*` or `catalog.robot.*`. */
  readonly key: EntryKindKey;
  readonly schema: (takenIds: readonly string[], t: Translate) => z.ZodType<V, EntryFormValues>;
  /** The form's own copy of an entry's values (its variable rows are edited in place). */
  readonly toForm: (values: V) => EntryFormValues;
  /** A robot's template of input variables. */
  readonly withVariables: boolean;
}

export const runtimeForm: EntryFormKind<RuntimeValues> = {
  key: 'runtime',
  schema: runtimeFormSchema,
  toForm: ({ computerId, name, description }) => ({ ...blank, id: computerId, name, description }),
  withVariables: false,
};

export const robotForm: EntryFormKind<RobotValues> = {
  key: 'robot',
  schema: robotFormSchema,
  toForm: ({ robotId, name, description, variables, ideaId, documentsFrom, manualMinutes }) => ({
    id: robotId,
    name,
    description,
    variables: variables.map((variable) => ({ ...variable })),
    ideaId: ideaId === null ? '' : String(ideaId),
    ...documentsFields(documentsFrom),
    manualMinutes: manualMinutes === null ? '' : String(manualMinutes),
  }),
  withVariables: true,
};

/** The form of a catalog entry, in its dialog: new, or an edit of the entry as saved. */
export function EntryForm<V>({
  kind,
  initial,
  takenIds,
  submitLabel,
  onSubmit,
  onCancel,
  handle,
}: EntryFormProps<V> & { readonly kind: EntryFormKind<V> }) {
  const t = useT();
  const schema = useMemo(() => kind.schema(takenIds, t), [kind, takenIds, t]);
  const form = useForm<EntryFormValues, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: initial === undefined ? blank : kind.toForm(initial),
  });
  useErrorsInLanguage(form, schema);
  const { errors, isDirty, isSubmitting } = form.formState;
  useImperativeHandle(
    handle,
    () => ({
      hasChanges: () => isDirty,
      replace: (values, asSaved) => form.reset(kind.toForm(values), { keepDefaultValues: !asSaved }),
      refuseId: (message) => form.setError('id', { message }, { shouldFocus: true }),
    }),
    [isDirty, form, kind],
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t(`catalog.${kind.key}.id`)}
            description={t(`catalog.${kind.key}.idHint`)}
            required
            data-autofocus
            error={errors.id?.message}
            {...form.register('id')}
          />
          <TextInput
            label={t('catalog.form.name')}
            description={t('catalog.form.upTo', { max: textLimits.name })}
            required
            error={errors.name?.message}
            // The entry's name, not the operator's: no autofill.
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
          {kind.withVariables && <VariableTemplateFields />}
          {kind.withVariables && <RobotFigureFields />}
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
