import { Alert, Badge, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { useLocalStore, useLocalStoreProblem } from '@/lib/local-store';
import type { HistoryEntry, ReportHistory } from './report-history';

interface HistoryTableProps<P, R> {
  readonly title: string;
  readonly history: ReportHistory<P, R>;
  /** What was sent, in a few words (e.g. the supplier's name and values). */
  readonly describe: (entry: HistoryEntry<P, R>) => ReactNode;
  /** What came back on success (e.g. the acknowledgement or the supplier id). */
  readonly result?: (response: R) => ReactNode;
}

/** What this browser sent with this form, newest first, with the outcome of each send. */
export function HistoryTable<P, R>({ title, history, describe, result }: HistoryTableProps<P, R>) {
  const entries = useLocalStore(history.store);
  const locale = useAppLocale();
  const problem = useLocalStoreProblem(history.store);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {problem !== undefined && (
          <Alert
            color="orange"
            title="Part of this history could not be read"
            // The light alert's orange title falls below WCAG AA contrast; the background carries the tone.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={history.store.dismissProblem}
          >
            {problem}
          </Alert>
        )}
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing sent from this browser yet.
          </Text>
        ) : (
          <ScrollArea>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Record</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.sentAt, locale)}</Table.Td>
                    <Table.Td>{describe(entry)}</Table.Td>
                    <Table.Td>
                      {entry.outcome === 'sent' ? (
                        <Stack gap={2}>
                          <Badge color="green" variant="dot">
                            Sent
                          </Badge>
                          {result !== undefined && entry.response !== undefined && result(entry.response)}
                        </Stack>
                      ) : (
                        <Stack gap={2}>
                          <Badge color="red" variant="dot">
                            Failed
                          </Badge>
                          <Text size="xs">{entry.error}</Text>
                        </Stack>
                      )}
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
