import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { executionResultQuery } from '@/data/execution-queries';
import { hasEnded } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace/journal';
import { useT } from '@/i18n/i18n-provider';
import { useNow } from '@/lib/use-now';
import { ExecutionLogs } from './execution-logs';
import { NotLoaded } from './execution-not-loaded';
import { ExecutionSummary } from './execution-summary';
import { FailureSummary } from './failure-summary';
import { PollStatus } from './poll-status';
import { ReturnValue } from './return-value';

/**
 * An execution the team's journal does not hold (or cannot be read now), read through the proxy on the
 * polling policy until it ends; "Track in queue" hands it to the server, which then follows it for all.
 * The page's Refresh reads it again at once (the query's key is `executionKeys.result`).
 */
export function ProxiedExecution({
  computerId,
  executionId,
  entry,
}: {
  computerId: string;
  executionId: string;
  entry: JournalEntry | null;
}) {
  const t = useT();
  const query = useQuery(executionResultQuery(computerId, executionId));
  const ended = query.data !== undefined && hasEnded(query.data);
  const now = useNow(query.data !== undefined && !ended);

  return (
    <>
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('executions.loading')} />
        </Center>
      ) : query.data === undefined ? (
        <NotLoaded
          error={query.error}
          onRetry={() => query.refetch()}
          computerId={computerId}
          entry={entry ?? undefined}
        />
      ) : (
        <>
          <FailureSummary result={query.data} />
          <PollStatus computerId={computerId} executionId={executionId} query={query} now={now} />
          <ExecutionSummary result={query.data} now={now} />
          <ReturnValue value={query.data.returnValue} ended={ended} executionId={executionId} />
          <ExecutionLogs logs={query.data.logs} executionId={executionId} />
        </>
      )}
    </>
  );
}
