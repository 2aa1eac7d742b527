import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { JournalEntry } from '@/api/workspace';
import { errorMessage } from '@/lib/error-message';
import { count, plural } from './queue-words';
import { selectAllCap, type QueueSelection } from './use-selection';

/**
 * Above the list: how many executions match and how many are selected, the selection's actions, and
 * "Select all queued" (up to the cap, said when reached).
 */
export function SelectionBar({
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
  const selected = selection.entries.size;
  const allQueuedSelected =
    queuedMatching > 0 &&
    deletable.length >= Math.min(queuedMatching, selectAllCap) &&
    selected === deletable.length;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" mih={30} gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(total, 'execution', 'executions')}
            {selected > 0 && `, ${count(selected)} selected`}
          </Text>
          {busy && <Loader size="xs" aria-label="Updating the list" />}
        </Group>
        <Group gap="xs">
          {queuedMatching > 0 && !allQueuedSelected && (
            <Button size="xs" variant="default" loading={selectingAll} onClick={onSelectAllQueued}>
              Select all {count(queuedMatching)} queued matching the filters
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
                Delete selected ({count(deletable.length)})
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                Clear selection
              </Button>
            </>
          )}
        </Group>
      </Group>
      {selected > 0 && deletable.length === 0 && (
        <Text size="xs" c="dimmed" id="delete-selected-hint">
          {selected === 1 ? 'It is not queued' : 'None of them is queued'}: only queued executions can be
          deleted.
        </Text>
      )}
      {selection.cappedAt !== undefined && (
        <Text size="sm" role="status">
          The first {count(selectAllCap)} of {count(selection.cappedAt)} queued executions are selected: at
          most {count(selectAllCap)} can be selected at once. Delete these, then select the rest.
        </Text>
      )}
      {selectAllError !== null && selectAllError !== undefined && (
        <Alert color="red" role="alert" title="The queued executions could not be selected">
          {errorMessage(selectAllError)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * What became of a selection when the filters changed: set aside (an action never touches rows the
 * list no longer shows), with the way back to it. Shown whatever the new filters match, none included.
 */
export function SetAsideNotice({
  selection,
  onRestoreFilters,
}: {
  selection: QueueSelection;
  onRestoreFilters: (search: string) => void;
}) {
  if (selection.setAside === undefined) return null;
  const { count: unselected, search } = selection.setAside;
  return (
    <Alert
      color="blue"
      role="status"
      title="Selection cleared"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={selection.clear}
    >
      <Group gap="xs" justify="space-between">
        <Text size="sm">
          The filters changed, so the {plural(unselected, 'execution', 'executions')} selected under the
          previous filters {unselected === 1 ? 'was' : 'were'} unselected.
        </Text>
        <Button size="xs" variant="light" onClick={() => onRestoreFilters(search)}>
          Back to those filters
        </Button>
      </Group>
    </Alert>
  );
}
