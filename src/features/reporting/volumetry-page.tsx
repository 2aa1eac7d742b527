import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { VolumetryRecord } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { WholeNumberField } from './figure-inputs';
import { FiguresFormFooter } from './figures-form-footer';
import { HistoryTable } from './history-table';
import { toLocalInput } from './local-date-time';
import { AcknowledgementText } from './send-outcome';
import { useFiguresSend } from './use-figures-send';
import {
  sendVolumetryRecord,
  volumetryFormDefaults,
  volumetryFormSchema,
  volumetryHistory,
  type VolumetryFormInput,
} from './volumetry-record';

function describeRecord(record: VolumetryRecord) {
  return (
    <Text size="sm">
      Idea {record.ideaId}: {record.successExecutions} success / {record.alertExecutions} alert /{' '}
      {record.errorExecutions} error documents; processed {formatDateTime(record.processedAt)}
    </Text>
  );
}

export function VolumetryPage() {
  const form = useForm<VolumetryFormInput, unknown, VolumetryRecord>({
    resolver: zodResolver(volumetryFormSchema),
    // Read once, when the page opens: the remembered idea id and now as the processing time.
    defaultValues: volumetryFormDefaults(),
  });
  const { control } = form;
  const send = useFiguresSend(
    volumetryHistory,
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
        title="Document volumetry"
        description="Send how many documents the robots processed to the analytics product."
      />
      <Stack gap="lg" maw={880}>
        <Paper
          withBorder
          p="lg"
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="Document volumetry"
        >
          <Stack>
            <WholeNumberField control={control} name="ideaId" label="Idea ID" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <WholeNumberField
                control={control}
                name="successExecutions"
                label="Documents processed successfully"
              />
              <WholeNumberField control={control} name="alertExecutions" label="Documents with alert" />
              <WholeNumberField control={control} name="errorExecutions" label="Documents with error" />
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
        <HistoryTable
          title="Volumetry records sent from this browser"
          history={volumetryHistory}
          describe={(entry) => describeRecord(entry.payload)}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
