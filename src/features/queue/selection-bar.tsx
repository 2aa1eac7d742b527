import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { JournalEntry } from '@/api/workspace/journal';
import { useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import classes from './selection-bar.module.css';
import { selectAllCap, type QueueSelection } from './use-selection';

/**
 * Above the list: how many executions match and how many are selected, the selection's actions, and
 * "Select all queued" (up to the cap, said when reached).
 */
export const SelectionBar = memo(function SelectionBar({
  total,
  busy,
  selection,
  deletable,
  queuedMatching,
  selectingAll,
  selectAllError,
  onSelectAllQueued,
  onDelete,
}: {
  total: number;
  busy: boolean;
  selection: QueueSelection;
  /** The selected executions that can be deleted, as last read. */
  deletable: readonly JournalEntry[];
  /** How many queued executions match the filters. */
  queuedMatching: number;
  selectingAll: boolean;
  selectAllError: unknown;
  onSelectAllQueued: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const selected = selection.entries.size;
  const allQueuedSelected =
    queuedMatching > 0 &&
    deletable.length >= Math.min(queuedMatching, selectAllCap) &&
    selected === deletable.length;
  const matching = t('queue.selection.total', { count: total });
  return (
    <Stack gap={6} className={classes.bar}>
      <Group justify="space-between" wrap="wrap" mih={30} gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selected > 0
              ? t('queue.selection.totalSelected', { total: matching, count: selected })
              : matching}
          </Text>
          {busy && <Loader size="xs" aria-label={t('queue.selection.updating')} />}
        </Group>
        <Group gap="xs" mih={30} className={classes.actions}>
          {queuedMatching > 0 && !allQueuedSelected && (
            <Button size="xs" variant="default" loading={selectingAll} onClick={onSelectAllQueued}>
              {t('queue.selection.selectAllQueued', { count: queuedMatching })}
            </Button>
          )}
          {selected > 0 && (
            <>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={deletable.length === 0}
                aria-describedby={deletable.length === 0 ? 'delete-selected-hint' : undefined}
                onClick={onDelete}
              >
                {t('queue.selection.deleteSelected', { count: deletable.length })}
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                {t('queue.selection.clear')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {selected > 0 && deletable.length === 0 && (
        <Text size="xs" c="dimmed" id="delete-selected-hint">
          {t('queue.selection.noneQueued', { count: selected })}
        </Text>
      )}
      {selection.cappedAt !== undefined && (
        <Text size="sm" role="status">
          {t('queue.selection.capped', { cap: selectAllCap, matched: selection.cappedAt })}
        </Text>
      )}
      {selectAllError !== null && selectAllError !== undefined && (
        <Alert color="red" role="alert" title={t('queue.selection.selectAllFailed')}>
          {errorMessage(selectAllError, t)}
        </Alert>
      )}
    </Stack>
  );
});

/**
 * What became of a selection when the filters changed: set aside (an action never touches rows the
 * list no longer shows), with the way back to it. Shown whatever the new filters match, none included.
 */
export const SetAsideNotice = memo(function SetAsideNotice({
  selection,
  onRestoreFilters,
}: {
  selection: QueueSelection;
  onRestoreFilters: (search: string) => void;
}) {
  const t = useT();
  if (selection.setAside === undefined) return null;
  const { count: unselected, search } = selection.setAside;
  return (
    <Alert
      color="blue"
      role="status"
      title={t('queue.selection.setAsideTitle')}
      withCloseButton
      closeButtonLabel={t('queue.selection.dismiss')}
      onClose={selection.clear}
    >
      <Group gap="xs" justify="space-between">
        <Text size="sm">{t('queue.selection.setAside', { count: unselected })}</Text>
        <Button size="xs" variant="light" onClick={() => onRestoreFilters(search)}>
          {t('queue.selection.restore')}
        </Button>
      </Group>
    </Alert>
  );
});
