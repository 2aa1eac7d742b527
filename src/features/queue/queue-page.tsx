import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { JournalEntry, JournalQuery } from '@/api/workspace';
import { journalFacetsQuery, journalPageQuery } from '@/api/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useNow } from '@/lib/use-now';
import { isFollowed } from '@/api/execution-queries';
import { DeleteDialog, type DeleteRequest } from './delete-dialog';
import { canDelete, rowKey } from './journal-rows';
import { QueueFilterBar } from './queue-filter-bar';
import {
  clearFilters,
  hasFilters,
  pageSize,
  parseQueueQuery,
  queueQueryParams,
  toggleSort,
  withFilters,
} from './queue-filters';
import { QueuePagination } from './queue-pagination';
import type { RowActions } from './queue-row';
import { QueueTable } from './queue-table';
import { trackFormId, TrackExecutionForm } from './track-execution-form';
import { useLiveRows } from './use-live-rows';
import { useUrlText } from './use-url-text';

/** How often the page asks for what teammates did meanwhile (the next issue pushes it instead). */
const teamRefreshMs = 30_000;
/** Typing pauses this long before the search is sent. */
const searchDelayMs = 300;

/**
 * The team's execution journal, one page at a time: the server filters, sorts and pages it, the URL
 * holds what is asked for. The rows of the shown page that still run are followed live.
 */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const query = parseQueueQuery(params);
  const [search, setSearch] = useUrlText(query.q);
  const [q] = useDebouncedValue(query.q, searchDelayMs);
  const asked: JournalQuery = { ...query, q };
  const page = useQuery({
    ...journalPageQuery(asked),
    placeholderData: keepPreviousData,
    refetchInterval: teamRefreshMs,
  });
  const facets = useQuery(journalFacetsQuery);
  const rows = page.data?.items ?? [];
  const now = useNow(rows.some(isFollowed));
  const notFollowed = useLiveRows(rows, now);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);

  const update = (next: JournalQuery, typing = false) =>
    setParams(queueQueryParams(next), { replace: typing });
  const clear = () => {
    setSearch('');
    update(clearFilters(query));
  };

  // Only rows in view count as selected, so a filter never hides what an action is about to touch.
  const selectedRows = rows.filter((e) => selected.has(rowKey(e)));
  const deletable = selectedRows.filter(canDelete);

  const select = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const actions: RowActions = {
    onSelect: (e, on) => select([rowKey(e)], on),
    onDelete: (e) => setDeleteRequest({ targets: [e], skipped: 0 }),
  };

  const total = page.data?.total ?? 0;
  const first = asked.offset + 1;
  const last = asked.offset + rows.length;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Queue"
        description="The team's journal: every execution started through this console or tracked by id."
      />
      <TrackExecutionForm />
      <Stack gap="sm">
        <QueueFilterBar
          query={query}
          search={search}
          facets={facets.data}
          onSearch={(text) => {
            setSearch(text);
            update(withFilters(query, { q: text }), true);
          }}
          onChange={(patch) => update(withFilters(query, patch))}
          onTyping={(patch) => update(withFilters(query, patch), true)}
          onClear={clear}
        />
        {page.isError && (
          <QueryErrorAlert
            title="The journal could not be read"
            error={page.error}
            onRetry={() => page.refetch()}
          />
        )}
        {page.isPending ? (
          <Center p="xl">
            <Loader aria-label="Loading the journal" />
          </Center>
        ) : page.data === undefined ? null : total === 0 ? (
          hasFilters(asked) ? (
            <Stack gap={4} role="status" align="flex-start">
              <Text fw={600}>No executions match these filters.</Text>
              <Button variant="light" size="xs" onClick={clear}>
                Show all executions
              </Button>
            </Stack>
          ) : (
            <EmptyJournal />
          )
        ) : rows.length === 0 ? (
          <Stack gap={4} role="status" align="flex-start">
            <Text fw={600}>This page is past the end of the list.</Text>
            <Button variant="light" size="xs" onClick={() => update({ ...query, offset: 0 })}>
              Go to the first page
            </Button>
          </Stack>
        ) : (
          <>
            <Group justify="space-between" wrap="wrap" mih={30}>
              <Group gap="xs">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {total <= pageSize
                    ? `${total} ${total === 1 ? 'execution' : 'executions'}`
                    : `Showing ${first}–${last} of ${total} executions`}
                  {selectedRows.length > 0 && `, ${selectedRows.length} selected`}
                </Text>
                {page.isPlaceholderData && <Loader size="xs" aria-label="Updating the list" />}
              </Group>
              {selectedRows.length > 0 && (
                <SelectionActions
                  deletable={deletable}
                  selectedCount={selectedRows.length}
                  onDelete={() =>
                    setDeleteRequest({ targets: deletable, skipped: selectedRows.length - deletable.length })
                  }
                  onClear={() => setSelected(new Set())}
                />
              )}
            </Group>
            <QueueTable
              rows={rows}
              query={query}
              onSort={(column) => update(toggleSort(query, column))}
              selected={selected}
              onSelectAll={(on) => select(rows.map(rowKey), on)}
              now={now}
              notFollowed={notFollowed}
              actions={actions}
              busy={page.isPlaceholderData}
            />
            <QueuePagination
              offset={asked.offset}
              total={total}
              onOffset={(offset) => update({ ...query, offset })}
            />
          </>
        )}
      </Stack>
      <DeleteDialog request={deleteRequest} onClose={() => setDeleteRequest(null)} />
    </Stack>
  );
}

function EmptyJournal() {
  return (
    <Stack gap={4} role="status">
      <Text fw={600}>No executions yet.</Text>
      <Text size="sm">
        Every run started from this console appears here for the whole team:{' '}
        <Anchor component={Link} to="/run" underline="always">
          run a robot
        </Anchor>{' '}
        or{' '}
        <Anchor href={`#${trackFormId}`} underline="always">
          track an execution by its id
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

function SelectionActions({
  deletable,
  selectedCount,
  onDelete,
  onClear,
}: {
  deletable: readonly JournalEntry[];
  selectedCount: number;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={deletable.length === 0}
        aria-describedby={deletable.length === 0 ? 'delete-selected-hint' : undefined}
        onClick={onDelete}
      >
        Delete selected ({deletable.length})
      </Button>
      {deletable.length === 0 && (
        <Text size="xs" c="dimmed" id="delete-selected-hint">
          {selectedCount === 1 ? 'It is not queued' : 'None of them is queued'}: only queued executions can be
          deleted.
        </Text>
      )}
      <Button size="xs" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
