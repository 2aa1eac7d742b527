import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useAllowed } from '@/data/use-role';
import { notices } from '@/lib/notices';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { notifyWithUndo } from '@/components/undo-notification';
import { errorMessage } from '@/i18n/error-message';
import { formatTime } from '@/lib/format';
import { catalogEditRole, useCatalogWrites, type CatalogWrites } from './catalog-writes';
import { DeleteEntryModal } from './delete-entry-modal';
import { DiscardChangesModal } from './discard-changes-modal';
import { EntryEditor } from './entry-editor';
import type { EntryFormHandle, EntryFormProps } from './entry-form-props';
import type { EntryKind } from './entry-kinds';
import { EntryList, type CatalogEntry } from './entry-list';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useFocusAfterDelete } from './use-focus-after-delete';

/** Undo of a delete: the entry is added again as it was (a new version, by whoever undoes it). */
async function putBack<E extends V & { version: number }, V extends { name: string }>(
  writes: CatalogWrites,
  kind: EntryKind<E, V>,
  deleted: E,
  t: Translate,
): Promise<void> {
  const outcome = await writes.save(kind, kind.valuesOf(deleted), undefined);
  if (outcome.kind === 'saved') return;
  const why =
    outcome.kind === 'conflict'
      ? t(`catalog.${kind.key}.putBackTaken`, {
          who: outcome.changedBy,
          id: kind.idOf(deleted),
          when: formatTime(outcome.changedAt),
        })
      : outcome.kind === 'failed'
        ? errorMessage(outcome.error, t)
        : t('catalog.putBackRefused');
  notices.show({
    color: 'red',
    title: t(`catalog.${kind.key}.notPutBack`, { name: deleted.name }),
    message: why,
    styles: { title: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } },
  });
}

/**
 * One kind of catalog entry (runtimes or robots): the list with who changed each entry last, Edit and
 * Delete on each entry, an empty state that says what to do, the add/edit dialog and the delete question.
 */
export function CatalogSection<E extends V & CatalogEntry & { version: number }, V extends { name: string }>({
  kind,
  entries,
  extraColumn,
  runPath,
  renderForm,
}: {
  kind: EntryKind<E, V>;
  entries: readonly E[];
  extraColumn?: { header: string; cell: (entry: E) => ReactNode };
  /** Where each entry's "Run" goes (robots), if it has one. */
  runPath?: (entry: E) => string;
  renderForm: (props: EntryFormProps<V>) => ReactNode;
}) {
  const writes = useCatalogWrites();
  const t = useT();
  const mayEdit = useAllowed(catalogEditRole);
  const headingId = useId();
  const stackId = useId();
  // The entry stays set while a modal closes, so its title and form do not blank during the transition.
  const [form, setForm] = useState<{ opened: boolean; entry: E | undefined; key: number }>({
    opened: false,
    entry: undefined,
    key: 0,
  });
  // `order` is the list as it was when Delete was pressed; `left` says the entry left the catalog, so
  // the question does not hand the focus back to its Delete button, which left with it.
  const [removal, setRemoval] = useState<{
    opened: boolean;
    entry: E | undefined;
    key: number;
    order: readonly string[];
    left: boolean;
  }>({ opened: false, entry: undefined, key: 0, order: [], left: false });
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const ids = useMemo(() => entries.map(kind.idOf), [entries, kind]);
  const focusAfterDelete = useFocusAfterDelete(ids, section, addButton);
  const handle = useRef<EntryFormHandle<V>>(null);
  const [question, setQuestion] = useState({ opened: false, discarded: false });
  // Where focus goes back after "Discard changes": the dialog under the question cannot return it, as
  // Mantine's stacked dialogs only do that for the top one.
  const opener = useRef<HTMLElement>(null);
  const openForm = (entry: E | undefined) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  };
  const closeForm = () => setForm((f) => ({ ...f, opened: false }));
  // Every way out of the dialog (Esc, ×, Cancel, a click outside) comes here.
  const requestClose = () => {
    if (handle.current?.hasChanges() === true) setQuestion({ opened: true, discarded: false });
    else closeForm();
  };
  const discard = () => {
    setQuestion({ opened: false, discarded: true });
    closeForm();
    opener.current?.focus();
  };
  // Deleted by the operator, or by someone else already: either way it leaves the list.
  const leftCatalog = (entry: E) => {
    setRemoval((r) => ({ ...r, left: true }));
    focusAfterDelete({ id: kind.idOf(entry), order: removal.order });
  };
  const deleted = (entry: E) => {
    leftCatalog(entry);
    notifyWithUndo({
      message: t(`catalog.${kind.key}.deleted`, { name: entry.name }),
      undo: () => void putBack(writes, kind, entry, t),
    });
  };

  return (
    <Paper ref={section} withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {t(`catalog.${kind.key}.title`)}
          </Title>
          {mayEdit && (
            <Button ref={addButton} onClick={() => openForm(undefined)}>
              {t(`catalog.${kind.key}.add`)}
            </Button>
          )}
        </Group>
        {entries.length === 0 ? (
          <Text>{t(`catalog.${kind.key}.empty`)}</Text>
        ) : (
          <EntryList
            labelledBy={headingId}
            kind={kind.key}
            entries={entries}
            idOf={kind.idOf}
            extraColumn={extraColumn}
            runPath={runPath}
            onEdit={mayEdit ? openForm : undefined}
            onDelete={
              mayEdit
                ? (entry) =>
                    setRemoval((r) => ({ opened: true, entry, key: r.key + 1, order: ids, left: false }))
                : undefined
            }
          />
        )}
      </Stack>
      <Modal.Stack>
        <Modal
          stackId={`${stackId}-form`}
          opened={form.opened}
          onClose={requestClose}
          size="lg"
          closeButtonProps={{ 'aria-label': t('catalog.dialog.close') }}
          title={
            form.entry === undefined
              ? t(`catalog.${kind.key}.add`)
              : t(`catalog.${kind.key}.edit`, { name: form.entry.name })
          }
          styles={{ title: { overflowWrap: 'anywhere' } }}
        >
          <EntryEditor
            key={form.key}
            kind={kind}
            opened={form.entry}
            entries={entries}
            handle={handle}
            renderForm={renderForm}
            onSaved={closeForm}
            onCancel={requestClose}
          />
        </Modal>
        <DiscardChangesModal
          stackId={`${stackId}-discard`}
          opened={question.opened}
          // After "Keep editing" focus goes back into the form; after a discard the form is gone.
          returnFocus={!question.discarded}
          message={
            form.entry === undefined
              ? t(`catalog.${kind.key}.discardNew`)
              : t(`catalog.${kind.key}.discardEdit`, { name: form.entry.name })
          }
          onKeepEditing={() => setQuestion({ opened: false, discarded: false })}
          onDiscard={discard}
        />
      </Modal.Stack>
      <DeleteEntryModal
        kind={kind}
        opened={removal.opened}
        openings={removal.key}
        entry={removal.entry}
        returnFocus={!removal.left}
        onClose={() => setRemoval((r) => ({ ...r, opened: false }))}
        onDeleted={deleted}
        onGone={leftCatalog}
      />
    </Paper>
  );
}
