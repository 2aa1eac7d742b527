import { Center, Loader, Stack } from '@mantine/core';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { executionKeys, executionResultQuery } from '@/data/execution-queries';
import { hasEnded, isQueued } from '@/api/spec-gaps';
import { useJournalRefetchInterval } from '@/data/use-live-journal';
import type { JournalEntry } from '@/api/workspace/journal';
import { journalEntryQuery } from '@/data/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { ExecutionActions, ExecutionHeadline } from './execution-header';
import { addressProblem, NotAnExecution } from './execution-not-loaded';
import { JournalExecution } from './journal-execution';
import { ProxiedExecution } from './proxied-execution';

/** The live view of one execution; works as a deep link, in the journal or not. */
export function ExecutionPage() {
  const { computerId = '', executionId = '' } = useParams();
  const problem = addressProblem(computerId, executionId);
  if (problem !== undefined) return <NotAnExecution problem={problem} />;
  return <ExecutionView computerId={computerId} executionId={executionId} />;
}

/**
 * An execution in the team's journal is followed by the server, whose live stream keeps the journal entry
 * in the cache up to date: the page reads nothing from the service itself. One outside the journal (a
 * deep link to someone else's run) is read through the proxy until it ends, as before.
 */
function ExecutionView({ computerId, executionId }: { computerId: string; executionId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const fallbackMs = useJournalRefetchInterval();
  const journal = useQuery({
    ...journalEntryQuery(computerId, executionId),
    // Only while the live stream is down, and only until it ends.
    refetchInterval: (query) => (query.state.data?.ended === false ? fallbackMs : false),
  });
  const entry = journal.data;
  const resultKey = executionKeys.result(computerId, executionId);
  const readingResult = useIsFetching({ queryKey: resultKey }) > 0;
  // What the page last read of an execution outside the journal (ProxiedExecution reads it; this only
  // looks), for "Delete" to be offered while it is queued.
  const proxiedQueued = useQuery({
    ...executionResultQuery(computerId, executionId),
    enabled: false,
    select: (result) => !hasEnded(result) && isQueued(result.status),
  }).data;
  // A one-off read through the proxy (the server records what it says in the journal), or, for an
  // execution outside the journal, its next poll now.
  const refresh = async () => {
    if (entry == null) {
      await queryClient.invalidateQueries({ queryKey: resultKey });
      return;
    }
    await queryClient
      .query({ ...executionResultQuery(computerId, executionId), staleTime: 0 })
      .catch(() => undefined);
    await journal.refetch();
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('executions.title', { id: executionId })}
        description={<ExecutionHeadline computerId={computerId} entry={entry} />}
        actions={
          <ExecutionActions
            computerId={computerId}
            executionId={executionId}
            entry={entry}
            queued={entry == null ? proxiedQueued === true : isQueuedEntry(entry)}
            refreshing={readingResult || (journal.isFetching && !journal.isPending)}
            onRefresh={() => void refresh()}
          />
        }
      />
      {journal.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('executions.loading')} />
        </Center>
      ) : entry == null || journal.isError ? (
        <>
          {journal.isError && (
            <QueryErrorAlert
              title={t('executions.journalError')}
              error={journal.error}
              onRetry={() => journal.refetch()}
            />
          )}
          <ProxiedExecution computerId={computerId} executionId={executionId} entry={entry ?? null} />
        </>
      ) : (
        <JournalExecution entry={entry} />
      )}
    </Stack>
  );
}

/** Last seen waiting in the queue: the only state in which it can be deleted. */
function isQueuedEntry(entry: JournalEntry): boolean {
  return entry.deletedAt === null && !entry.ended && entry.status !== null && isQueued(entry.status);
}
