import { Fieldset, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import { documentsChoices, type EntryFormValues } from './entry-form-schema';

const choiceWords = {
  none: 'catalog.figures.documentsNone',
  execution: 'catalog.figures.documentsExecution',
  path: 'catalog.figures.documentsPath',
} as const;

/**
 * What a robot tells the analytics product (issue 36): the idea it works for, how an execution's
 * documents are counted, and a person's minutes for one execution's work. All optional.
 */
export function RobotFigureFields() {
  const t = useT();
  const form = useFormContext<EntryFormValues>();
  const documents = useWatch({ control: form.control, name: 'documents' });
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('catalog.figures.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('catalog.figures.intro')}
        </Text>
        <TextInput
          label={t('catalog.figures.ideaId')}
          description={t('catalog.figures.ideaIdHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.ideaId?.message}
          {...form.register('ideaId')}
        />
        <NativeSelect
          label={t('catalog.figures.documents')}
          data={documentsChoices.map((choice) => ({ value: choice, label: t(choiceWords[choice]) }))}
          {...form.register('documents')}
        />
        {documents === 'path' && (
          <TextInput
            label={t('catalog.figures.documentsPathLabel')}
            description={t('catalog.figures.documentsPathHint')}
            required
            autoComplete="off"
            error={errors.documentsPath?.message}
            {...form.register('documentsPath')}
          />
        )}
        <TextInput
          label={t('catalog.figures.manualMinutes')}
          description={t('catalog.figures.manualMinutesHint')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.manualMinutes?.message}
          {...form.register('manualMinutes')}
        />
      </Stack>
    </Fieldset>
  );
}
