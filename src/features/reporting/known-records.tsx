import { Button, Loader, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';

interface Column<T> {
  readonly header: string;
  readonly cell: (record: T) => ReactNode;
}

interface KnownRecordsProps<T> {
  readonly title: string;
  /** The loader's name, e.g. "Loading the known suppliers". */
  readonly loadingLabel: string;
  /** The alert's title when the list cannot be read, e.g. "The known suppliers could not be loaded". */
  readonly failedTitle: string;
  /** Undefined until the server has answered. */
  readonly records: readonly T[] | undefined;
  /** Why the list could not be read, if it could not. */
  readonly error: unknown;
  readonly onRetry: () => unknown;
  readonly keyOf: (record: T) => string;
  readonly columns: readonly Column<T>[];
  /** The Edit button's accessible name, e.g. "Edit supplier ACME". */
  readonly editLabel: (record: T) => string;
  readonly onEdit: (record: T) => void;
}

/** The records the team has sent, once each with their latest values, ready to be edited. */
export function KnownRecords<T>({
  title,
  loadingLabel,
  failedTitle,
  records,
  error,
  onRetry,
  keyOf,
  columns,
  editLabel,
  onEdit,
}: KnownRecordsProps<T>) {
  const t = useT();
  let body: ReactNode;
  if (records === undefined && error !== null && error !== undefined) {
    body = <QueryErrorAlert title={failedTitle} error={error} onRetry={onRetry} />;
  } else if (records === undefined) {
    body = <Loader size="sm" aria-label={loadingLabel} />;
  } else if (records.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('reporting.known.empty')}
      </Text>
    );
  } else {
    body = (
      <ScrollArea>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>{t('reporting.known.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record) => (
              <Table.Tr key={keyOf(record)}>
                {columns.map((column) => (
                  // A long name wraps in its column instead of pushing the others (and Edit) out of view.
                  <Table.Td key={column.header} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(record)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={editLabel(record)}
                    onClick={() => onEdit(record)}
                  >
                    {t('reporting.known.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
