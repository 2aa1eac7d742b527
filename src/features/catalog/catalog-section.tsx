import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { DiscardChangesModal } from './discard-changes-modal';
import { EntryList, type CatalogEntry } from './entry-list';

/** What a form tells its dialog, so that closing it can ask before changes are lost. */
export interface UnsavedChanges {
  readonly hasChanges: () => boolean;
}

export interface EntryFormProps<T> {
  readonly initial: T | undefined;
  /** The ids of the other entries, which the one in the form must not reuse. */
  readonly takenIds: readonly string[];
  /** After saving: closes the dialog at once. */
  readonly onSaved: () => void;
  /** Cancel: closes the dialog, asking first when the form holds changes. */
  readonly onCancel: () => void;
  readonly changes: Ref<UnsavedChanges>;
}

/**
 * One kind of catalog entry (runtimes or robots): the list with Edit and Delete on each entry, an
 * empty state that says what to do, the add/edit form in a dialog and the delete confirmation.
 */
export function CatalogSection<T extends CatalogEntry>({
  title,
  noun,
  idHeader,
  entries,
  idOf,
  extraColumn,
  emptyState,
  renderForm,
  onDelete,
}: {
  title: string;
  /** Lower case, singular: "runtime". */
  noun: string;
  idHeader: string;
  entries: readonly T[];
  idOf: (entry: T) => string;
  extraColumn?: { header: string; cell: (entry: T) => ReactNode };
  emptyState: ReactNode;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
  onDelete: (entry: T) => void;
}) {
  const headingId = useId();
  const stackId = useId();
  // The entry stays set while a modal closes, so its title and form do not blank during the transition.
  const [form, setForm] = useState<{ opened: boolean; entry: T | undefined; key: number }>({
    opened: false,
    entry: undefined,
    key: 0,
  });
  const [removal, setRemoval] = useState<{ opened: boolean; entry: T | undefined }>({
    opened: false,
    entry: undefined,
  });
  const changes = useRef<UnsavedChanges>(null);
  const [question, setQuestion] = useState({ opened: false, discarded: false });
  // Where focus goes back after "Discard changes": the dialog under the question cannot return it, as
  // Mantine's stacked dialogs only do that for the top one.
  const opener = useRef<HTMLElement>(null);
  const openForm = (entry: T | undefined) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  };
  const closeForm = () => setForm((f) => ({ ...f, opened: false }));
  // Every way out of the dialog (Esc, ×, Cancel, a click outside) comes here.
  const requestClose = () => {
    if (changes.current?.hasChanges() === true) setQuestion({ opened: true, discarded: false });
    else closeForm();
  };
  const discard = () => {
    setQuestion({ opened: false, discarded: true });
    closeForm();
    opener.current?.focus();
  };
  const editedId = form.entry === undefined ? undefined : idOf(form.entry);
  const takenIds = entries.map(idOf).filter((id) => id !== editedId);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Button onClick={() => openForm(undefined)}>Add {noun}</Button>
        </Group>
        {entries.length === 0 ? (
          <Text>{emptyState}</Text>
        ) : (
          <EntryList
            labelledBy={headingId}
            noun={noun}
            idHeader={idHeader}
            entries={entries}
            idOf={idOf}
            extraColumn={extraColumn}
            onEdit={openForm}
            onDelete={(entry) => setRemoval({ opened: true, entry })}
          />
        )}
      </Stack>
      <Modal.Stack>
        <Modal
          stackId={`${stackId}-form`}
          opened={form.opened}
          onClose={requestClose}
          size="lg"
          closeButtonProps={{ 'aria-label': 'Close' }}
          title={form.entry === undefined ? `Add ${noun}` : `Edit ${noun} ${form.entry.name}`}
          styles={{ title: { overflowWrap: 'anywhere' } }}
        >
          <div key={form.key}>
            {renderForm({
              initial: form.entry,
              takenIds,
              onSaved: closeForm,
              onCancel: requestClose,
              changes,
            })}
          </div>
        </Modal>
        <DiscardChangesModal
          stackId={`${stackId}-discard`}
          opened={question.opened}
          // After "Keep editing" focus goes back into the form; after a discard the form is gone.
          returnFocus={!question.discarded}
          what={form.entry === undefined ? `this new ${noun}` : `${noun} ${form.entry.name}`}
          onKeepEditing={() => setQuestion({ opened: false, discarded: false })}
          onDiscard={discard}
        />
      </Modal.Stack>
      <ConfirmDeleteModal
        opened={removal.opened}
        title={`Delete ${noun} ${removal.entry?.name ?? ''}?`}
        onClose={() => setRemoval((r) => ({ ...r, opened: false }))}
        onConfirm={() => {
          if (removal.entry !== undefined) onDelete(removal.entry);
          setRemoval((r) => ({ ...r, opened: false }));
        }}
      />
    </Paper>
  );
}
