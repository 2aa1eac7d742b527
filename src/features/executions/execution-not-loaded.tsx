import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { idProblem, idProblemMessage } from '@/api/ids';
import type { JournalEntry } from '@/api/workspace';
import { formatDateTime } from '@/lib/format';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** Why an address cannot name an execution (the one id rule of ids.ts), or `undefined` when it can. */
export function addressProblem(computerId: string, executionId: string): string | undefined {
  const runtime = idProblem(computerId);
  if (runtime !== undefined) return idProblemMessage(runtime, 'the Runtime ID');
  const execution = idProblem(executionId);
  if (execution !== undefined) return idProblemMessage(execution, 'the execution ID');
  return undefined;
}

/**
 * An address whose ids cannot work (mistyped or cut-and-pasted into the address bar): said at once,
 * instead of asking the service and reporting "no such endpoint".
 */
export function NotAnExecution({ problem }: { problem: string }) {
  return (
    <Stack gap="md">
      <PageHeader title="Not an execution address" />
      <Alert color="yellow" title="This address does not name an execution" role="alert">
        <Text size="sm" style={wrapAnywhere}>
          {problem} Open the execution from{' '}
          <Anchor component={Link} to="/queue" underline="always" size="sm">
            the queue
          </Anchor>
          , or track it there by its Runtime and execution id.
        </Text>
      </Alert>
    </Stack>
  );
}

/**
 * A result that could not be read: not found (deleted while queued, or mistyped ids), or an error. The
 * journal, when it holds the execution, says who deleted it.
 */
export function NotLoaded({
  error,
  onRetry,
  computerId,
  entry,
}: {
  error: unknown;
  onRetry: () => unknown;
  computerId: string;
  entry?: JournalEntry | undefined;
}) {
  if (isApiError(error) && error.status === 404 && entry?.deletedAt != null) {
    return (
      <Alert color="gray" title="Deleted from the queue" role="alert">
        <Text size="sm" style={wrapAnywhere}>
          {entry.deletedBy ?? 'An operator'} deleted this execution on {formatDateTime(entry.deletedAt)},
          before it started. Runtime {computerId} no longer has it.
        </Text>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="yellow" title="Execution not found" role="alert">
        <Text size="sm" style={wrapAnywhere}>
          Runtime {computerId} has no execution with this id. It may have been deleted while queued, or the
          ids may be mistyped.
        </Text>
      </Alert>
    );
  }
  return <QueryErrorAlert title="The execution could not be read" error={error} onRetry={onRetry} />;
}
