import {
  Badge,
  Box,
  Group,
  Loader,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ReportForm } from '@/api/workspace/history';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { RelativeTimeText, useRelativeClock } from '@/components/relative-time';
import { historyPageSize, readSend, useHistoryPage, type FormSchemas, type ReadSend } from './report-history';
import { failureWords } from './send-failure';
import { senderWords } from './history-sender';

interface HistoryTableProps<P, R> {
  readonly title: string;
  readonly form: ReportForm;
  readonly schemas: FormSchemas<P, R>;
  /** What was sent, in a few words (e.g. the supplier's name and values). */
  readonly describe: (payload: P) => ReactNode;
  /** What came back on success (e.g. the acknowledgement or the supplier id). */
  readonly result?: (answer: R) => ReactNode;
}

type HistoryRow<P, R> = ReadSend<P, R> & { readonly failure: string | null };

function Outcome<P, R>({ send, result }: { send: HistoryRow<P, R>; result?: (answer: R) => ReactNode }) {
  const t = useT();
  if (send.outcome === 'failed') {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="dot">
          {t('reporting.history.failed')}
        </Badge>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {send.failure}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="green" variant="dot">
        {t('reporting.sent')}
      </Badge>
      {result !== undefined && send.answer !== undefined && result(send.answer)}
    </Stack>
  );
}

/**
 * What the team sent with this form, newest first, paged: when, who, what, and how it went. Every send
 * goes through the server, which records it; this reads it back, and again every `teamRefreshMs`.
 */
export function HistoryTable<P, R>({ title, form, schemas, describe, result }: HistoryTableProps<P, R>) {
  const t = useT();
  const clock = useRelativeClock();
  const [page, setPage] = useState(1);
  const history = useHistoryPage(form, page);
  const total = history.data?.total ?? 0;
  const pages = Math.ceil(total / historyPageSize);
  const first = (page - 1) * historyPageSize + 1;
  const sends: HistoryRow<P, R>[] = (history.data?.items ?? []).map((entry) => ({
    ...readSend(entry, schemas),
    failure: failureWords(entry, t),
  }));

  let body: ReactNode;
  if (history.isPending) {
    body = <Loader size="sm" aria-label={t('reporting.history.loading')} />;
  } else if (history.isError && history.data === undefined) {
    body = (
      <QueryErrorAlert
        title={t('reporting.history.loadFailed')}
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  } else if (total === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('reporting.history.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <ScrollArea>
          <Table striped verticalSpacing="xs" aria-busy={history.isPlaceholderData}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reporting.history.sentAt')}</Table.Th>
                <Table.Th>{t('reporting.history.sentBy')}</Table.Th>
                <Table.Th>{t('reporting.history.record')}</Table.Th>
                <Table.Th>{t('reporting.history.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sends.map((send) => (
                <Table.Tr key={send.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <RelativeTimeText at={send.sentAt} clock={clock} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{senderWords(send, t)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {send.payload === undefined ? (
                      <Text size="sm" c="dimmed">
                        {t('reporting.history.unreadable')}
                      </Text>
                    ) : (
                      describe(send.payload)
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Outcome send={send} result={result} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('reporting.history.range', { first, last: first + sends.length - 1, count: total })}
          </Text>
          {pages > 1 && (
            <Box component="nav" aria-label={t('reporting.history.pages', { title })}>
              <Pagination
                size="sm"
                total={pages}
                value={page}
                onChange={setPage}
                getItemProps={(item) => ({ 'aria-label': t('reporting.history.page', { page: item }) })}
                getControlProps={(control) => ({
                  'aria-label': t(
                    control === 'previous' ? 'reporting.history.newer' : 'reporting.history.older',
                  ),
                })}
              />
            </Box>
          )}
        </Group>
        {history.isError && (
          <QueryErrorAlert
            title={t('reporting.history.refreshFailed')}
            error={history.error}
            onRetry={() => history.refetch()}
          />
        )}
      </>
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
