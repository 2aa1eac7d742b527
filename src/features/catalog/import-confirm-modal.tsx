import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  addedSentence,
  countEntries,
  describeReplacement,
  replacedEntries,
  type ImportEntries,
} from './import-plan';

/** Shown at most, so that a big file keeps the buttons within reach. */
const listedReplacements = 10;

export interface PendingImport {
  readonly fileName: string;
  /** The server's preview of the import. */
  readonly entries: ImportEntries;
}

/**
 * Asks before an import replaces entries already in the catalog, naming them; an import that only adds
 * entries needs no question (it can be undone all the same).
 */
export function ImportConfirmModal({
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  pending: PendingImport | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const entries = pending?.entries ?? [];
  const replaced = replacedEntries(entries).map(describeReplacement);
  const n = replaced.length;
  const unchanged = entries.filter((entry) => entry.outcome === 'unchanged').length;
  const added = addedSentence(entries);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Replace ${countEntries(n)} with ${pending?.fileName ?? 'the file'}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm">
          {n === 1 ? 'This entry is' : 'These entries are'} already in the team&apos;s catalog and will be
          replaced by the file&apos;s version:
        </Text>
        <List size="sm" spacing={4}>
          {replaced.slice(0, listedReplacements).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {replaced.length > listedReplacements && (
            <List.Item>and {replaced.length - listedReplacements} more</List.Item>
          )}
        </List>
        {added !== undefined && <Text size="sm">{added}</Text>}
        {unchanged > 0 && (
          <Text size="sm">
            {unchanged === 1 ? '1 entry of the file is' : `${unchanged} entries of the file are`} already in
            the catalog as {unchanged === 1 ? 'it is' : 'they are'}.
          </Text>
        )}
        <Text size="sm">You can undo the import afterwards.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Import and replace</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
