import { Grid, Stack } from '@mantine/core';
import { api } from '@/api/browser-client';
import type { Acknowledgement, JobPosition } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useAppLocale } from '@/lib/locale';
import { HistoryTable } from './history-table';
import { JobPositionForm } from './job-position-form';
import {
  emptyJobPositionForm,
  jobPositionFormFrom,
  jobPositionSchemas,
  knownJobPositions,
  type KnownJobPosition,
} from './job-position-report';
import { KnownRecords } from './known-records';
import { formatDecimal } from './locale-number';
import { nameKey } from './name-key';
import { useKnownRecords } from './report-history';
import { AcknowledgementText, SendOutcome } from './send-outcome';
import { useRecordDraft } from './use-record-draft';
import { useSendReport } from './use-send-report';

export function JobPositionsPage() {
  const knownQuery = useKnownRecords('job-positions');
  const send = useSendReport('job-positions', (position: JobPosition) => api.jobPosition(position));
  const draft = useRecordDraft<KnownJobPosition, JobPosition, Acknowledgement>(send);
  const locale = useAppLocale();
  const known = knownQuery.data === undefined ? undefined : knownJobPositions(knownQuery.data);

  return (
    <>
      <PageHeader
        title="Job positions"
        description="Create or edit a job position of the analytics product: its title and hourly value."
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <JobPositionForm
              key={draft.key}
              initialValues={
                draft.editing === null ? emptyJobPositionForm : jobPositionFormFrom(draft.editing, locale)
              }
              editing={draft.editing?.title ?? null}
              known={known ?? []}
              locale={locale}
              onCancelEdit={() => draft.pick(null)}
              onSend={(position) => void draft.send(position)}
              sending={send.isPending}
              outcome={
                <SendOutcome
                  error={send.error}
                  success={send.data !== undefined && <AcknowledgementText {...send.data} />}
                  sending={send.isPending}
                />
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <KnownRecords
              title="Known positions"
              records={known}
              error={knownQuery.error}
              onRetry={() => knownQuery.refetch()}
              keyOf={(position) => nameKey(position.title)}
              columns={[
                { header: 'Title', cell: (p) => p.title },
                { header: 'Hourly value', cell: (p) => formatDecimal(p.hourValue, locale) },
              ]}
              editLabel={(position) => `Edit job position ${position.title}`}
              onEdit={draft.pick}
            />
          </Grid.Col>
        </Grid>
        <HistoryTable
          title="Job positions sent by the team"
          form="job-positions"
          schemas={jobPositionSchemas}
          describe={(payload) => `${payload.title} · ${formatDecimal(payload.hourValue, locale)} per hour`}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
