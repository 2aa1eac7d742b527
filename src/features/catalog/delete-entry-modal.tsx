import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useState } from 'react';
import { readableAlertStyles } from './alert-styles';
import { errorMessage } from '@/i18n/error-message';
import { formatTime } from '@/lib/format';
import { useCatalogWrites } from './catalog-writes';
import { EntryFacts } from './entry-facts';
import type { EntryKind } from './entry-kinds';
import { useT } from '@/i18n/i18n-provider';

interface DeleteProps<E extends V & { version: number }, V extends { name: string }> {
  readonly kind: EntryKind<E, V>;
  readonly entry: E;
  readonly onClose: () => void;
  /** After the server deleted it: the entry as it was, for the undo. */
  readonly onDeleted: (entry: E) => void;
  /** Someone else deleted it already: it leaves the list all the same. */
  readonly onGone: (entry: E) => void;
}

function DeleteQuestion<E extends V & { version: number }, V extends { name: string }>({
  kind,
  entry,
  onClose,
  onDeleted,
  onGone,
}: DeleteProps<E, V>) {
  const t = useT();
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
        notices.show({
          message: t(`catalog.${kind.key}.alreadyDeleted`, { name: entry.name }),
          styles: { description: { overflowWrap: 'anywhere' } },
        });
        onGone(entry);
        onClose();
        return;
      case 'conflict':
        setFailure(undefined);
        setChanged(outcome);
        return;
      case 'failed':
        setFailure(errorMessage(outcome.error, t));
        return;
    }
  };

  return (
    <Stack>
      {changed === undefined ? (
        <Text size="sm">{t('catalog.delete.explain')}</Text>
      ) : (
        <Alert
          color="orange"
          role="alert"
          styles={readableAlertStyles}
          title={t(`catalog.${kind.key}.changedBeforeDelete`, { who: changed.changedBy })}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t(`catalog.${kind.key}.notDeletedShowNow`, { when: formatTime(changed.changedAt) })}
            </Text>
            <EntryFacts
              facts={kind.facts(kind.valuesOf(changed.current), t)}
              before={kind.facts(kind.valuesOf(entry), t)}
            />
          </Stack>
        </Alert>
      )}
      {failure !== undefined && (
        <Alert color="red" role="alert" styles={readableAlertStyles} title={t('catalog.delete.failed')}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {changed === undefined ? t('catalog.dialog.cancel') : t('catalog.delete.keep')}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => void remove(changed === undefined ? entry.version : changed.current.version)}
        >
          {changed === undefined ? t('catalog.delete.confirm') : t('catalog.delete.anyway')}
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
  returnFocus,
  ...props
}: Omit<DeleteProps<E, V>, 'entry'> & {
  readonly opened: boolean;
  /** Whether closing hands the focus back to the button that opened it (not when that left the list). */
  readonly returnFocus: boolean;
  /** Counts the openings: each one starts from the question, not from the last one's answer. */
  readonly openings: number;
  readonly entry: E | undefined;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      returnFocus={returnFocus}
      title={t(`catalog.${props.kind.key}.deleteQuestion`, { name: entry?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('catalog.dialog.close') }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {entry !== undefined && <DeleteQuestion key={openings} entry={entry} {...props} />}
    </Modal>
  );
}
