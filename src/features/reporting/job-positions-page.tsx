import { Grid, Stack } from '@mantine/core';
import { api } from '@/api/browser-client';
import type { Acknowledgement, JobPosition } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useAppLocale } from '@/lib/locale';
import { useLocalStore } from '@/lib/local-store';
import { HistoryTable } from './history-table';
import { JobPositionForm } from './job-position-form';
import {
  emptyJobPositionForm,
  jobPositionFormFrom,
  jobPositionHistory,
  knownJobPositions,
} from './job-position-report';
import { KnownRecords } from './known-records';
import { nameKey } from './latest-by-name';
import { formatDecimal } from './locale-number';
import { AcknowledgementText, SendOutcome } from './send-outcome';
import { useRecordDraft } from './use-record-draft';
import { useSendReport } from './use-send-report';

export function JobPositionsPage() {
  const entries = useLocalStore(jobPositionHistory.store);
  const send = useSendReport(jobPositionHistory, (position) => api.jobPosition(position));
  const draft = useRecordDraft<JobPosition, JobPosition, Acknowledgement>(send);
  const locale = useAppLocale();
  const known = knownJobPositions(entries);

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
              known={known}
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
          title="Job positions sent from this browser"
          history={jobPositionHistory}
          describe={({ payload }) =>
            `${payload.title} · ${formatDecimal(payload.hourValue, locale)} per hour`
          }
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
