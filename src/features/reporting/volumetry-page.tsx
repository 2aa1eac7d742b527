import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { VolumetryRecord } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { formatDateTime } from '@/lib/format';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import { WholeNumberField } from './figure-inputs';
import { FiguresFormFooter } from './figures-form-footer';
import { HistoryExport } from './history-export';
import { volumetryExportFields } from './history-export-fields';
import { HistoryTable } from './history-table';
import { toLocalInput } from './local-date-time';
import { readIdeaId } from './number-fields';
import { ReportPreview } from './report-preview';
import { AcknowledgementText } from './send-outcome';
import { useFiguresSend } from './use-figures-send';
import {
  sendVolumetryRecord,
  volumetryFormDefaults,
  volumetryFormSchema,
  volumetrySchemas,
  type VolumetryFormInput,
} from './volumetry-record';

/** A record of the history in a line: figures written the language's way, the idea id as typed. */
function describeRecord(record: VolumetryRecord, locale: AppLocale, t: Translate) {
  return (
    <Text size="sm">
      {t('reporting.volumetry.record', {
        ideaId: String(record.ideaId),
        success: record.successExecutions,
        alert: record.alertExecutions,
        error: record.errorExecutions,
        processedAt: formatDateTime(record.processedAt, locale),
      })}
    </Text>
  );
}

export function VolumetryPage() {
  const locale = useAppLocale();
  const t = useT();
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => volumetryFormSchema(locale, t), [locale, t]);
  const form = useForm<VolumetryFormInput, unknown, VolumetryRecord>({
    resolver: zodResolver(schema),
    // Read once, when the page opens: the remembered idea id and now as the processing time.
    defaultValues: volumetryFormDefaults(),
  });
  useErrorsInLanguage(form, schema);
  const { control } = form;
  const send = useFiguresSend(
    'volumetry',
    (record: VolumetryRecord) => sendVolumetryRecord(record),
    () =>
      // The next record starts with the same idea id, no figures, and now as its processing time.
      form.reset(volumetryFormDefaults()),
  );

  const submit = form.handleSubmit((record) => send.submit(record));
  const sendAnyway = form.handleSubmit((record) => send.submit(record, true));
  const setNow = () =>
    form.setValue('processedAt', toLocalInput(new Date()), { shouldDirty: true, shouldValidate: true });

  return (
    <>
      <PageHeader
        title={t('reporting.volumetry.title')}
        description={t('reporting.volumetry.description')}
        actions={<HistoryExport form="volumetry" schemas={volumetrySchemas} fields={volumetryExportFields} />}
      />
      <Stack gap="lg" maw={880}>
        <Paper
          withBorder
          p="lg"
          component="form"
          onSubmit={submit}
          noValidate
          aria-label={t('reporting.volumetry.form')}
        >
          <Stack>
            <WholeNumberField
              control={control}
              name="ideaId"
              label={t('reporting.ideaId.label')}
              locale={locale}
              read={readIdeaId}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <WholeNumberField
                control={control}
                name="successExecutions"
                locale={locale}
                label={t('reporting.volumetry.successDocuments')}
              />
              <WholeNumberField
                control={control}
                name="alertExecutions"
                locale={locale}
                label={t('reporting.volumetry.alertDocuments')}
              />
              <WholeNumberField
                control={control}
                name="errorExecutions"
                locale={locale}
                label={t('reporting.volumetry.errorDocuments')}
              />
            </SimpleGrid>
            <FiguresFormFooter
              endpoint="volumetryRecord"
              control={control}
              processedAt={form.register('processedAt')}
              processedAtError={form.formState.errors.processedAt?.message}
              onNow={setNow}
              send={send}
              onSendAnyway={() => void sendAnyway()}
            />
          </Stack>
        </Paper>
        <ReportPreview endpoint="volumetryRecord" control={control} schema={schema} />
        <HistoryTable
          title={t('reporting.volumetry.history')}
          form="volumetry"
          schemas={volumetrySchemas}
          describe={(record) => describeRecord(record, locale, t)}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
