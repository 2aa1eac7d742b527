import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { api } from '@/data/browser-client';
import { executionKeys } from '@/data/execution-queries';
import { workspaceKeys } from '@/data/workspace-client';
import { useT, Words, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** Why the delete was refused, in the operator's words: 409 it has started since, 404 it is gone. */
function refusalWords(error: unknown, t: Translate): string {
  if (isApiError(error) && error.status === 409) return t('executions.delete.started');
  if (isApiError(error) && error.status === 404) return t('executions.delete.gone');
  return errorMessage(error, t);
}

/**
 * "Delete", offered while the execution waits in the queue: asks first, then sends endpoint 7 through
 * our server (as the queue does), which records in the team's journal who deleted it and when. The page
 * then reads the journal again and says so.
 */
export function DeleteExecutionButton({
  computerId,
  executionId,
  robotId,
  offered,
}: {
  computerId: string;
  executionId: string;
  robotId: string | null;
  /**
   * Whether it is queued. The dialog stays while it is open, so that "it has started meanwhile" is read
   * even once the page knows it has.
   */
  offered: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const deletion = useMutation({
    mutationFn: async () => {
      try {
        await api.deleteExecution({ computerId, executionId });
      } catch (error) {
        // It left the queue: read once through the proxy, which records what it is now in the journal.
        if (isApiError(error) && error.status === 409) {
          await api.executionResult({ computerId, executionId }).catch(() => undefined);
        }
        throw error;
      }
      // A read of it under way would answer what it was before the delete.
      await queryClient.cancelQueries({ queryKey: executionKeys.result(computerId, executionId) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() }),
        queryClient.invalidateQueries({ queryKey: executionKeys.result(computerId, executionId) }),
      ]),
    onSuccess: () => {
      setOpened(false);
      notices.show({
        color: 'teal',
        title: t('executions.delete.done'),
        message: (
          <Text span size="sm" style={wrapAnywhere}>
            {t('executions.delete.doneText', { id: executionId })}
          </Text>
        ),
      });
    },
  });
  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    setOpened(false);
  };

  return (
    <>
      {offered && (
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          {t('executions.delete.button')}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('executions.delete.title')}
        centered
        closeOnEscape={!deletion.isPending}
      >
        <Stack>
          <Text size="sm" style={wrapAnywhere}>
            {robotId === null ? (
              <Words
                id="executions.delete.text"
                values={{ id: <Code>{executionId}</Code>, runtime: computerId }}
              />
            ) : (
              <Words
                id="executions.delete.textWithRobot"
                values={{ id: <Code>{executionId}</Code>, runtime: computerId, robot: robotId }}
              />
            )}
          </Text>
          {deletion.error !== null && (
            <Alert color="red" role="alert" title={t('executions.delete.failed')}>
              <Text size="sm" style={wrapAnywhere}>
                {refusalWords(deletion.error, t)}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={deletion.isPending}>
              {t('executions.delete.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => deletion.mutate()}
              loading={deletion.isPending}
              disabled={!offered && !deletion.isPending}
            >
              {t('executions.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
