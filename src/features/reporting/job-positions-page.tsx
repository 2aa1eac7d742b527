import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { api } from '@/api/browser-client';
import type { JobPosition } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useLocalStore } from '@/lib/local-store';
import { HistoryTable } from './history-table';
import { JobPositionForm } from './job-position-form';
import { emptyJobPositionForm, jobPositionHistory, knownJobPositions } from './job-position-report';
import { KnownRecords } from './known-records';
import { formatDecimal } from './locale-number';
import { AcknowledgementText, SendOutcome } from './send-outcome';
import { useSendReport } from './use-send-report';

/** Which record the form starts from; a new `key` remounts the form so its values are set once. */
interface Draft {
  readonly key: number;
  readonly editing: JobPosition | null;
}

export function JobPositionsPage() {
  const entries = useLocalStore(jobPositionHistory.store);
  const send = useSendReport(jobPositionHistory, (position) => api.jobPosition(position));
  const [draft, setDraft] = useState<Draft>({ key: 0, editing: null });
  const startFrom = (editing: JobPosition | null) => setDraft((d) => ({ key: d.key + 1, editing }));
  // Picking a record (or going back to a new one) clears the answer to the previous send.
  const pick = (editing: JobPosition | null) => {
    send.reset();
    startFrom(editing);
  };
  // A sent position is known from then on; the form starts afresh for the next one.
  const sendAndStartAfresh = (position: JobPosition) =>
    send.mutate(position, { onSuccess: () => startFrom(null) });

  return (
    <>
      <PageHeader
        title="Job positions"
        description="Create or edit a job position of the analytics product: its title and hourly value."
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <JobPositionForm
                key={draft.key}
                initialValues={draft.editing ?? emptyJobPositionForm}
                editing={draft.editing?.title ?? null}
                onCancelEdit={() => pick(null)}
                onSend={sendAndStartAfresh}
                sending={send.isPending}
              />
              <SendOutcome
                error={send.error}
                success={send.data !== undefined && <AcknowledgementText {...send.data} />}
                onRetry={() => {
                  if (send.variables !== undefined) sendAndStartAfresh(send.variables);
                }}
                retrying={send.isPending}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <KnownRecords
              title="Known positions"
              records={knownJobPositions(entries)}
              keyOf={(position) => position.title.toLowerCase()}
              columns={[
                { header: 'Title', cell: (p) => p.title },
                { header: 'Hourly value', cell: (p) => formatDecimal(p.hourValue) },
              ]}
              editLabel={(position) => `Edit job position ${position.title}`}
              onEdit={pick}
            />
          </Grid.Col>
        </Grid>
        <HistoryTable
          title="Job positions sent from this browser"
          history={jobPositionHistory}
          describe={({ payload }) => `${payload.title} · ${formatDecimal(payload.hourValue)} per hour`}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
