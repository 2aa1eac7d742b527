import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { RpaRecord } from '@/api/schemas';
import { executionTimeUnit } from '@/api/spec-gaps';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { WholeNumberField } from './figure-inputs';
import { FillFromQueue } from './fill-from-queue';
import { FiguresFormFooter } from './figures-form-footer';
import { HistoryTable } from './history-table';
import { toLocalInput } from './local-date-time';
import { toWholeNumberInput } from './locale-number';
import { readIdeaId } from './number-fields';
import { ReportPreview } from './report-preview';
import {
  rpaFigureFields,
  rpaFormDefaults,
  rpaFormSchema,
  rpaSchemas,
  sendRpaRecord,
  type RpaFigures,
  type RpaFormInput,
} from './rpa-record';
import { AcknowledgementText } from './send-outcome';
import { useFiguresSend } from './use-figures-send';

// The spec leaves the unit of the time fields open (§2.8); spec-gaps.ts records our choice.
const timeUnit: string = executionTimeUnit;
const timeDescription = `Whole ${executionTimeUnit}, summed over the executions`;

function describeRecord(record: RpaRecord, locale: string) {
  return (
    <Text size="sm">
      Idea {record.ideaId}: {record.successExecutions} success / {record.alertExecutions} alert /{' '}
      {record.errorExecutions} error, {record.successExecutionTime} / {record.alertExecutionTime} /{' '}
      {record.errorExecutionTime} {timeUnit}; processed {formatDateTime(record.processedAt, locale)}
    </Text>
  );
}

export function RpaPage() {
  const locale = useAppLocale();
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => rpaFormSchema(locale), [locale]);
  const form = useForm<RpaFormInput, unknown, RpaRecord>({
    resolver: zodResolver(schema),
    // Read once, when the page opens: the remembered idea id and now as the processing time.
    defaultValues: rpaFormDefaults(),
  });
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

  const fill = (figures: RpaFigures) => {
    for (const field of rpaFigureFields) {
      form.setValue(field, toWholeNumberInput(figures[field]), { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <>
      <PageHeader
        title="RPA executions"
        description="Send the counts and times of robot executions to the analytics product."
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
              aria-label="RPA executions"
            >
              <Stack>
                <WholeNumberField
                  control={control}
                  name="ideaId"
                  label="Idea ID"
                  locale={locale}
                  read={readIdeaId}
                />
                <Title order={2} size="h5">
                  Executions
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <WholeNumberField
                    control={control}
                    name="successExecutions"
                    locale={locale}
                    label="Successful executions"
                  />
                  <WholeNumberField
                    control={control}
                    name="alertExecutions"
                    locale={locale}
                    label="Executions with alert"
                  />
                  <WholeNumberField
                    control={control}
                    name="errorExecutions"
                    locale={locale}
                    label="Executions with error"
                  />
                </SimpleGrid>
                <Title order={2} size="h5">
                  Execution times
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <WholeNumberField
                    control={control}
                    name="successExecutionTime"
                    locale={locale}
                    label={`Success execution time (${timeUnit})`}
                    description={timeDescription}
                  />
                  <WholeNumberField
                    control={control}
                    name="alertExecutionTime"
                    locale={locale}
                    label={`Alert execution time (${timeUnit})`}
                    description={timeDescription}
                  />
                  <WholeNumberField
                    control={control}
                    name="errorExecutionTime"
                    locale={locale}
                    label={`Error execution time (${timeUnit})`}
                    description={timeDescription}
                  />
                </SimpleGrid>
                <FiguresFormFooter
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
          <FillFromQueue onUse={fill} />
        </Grid.Col>
      </Grid>
      <Stack mt="lg">
        <HistoryTable
          title="RPA records sent by the team"
          form="rpa"
          schemas={rpaSchemas}
          describe={(record) => describeRecord(record, locale)}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
