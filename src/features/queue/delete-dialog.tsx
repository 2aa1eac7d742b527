import { Alert, Button, Group, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { memo, useState } from 'react';
import type { JournalEntry } from '@/api/workspace/journal';
import { useT, Words } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import classes from './delete-dialog.module.css';
import { rowKey } from './journal-rows';
import { deleteFailureMessage, useDeleteExecutions, type DeleteOutcome } from './use-delete-executions';

export interface DeleteRequest {
  readonly targets: readonly JournalEntry[];
  /** Selected rows that are not queued: named in the dialog, never sent. */
  readonly skipped: number;
  /** Asked from one row's Delete, or from the selection bar's "Delete selected". */
  readonly from: 'row' | 'selection';
}

/** A list of a thousand ids scrolls inside the dialog, so the buttons stay in view. */
const listHeight = 'min(40dvh, 320px)';

function ExecutionList({ executions }: { executions: readonly JournalEntry[] }) {
  const items = (
    <ul className={classes.executions}>
      {executions.map((e) => (
        <li key={rowKey(e)}>
          {e.robotId === null ? (
            <Words
              id="queue.delete.item"
              values={{ id: <code>{e.executionId}</code>, runtime: e.computerId }}
            />
          ) : (
            <Words
              id="queue.delete.itemWithRobot"
              values={{ id: <code>{e.executionId}</code>, runtime: e.computerId, robot: e.robotId }}
            />
          )}
        </li>
      ))}
    </ul>
  );
  return executions.length > 8 ? (
    <ScrollArea.Autosize mah={listHeight} type="auto" offsetScrollbars>
      {items}
    </ScrollArea.Autosize>
  ) : (
    items
  );
}

/**
 * Asks before endpoint 7 runs, names what will be deleted, says how far it got while deleting many,
 * and keeps the outcome in view when something failed (a successful delete closes it and says so in a
 * notification).
 */
export const DeleteDialog = memo(function DeleteDialog({
  request,
  onClose,
  onDeleted,
  onClosedAfterDelete,
}: {
  request: DeleteRequest | null;
  onClose: () => void;
  /** Told which executions were deleted (they leave the selection). */
  onDeleted: (deleted: readonly JournalEntry[]) => void;
  /**
   * Told when the dialog closes after a delete was tried: the button that opened it is gone (its row
   * was deleted, or left the queue) or disabled, so the page says where the focus goes instead of the
   * dialog handing it back.
   */
  onClosedAfterDelete: (request: DeleteRequest) => void;
}) {
  const t = useT();
  const deletion = useDeleteExecutions();
  const [progress, setProgress] = useState<DeleteOutcome | null>(null);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  // The dialog fades out after `request` is cleared: keep showing the last request meanwhile, so it
  // does not flash "Delete 0 queued executions?" on its way out.
  const [lastRequest, setLastRequest] = useState(request);
  // Whether this request's delete was tried: then closing does not hand the focus back.
  const [tried, setTried] = useState(false);
  if (request !== null && request !== lastRequest) {
    setLastRequest(request);
    setTried(false);
  }
  const targets = (request ?? lastRequest)?.targets ?? [];
  const single = targets.length === 1 ? targets[0] : undefined;

  const finish = (afterDelete: boolean) => {
    if (deletion.isPending) return;
    deletion.reset();
    setOutcome(null);
    setProgress(null);
    onClose();
    if (afterDelete && lastRequest !== null) onClosedAfterDelete(lastRequest);
  };
  const close = () => finish(tried);

  const confirm = async () => {
    try {
      const result = await deletion.mutateAsync({ targets, onProgress: setProgress });
      setTried(true);
      onDeleted(result.deleted);
      if (result.deleted.length > 0) {
        notices.show({
          color: 'teal',
          title: t('queue.delete.done'),
          message: (
            <Text span size="sm" className={classes.wrap}>
              {single === undefined
                ? t('queue.delete.doneMany', { count: result.deleted.length })
                : t('queue.delete.doneOne', { id: single.executionId })}
            </Text>
          ),
        });
      }
      if (result.failed.length === 0) finish(true);
      else setOutcome(result);
    } catch {
      // Shown below from `deletion.error`; a lost session is handled app-wide.
    }
  };

  const title =
    single === undefined
      ? t('queue.delete.titleMany', { count: targets.length })
      : t('queue.delete.titleOne');
  const answered = progress === null ? 0 : progress.deleted.length + progress.failed.length;

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      returnFocus={!tried}
      title={title}
      centered
      closeOnEscape={!deletion.isPending}
    >
      <Stack>
        {outcome === null ? (
          <>
            <Text size="sm">
              {t(single === undefined ? 'queue.delete.introMany' : 'queue.delete.introOne')}
            </Text>
            <ExecutionList executions={targets} />
            {request !== null && request.skipped > 0 && (
              <Text size="sm" c="dimmed">
                {t('queue.delete.skipped', { count: request.skipped })}
              </Text>
            )}
            {deletion.isPending && targets.length > 1 && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  {progress !== null && progress.failed.length > 0
                    ? t('queue.delete.progressRefused', {
                        answered,
                        total: targets.length,
                        refused: progress.failed.length,
                      })
                    : t('queue.delete.progress', { answered, total: targets.length })}
                </Text>
                <Progress
                  value={(answered / targets.length) * 100}
                  aria-label={t('queue.delete.progressLabel')}
                />
              </Stack>
            )}
          </>
        ) : (
          <Alert color="red" role="alert" title={t('queue.delete.someFailed')}>
            <Text size="sm">
              {outcome.deleted.length > 0 &&
                `${t('queue.delete.someDeleted', { count: outcome.deleted.length })} `}
              {t('queue.delete.notDeleted', { count: outcome.failed.length })}
            </Text>
            <ScrollArea.Autosize mah={listHeight} type="auto" offsetScrollbars mt={4}>
              <ul className={classes.executions}>
                {outcome.failed.map((failure) => (
                  <li key={rowKey(failure.execution)}>{deleteFailureMessage(failure, t)}</li>
                ))}
              </ul>
            </ScrollArea.Autosize>
          </Alert>
        )}
        {deletion.error !== null && (
          <Alert color="red" role="alert" title={t('queue.delete.failed')}>
            {errorMessage(deletion.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          {outcome === null ? (
            <>
              <Button variant="default" onClick={close} disabled={deletion.isPending}>
                {t('queue.delete.cancel')}
              </Button>
              <Button color="red" onClick={() => void confirm()} loading={deletion.isPending}>
                {single === undefined
                  ? t('queue.delete.confirmMany', { count: targets.length })
                  : t('queue.delete.confirmOne')}
              </Button>
            </>
          ) : (
            <Button onClick={close}>{t('queue.delete.close')}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
});
