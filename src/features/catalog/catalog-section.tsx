import { Button, Code, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';

export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
}

export interface EntryFormProps<T> {
  readonly initial: T | undefined;
  /** The ids of the other entries, which the one in the form must not reuse. */
  readonly takenIds: readonly string[];
  readonly onDone: () => void;
}

/**
 * One kind of catalog entry (runtimes or robots): a table with Edit and Delete on each row, an empty
 * state that says what to do, the add/edit form in a modal and the delete confirmation.
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
  const openForm = (entry: T | undefined) => setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  const closeForm = () => setForm((f) => ({ ...f, opened: false }));
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
          <Table.ScrollContainer minWidth={560}>
            <Table aria-labelledby={headingId} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>{idHeader}</Table.Th>
                  <Table.Th>Description</Table.Th>
                  {extraColumn !== undefined && <Table.Th>{extraColumn.header}</Table.Th>}
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={idOf(entry)}>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>
                      <Code>{idOf(entry)}</Code>
                    </Table.Td>
                    <Table.Td>{entry.description}</Table.Td>
                    {extraColumn !== undefined && <Table.Td>{extraColumn.cell(entry)}</Table.Td>}
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={`Edit ${noun} ${entry.name}`}
                          onClick={() => openForm(entry)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${noun} ${entry.name}`}
                          onClick={() => setRemoval({ opened: true, entry })}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={form.opened}
        onClose={closeForm}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={form.entry === undefined ? `Add ${noun}` : `Edit ${noun} ${form.entry.name}`}
      >
        <div key={form.key}>{renderForm({ initial: form.entry, takenIds, onDone: closeForm })}</div>
      </Modal>
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
