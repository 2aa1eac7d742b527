import { Button, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface Column<T> {
  readonly header: string;
  readonly cell: (record: T) => ReactNode;
}

interface KnownRecordsProps<T> {
  readonly title: string;
  readonly records: readonly T[];
  readonly keyOf: (record: T) => string;
  readonly columns: readonly Column<T>[];
  /** The Edit button's accessible name, e.g. "Edit supplier ACME". */
  readonly editLabel: (record: T) => string;
  readonly onEdit: (record: T) => void;
}

/** The records this browser has sent, once each with their latest values, ready to be edited. */
export function KnownRecords<T>({ title, records, keyOf, columns, editLabel, onEdit }: KnownRecordsProps<T>) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {records.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet: what you send successfully from this browser appears here, ready to edit.
          </Text>
        ) : (
          <ScrollArea>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={keyOf(record)}>
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(record)}</Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={editLabel(record)}
                        onClick={() => onEdit(record)}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
