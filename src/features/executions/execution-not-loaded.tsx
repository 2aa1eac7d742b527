import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { idProblem, type IdProblem } from '@/api/ids';
import type { JournalEntry } from '@/api/workspace/journal';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT, Words } from '@/i18n/i18n-provider';
import { formatDateTime } from '@/lib/format';
import { idProblemWords, type IdKind } from '@/i18n/id-words';
import { pages } from '@/lib/pages';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

interface AddressProblem {
  readonly kind: IdKind;
  readonly problem: IdProblem;
}

/** Why an address cannot name an execution (the one id rule of ids.ts), or `undefined` when it can. */
export function addressProblem(computerId: string, executionId: string): AddressProblem | undefined {
  const runtime = idProblem(computerId);
  if (runtime !== undefined) return { kind: 'runtime', problem: runtime };
  const execution = idProblem(executionId);
  if (execution !== undefined) return { kind: 'execution', problem: execution };
  return undefined;
}

/**
 * An address whose ids cannot work (mistyped or cut-and-pasted into the address bar): said at once,
 * instead of asking the service and reporting "no such endpoint".
 */
export function NotAnExecution({ problem }: { problem: AddressProblem }) {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeader title={t('executions.address.title')} />
      <Alert color="yellow" title={t('executions.address.alert')} role="alert">
        <Text size="sm" style={wrapAnywhere}>
          <Words
            id="executions.address.text"
            values={{
              problem: idProblemWords(problem.problem, problem.kind, t),
              queue: (
                <Anchor component={Link} to={pages.queue} underline="always" size="sm">
                  {t('executions.address.queue')}
                </Anchor>
              ),
            }}
          />
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
  const t = useT();
  if (isApiError(error) && error.status === 404 && entry?.deletedAt != null) {
    return <DeletedAlert entry={entry} deletedAt={entry.deletedAt} computerId={computerId} />;
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="yellow" title={t('executions.notFound.title')} role="alert">
        <Text size="sm" style={wrapAnywhere}>
          {t('executions.notFound.text', { runtime: computerId })}
        </Text>
      </Alert>
    );
  }
  return <QueryErrorAlert title={t('executions.readError')} error={error} onRetry={onRetry} />;
}

/** Who deleted it from the queue, and when: its Runtime no longer has it. */
export function DeletedAlert({
  entry,
  deletedAt,
  computerId,
}: {
  entry: JournalEntry;
  deletedAt: number;
  computerId: string;
}) {
  const t = useT();
  return (
    <Alert color="gray" title={t('executions.deleted.title')} role="alert">
      <Text size="sm" style={wrapAnywhere}>
        {t('executions.deleted.text', {
          who: entry.deletedBy ?? t('executions.deleted.someone'),
          when: formatDateTime(deletedAt),
          runtime: computerId,
        })}
      </Text>
    </Alert>
  );
}
