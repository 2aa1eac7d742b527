import { Alert, Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { JournalEntry } from '@/api/workspace';
import { errorMessage } from '@/lib/error-message';
import { deleteFailureMessage, useDeleteExecutions, type DeleteOutcome } from './use-delete-executions';

export interface DeleteRequest {
  readonly targets: readonly JournalEntry[];
  /** Selected rows that are not queued: named in the dialog, never sent. */
  readonly skipped: number;
}

// Execution ids may be long and without spaces: they wrap instead of widening the dialog.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Asks before endpoint 7 runs, names what will be deleted, and keeps the outcome in view when
 * something failed (a successful delete closes it and says so in a notification).
 */
export function DeleteDialog({ request, onClose }: { request: DeleteRequest | null; onClose: () => void }) {
  const deletion = useDeleteExecutions();
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  // The dialog fades out after `request` is cleared: keep showing the last request meanwhile, so it
  // does not flash "Delete 0 queued executions?" on its way out.
  const [lastRequest, setLastRequest] = useState(request);
  if (request !== null && request !== lastRequest) setLastRequest(request);
  const targets = (request ?? lastRequest)?.targets ?? [];
  const single = targets.length === 1 ? targets[0] : undefined;

  const close = () => {
    deletion.reset();
    setOutcome(null);
    onClose();
  };

  const confirm = async () => {
    try {
      const result = await deletion.mutateAsync(targets);
      if (result.deleted.length > 0) {
        notifications.show({
          color: 'teal',
          title: 'Deleted',
          message: (
            <Text span size="sm" style={wrapAnywhere}>
              {single === undefined
                ? `${plural(result.deleted.length, 'queued execution was', 'queued executions were')} deleted.`
                : `Execution ${single.executionId} was deleted from the queue.`}
            </Text>
          ),
        });
      }
      if (result.failed.length === 0) close();
      else setOutcome(result);
    } catch {
      // Shown below from `deletion.error`; a lost session is handled app-wide.
    }
  };

  const title =
    single === undefined
      ? `Delete ${plural(targets.length, 'queued execution', 'queued executions')}?`
      : 'Delete queued execution?';

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack>
        {outcome === null ? (
          <>
            <Text size="sm">
              {single === undefined
                ? 'These executions will be removed from the queue and will not run:'
                : 'This execution will be removed from the queue and will not run:'}
            </Text>
            <List size="sm" spacing={4}>
              {targets.map((e) => (
                <List.Item key={`${e.computerId}/${e.executionId}`} style={wrapAnywhere}>
                  <Code>{e.executionId}</Code> on {e.computerId}
                  {e.robotId === null ? '' : ` (${e.robotId})`}
                </List.Item>
              ))}
            </List>
            {request !== null && request.skipped > 0 && (
              <Text size="sm" c="dimmed">
                {plural(request.skipped, 'selected execution is', 'selected executions are')} not queued and
                will be skipped.
              </Text>
            )}
          </>
        ) : (
          <Alert color="red" role="alert" title="Some executions could not be deleted">
            <Text size="sm">
              {outcome.deleted.length > 0 &&
                `${plural(outcome.deleted.length, 'execution was', 'executions were')} deleted. `}
              {plural(outcome.failed.length, 'execution was', 'executions were')} not:
            </Text>
            <List size="sm" spacing={4} mt={4}>
              {outcome.failed.map((failure) => (
                <List.Item key={failure.execution.executionId} style={wrapAnywhere}>
                  {deleteFailureMessage(failure)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {deletion.error !== null && (
          <Alert color="red" role="alert" title="Delete failed">
            {errorMessage(deletion.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {outcome === null ? (
            <>
              <Button variant="default" onClick={close} disabled={deletion.isPending}>
                Cancel
              </Button>
              <Button color="red" onClick={() => void confirm()} loading={deletion.isPending}>
                {single === undefined ? `Delete ${targets.length}` : 'Delete'}
              </Button>
            </>
          ) : (
            <Button onClick={close}>Close</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
