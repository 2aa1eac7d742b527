import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
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
  const t = useT();
  const entries = pending?.entries ?? [];
  const replaced = replacedEntries(entries).map((entry) => describeReplacement(entry, t));
  const n = replaced.length;
  const unchanged = entries.filter((entry) => entry.outcome === 'unchanged').length;
  const added = addedSentence(entries, t);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('catalog.import.confirmTitle', {
        entries: countEntries(n, t),
        fileName: pending?.fileName ?? t('catalog.import.theFile'),
      })}
      closeButtonProps={{ 'aria-label': t('catalog.dialog.close') }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm">{t('catalog.import.willReplace', { count: n })}</Text>
        <List size="sm" spacing={4}>
          {replaced.slice(0, listedReplacements).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {replaced.length > listedReplacements && (
            <List.Item>
              {t('catalog.import.moreReplaced', { count: replaced.length - listedReplacements })}
            </List.Item>
          )}
        </List>
        {added !== undefined && <Text size="sm">{added}</Text>}
        {unchanged > 0 && <Text size="sm">{t('catalog.import.unchanged', { count: unchanged })}</Text>}
        <Text size="sm">{t('catalog.import.undoable')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('catalog.dialog.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('catalog.import.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
