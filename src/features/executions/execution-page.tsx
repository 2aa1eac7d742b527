import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { executionResultQuery } from '@/api/execution-queries';
import { hasEnded } from '@/api/spec-gaps';
import { journalEntryQuery } from '@/api/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useNow } from '@/lib/use-now';
import { ExecutionActions, ExecutionHeadline } from './execution-header';
import { ExecutionInputs } from './execution-inputs';
import { ExecutionLogs } from './execution-logs';
import { addressProblem, NotAnExecution, NotLoaded } from './execution-not-loaded';
import { ExecutionSummary } from './execution-summary';
import { PollStatus } from './poll-status';
import { ReturnValue } from './return-value';

/** The live view of one execution; works as a deep link, in the journal or not. */
export function ExecutionPage() {
  const { computerId = '', executionId = '' } = useParams();
  const problem = addressProblem(computerId, executionId);
  if (problem !== undefined) return <NotAnExecution problem={problem} />;
  return <ExecutionView computerId={computerId} executionId={executionId} />;
}

function ExecutionView({ computerId, executionId }: { computerId: string; executionId: string }) {
  const query = useQuery(executionResultQuery(computerId, executionId));
  // Who started it, when and with what: the team's journal, read once (it does not change while it runs).
  const journal = useQuery(journalEntryQuery(computerId, executionId));
  const entry = journal.data;
  const ended = query.data !== undefined && hasEnded(query.data);
  const now = useNow(query.data !== undefined && !ended);
  const inputs = entry !== null && entry !== undefined && <ExecutionInputs entry={entry} />;

  return (
    <Stack gap="md">
      <PageHeader
        title={`Execution ${executionId}`}
        description={<ExecutionHeadline computerId={computerId} entry={entry} />}
        actions={
          <ExecutionActions
            computerId={computerId}
            executionId={executionId}
            entry={entry}
            refreshing={query.isFetching && !query.isPending}
            onRefresh={() => {
              void query.refetch();
              void journal.refetch();
            }}
          />
        }
      />
      {journal.isError && (
        <QueryErrorAlert
          title="Who started this execution could not be read"
          error={journal.error}
          onRetry={() => journal.refetch()}
        />
      )}
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the execution" />
        </Center>
      ) : query.data === undefined ? (
        <>
          <NotLoaded
            error={query.error}
            onRetry={() => query.refetch()}
            computerId={computerId}
            entry={entry ?? undefined}
          />
          {inputs}
        </>
      ) : (
        <>
          <PollStatus computerId={computerId} executionId={executionId} query={query} now={now} />
          <ExecutionSummary result={query.data} now={now} />
          {inputs}
          <ReturnValue value={query.data.returnValue} ended={ended} />
          <ExecutionLogs logs={query.data.logs} />
        </>
      )}
    </Stack>
  );
}
