import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { RpaRecord } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { formatDateTime } from '@/lib/format';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import { timeUnitWord } from './execution-time-unit';
import { WholeNumberField } from './figure-inputs';
import { FillFromQueue } from './fill-from-queue';
import { FiguresFormFooter } from './figures-form-footer';
import { HistoryExport } from './history-export';
import { rpaExportFields } from './history-export-fields';
import { HistoryTable } from './history-table';
import { toLocalInput } from './local-date-time';
import { toWholeNumberInput } from './locale-number';
import { readIdeaId } from './number-fields';
import { ReportPreview } from './report-preview';
import {
  rpaFigureFields,
  rpaFormDefaults,
  rpaFormSchema,
  replacedFigures,
  rpaSchemas,
  sendRpaRecord,
  type RpaFigureField,
  type RpaFigures,
  type RpaFormInput,
} from './rpa-record';
import { AcknowledgementText } from './send-outcome';
import { useFiguresSend } from './use-figures-send';

/** A record of the history in a line: figures written the language's way, the idea id as typed. */
function describeRecord(record: RpaRecord, locale: AppLocale, t: Translate) {
  return (
    <Text size="sm">
      {t('reporting.rpa.record', {
        ideaId: String(record.ideaId),
        success: record.successExecutions,
        alert: record.alertExecutions,
        error: record.errorExecutions,
        successTime: record.successExecutionTime,
        alertTime: record.alertExecutionTime,
        errorTime: record.errorExecutionTime,
        unit: timeUnitWord(t),
        processedAt: formatDateTime(record.processedAt, locale),
      })}
    </Text>
  );
}

export function RpaPage() {
  const locale = useAppLocale();
  const t = useT();
  const unit = timeUnitWord(t);
  const timeDescription = t('reporting.rpa.timeDescription', { unit });
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => rpaFormSchema(locale, t), [locale, t]);
  const form = useForm<RpaFormInput, unknown, RpaRecord>({
    resolver: zodResolver(schema),
    // Read once, when the page opens: the remembered idea id and now as the processing time.
    defaultValues: rpaFormDefaults(),
  });
  useErrorsInLanguage(form, schema);
  const { control } = form;
  const send = useFiguresSend(
    'rpa',
    (record: RpaRecord) => sendRpaRecord(record),
    () =>
      // The next record starts with the same idea id, no figures, and now as its processing time.
      form.reset(rpaFormDefaults()),
  );

  const submit = form.handleSubmit((record) => send.submit(record));
  const sendAnyway = form.handleSubmit((record) => send.submit(record, true));
  const setNow = () =>
    form.setValue('processedAt', toLocalInput(new Date()), { shouldDirty: true, shouldValidate: true });

  const figureLabels: Record<RpaFigureField, string> = {
    successExecutions: t('reporting.rpa.successExecutions'),
    alertExecutions: t('reporting.rpa.alertExecutions'),
    errorExecutions: t('reporting.rpa.errorExecutions'),
    successExecutionTime: t('reporting.rpa.successTime', { unit }),
    alertExecutionTime: t('reporting.rpa.alertTime', { unit }),
    errorExecutionTime: t('reporting.rpa.errorTime', { unit }),
  };
  const replaces = (figures: RpaFigures) =>
    replacedFigures(form.getValues(), figures, locale).map(({ field, typed, next }) => ({
      label: figureLabels[field],
      typed,
      next,
    }));

  const fill = (figures: RpaFigures) => {
    for (const field of rpaFigureFields) {
      form.setValue(field, toWholeNumberInput(figures[field]), { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <>
      <PageHeader
        title={t('reporting.rpa.title')}
        description={t('reporting.rpa.description')}
        actions={<HistoryExport form="rpa" schemas={rpaSchemas} fields={rpaExportFields} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <Paper
              withBorder
              p="lg"
              component="form"
              onSubmit={submit}
              noValidate
              aria-label={t('reporting.rpa.form')}
            >
              <Stack>
                <WholeNumberField
                  control={control}
                  name="ideaId"
                  label={t('reporting.ideaId.label')}
                  locale={locale}
                  read={readIdeaId}
                />
                <Title order={2} size="h5">
                  {t('reporting.rpa.executions')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <WholeNumberField
                    control={control}
                    name="successExecutions"
                    locale={locale}
                    label={figureLabels.successExecutions}
                  />
                  <WholeNumberField
                    control={control}
                    name="alertExecutions"
                    locale={locale}
                    label={figureLabels.alertExecutions}
                  />
                  <WholeNumberField
                    control={control}
                    name="errorExecutions"
                    locale={locale}
                    label={figureLabels.errorExecutions}
                  />
                </SimpleGrid>
                <Title order={2} size="h5">
                  {t('reporting.rpa.times')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <WholeNumberField
                    control={control}
                    name="successExecutionTime"
                    locale={locale}
                    label={figureLabels.successExecutionTime}
                    description={timeDescription}
                  />
                  <WholeNumberField
                    control={control}
                    name="alertExecutionTime"
                    locale={locale}
                    label={figureLabels.alertExecutionTime}
                    description={timeDescription}
                  />
                  <WholeNumberField
                    control={control}
                    name="errorExecutionTime"
                    locale={locale}
                    label={figureLabels.errorExecutionTime}
                    description={timeDescription}
                  />
                </SimpleGrid>
                <FiguresFormFooter
                  endpoint="rpaRecord"
                  control={control}
                  processedAt={form.register('processedAt')}
                  processedAtError={form.formState.errors.processedAt?.message}
                  onNow={setNow}
                  send={send}
                  onSendAnyway={() => void sendAnyway()}
                />
              </Stack>
            </Paper>
            <ReportPreview endpoint="rpaRecord" control={control} schema={schema} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <FillFromQueue onUse={fill} replaces={replaces} />
        </Grid.Col>
      </Grid>
      <Stack mt="lg">
        <HistoryTable
          title={t('reporting.rpa.history')}
          form="rpa"
          schemas={rpaSchemas}
          describe={(record) => describeRecord(record, locale, t)}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
