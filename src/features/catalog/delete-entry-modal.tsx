import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { readableAlertStyles } from './alert-styles';
import { errorMessage } from '@/lib/error-message';
import { formatTime } from '@/lib/format';
import { useCatalogWrites } from './catalog-writes';
import { EntryFacts } from './entry-facts';
import type { EntryKind } from './entry-kinds';

interface DeleteProps<E extends V & { version: number }, V extends { name: string }> {
  readonly kind: EntryKind<E, V>;
  readonly entry: E;
  readonly onClose: () => void;
  /** After the server deleted it: the entry as it was, for the undo. */
  readonly onDeleted: (entry: E) => void;
}

function DeleteQuestion<E extends V & { version: number }, V extends { name: string }>({
  kind,
  entry,
  onClose,
  onDeleted,
}: DeleteProps<E, V>) {
  const writes = useCatalogWrites();
  const [busy, setBusy] = useState(false);
  // When someone changed it since the page loaded it: their version, which "Delete anyway" deletes.
  const [changed, setChanged] = useState<{ changedBy: string; changedAt: number; current: E }>();
  const [failure, setFailure] = useState<string>();

  const remove = async (version: number) => {
    setBusy(true);
    const outcome = await writes.remove(kind, kind.idOf(entry), version);
    setBusy(false);
    switch (outcome.kind) {
      case 'saved':
        onDeleted(outcome.entry);
        onClose();
        return;
      case 'gone':
        notifications.show({
          message: `${kind.label} ${entry.name} was already deleted by someone else.`,
          styles: { description: { overflowWrap: 'anywhere' } },
        });
        onClose();
        return;
      case 'conflict':
        setFailure(undefined);
        setChanged(outcome);
        return;
      case 'failed':
        setFailure(errorMessage(outcome.error));
        return;
    }
  };

  return (
    <Stack>
      {changed === undefined ? (
        <Text size="sm">
          It is removed from the team&apos;s catalog, for every operator. The service itself is not changed,
          and executions already started go on.
        </Text>
      ) : (
        <Alert
          color="orange"
          role="alert"
          styles={readableAlertStyles}
          title={`${changed.changedBy} changed this ${kind.noun} after you loaded it`}
        >
          <Stack gap="xs">
            <Text size="sm">
              Their change was saved {formatTime(changed.changedAt)}, so it was not deleted. This is the{' '}
              {kind.noun} now:
            </Text>
            <EntryFacts
              facts={kind.facts(kind.valuesOf(changed.current))}
              before={kind.facts(kind.valuesOf(entry))}
            />
          </Stack>
        </Alert>
      )}
      {failure !== undefined && (
        <Alert color="red" role="alert" styles={readableAlertStyles} title="It was not deleted">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {changed === undefined ? 'Cancel' : 'Keep it'}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => void remove(changed === undefined ? entry.version : changed.current.version)}
        >
          {changed === undefined ? 'Delete' : 'Delete it anyway'}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks before an entry leaves the team's catalog, and deletes it with the version the page loaded: when
 * someone changed it since, the operator sees their version before deleting it anyway. The notification
 * that follows a delete still offers Undo.
 */
export function DeleteEntryModal<E extends V & { version: number }, V extends { name: string }>({
  opened,
  openings,
  entry,
  ...props
}: Omit<DeleteProps<E, V>, 'entry'> & {
  readonly opened: boolean;
  /** Counts the openings: each one starts from the question, not from the last one's answer. */
  readonly openings: number;
  readonly entry: E | undefined;
}) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={`Delete ${props.kind.noun} ${entry?.name ?? ''}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {entry !== undefined && <DeleteQuestion key={openings} entry={entry} {...props} />}
    </Modal>
  );
}
