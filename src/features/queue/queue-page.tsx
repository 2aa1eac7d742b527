import { Anchor, Button, Center, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useJournalRefetchInterval } from '@/data/use-live-journal';
import type { JournalPage, JournalQuery, JournalSortColumn } from '@/api/workspace/journal';
import { journalBlockQuery, journalBlockSize, journalFacetsQuery } from '@/data/workspace-queries';
import { endpoints } from '@/api/endpoints';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { PageHeader } from '@/components/page-header';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT, Words } from '@/i18n/i18n-provider';
import { focusSoon } from '@/lib/reorder-focus';
import { DeleteDialog, type DeleteRequest } from './delete-dialog';
import { canDelete } from './journal-rows';
import { QueueFilterBar } from './queue-filter-bar';
import {
  clearFilters,
  filterKey,
  hasFilters,
  parseQueueQuery,
  queueQueryParams,
  toggleSort,
} from './queue-filters';
import { cardLayout, tableLayout } from './queue-grid';
import { QueueExport } from './queue-export';
import { OrderMenu } from './queue-header';
import { QueueList, queueListId } from './queue-list';
import { executionLinkId, type RowActions } from './queue-cells';
import { SelectionBar, SetAsideNotice } from './selection-bar';
import { trackFormId, TrackExecutionForm } from './track-execution-form';
import { useLatestVersions } from './use-journal-blocks';
import { useQueuedMatching } from './use-queued-matching';
import { useSelection } from './use-selection';
import { pages } from '@/lib/pages';

/**
 * What the page itself reads of the first block: how many rows match and, when the block holds the whole
 * list, how many of them are queued. The rows are the list's own reading (queue-list.tsx), so a row that
 * changes draws the list again, never the filters, the header or the dialogs above it.
 */
function firstBlockSummary(page: JournalPage) {
  return {
    total: page.total,
    queuedHeld: page.total <= journalBlockSize ? page.items.filter(canDelete).length : undefined,
  };
}

/**
 * The team's execution journal in one scrolling list: the server filters and sorts it, the URL holds
 * what is asked for, and the rows come in blocks as they scroll into view. The journal itself says how
 * each execution is doing: the server follows them, and the list is read again as they change.
 */
export function QueuePage() {
  const t = useT();
  const theme = useMantineTheme();
  const [params, setParams] = useSearchParams();
  // The same object while the URL stays: the memoised parts below draw again only when it changes.
  const query = useMemo(() => parseQueueQuery(params), [params]);
  // What the list asks for: the search arrives in the URL once typing pauses (see search-box.tsx).
  const asked = query;
  // Only while the live stream is down: otherwise it brings every change as it happens.
  const refetchInterval = useJournalRefetchInterval();
  // Asked for as the page starts to draw, not once all of it is drawn (when `useQuery` subscribes):
  // the rows arrive sooner.
  usePrefetchQuery(journalBlockQuery(asked, 0));
  const first = useQuery({
    ...journalBlockQuery(asked, 0),
    placeholderData: keepPreviousData,
    refetchInterval,
    select: firstBlockSummary,
  });
  const facets = useQuery(journalFacetsQuery);
  // Read before the first paint (not in an effect), so a phone never flashes the wide table.
  const narrow = useMediaQuery(`(width < ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const selection = useSelection(filterKey(query), queueQueryParams(query).toString());
  const queued = useQueuedMatching(
    asked,
    facets.data?.statuses ?? [],
    // While the previous answer stands in, its rows are not the ones these filters match.
    first.isPlaceholderData ? undefined : first.data,
  );
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);

  const update = useCallback(
    (next: JournalQuery, typing = false) => setParams(queueQueryParams(next), { replace: typing }),
    [setParams],
  );
  const clear = useCallback(() => update(clearFilters(query)), [update, query]);
  const onSearch = useCallback((text: string) => update({ ...query, q: text }, true), [update, query]);
  const onChange = useCallback(
    (patch: Partial<JournalQuery>) => update({ ...query, ...patch }),
    [update, query],
  );
  const onTyping = useCallback(
    (patch: Partial<JournalQuery>) => update({ ...query, ...patch }, true),
    [update, query],
  );
  const onOrder = useCallback(
    (sort: JournalSortColumn, dir: 'asc' | 'desc') => update({ ...query, sort, dir }),
    [update, query],
  );
  const onSort = useCallback(
    (column: JournalSortColumn) => update(toggleSort(query, column)),
    [update, query],
  );
  const onRestoreFilters = useCallback(
    (previous: string) => setParams(new URLSearchParams(previous)),
    [setParams],
  );

  const mayTrack = useAllowed(workspaceRouteTable.track.role);
  const mayDelete = useAllowed(endpoints.deleteExecution.role);
  const { toggle, remove } = selection;
  const actions: RowActions = useMemo(
    () =>
      mayDelete
        ? {
            onSelect: (e, on) => toggle([e], on),
            onDelete: (e) => setDeleteRequest({ targets: [e], skipped: 0, from: 'row' }),
          }
        : {},
    [toggle, mayDelete],
  );

  const selected = useLatestVersions(selection.entries);
  const deletable = useMemo(() => selected.filter(canDelete), [selected]);
  const { mutate: loadQueued } = queued.load;
  const { replace } = selection;
  const onSelectAllQueued = useCallback(
    () => loadQueued(undefined, { onSuccess: ({ entries, cappedAt }) => replace(entries, cappedAt) }),
    [loadQueued, replace],
  );
  const onDeleteSelected = useCallback(
    () =>
      setDeleteRequest({
        targets: deletable,
        skipped: selected.length - deletable.length,
        from: 'selection',
      }),
    [deletable, selected],
  );
  const closeDelete = useCallback(() => setDeleteRequest(null), []);
  // A row's Delete is gone once tried: its execution link is the stop beside it. "Delete selected" is
  // gone or disabled: the list (named, its scroll kept) is the next stop after the selection bar.
  const focusAfterDelete = useCallback((request: DeleteRequest) => {
    const row = request.from === 'row' ? request.targets[0] : undefined;
    focusSoon(...(row === undefined ? [] : [executionLinkId(row)]), queueListId);
  }, []);
  const total = first.data?.total ?? 0;
  const layout = narrow ? cardLayout : tableLayout;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('queue.title')}
        description={t('queue.description')}
        actions={<QueueExport query={query} />}
      />
      {mayTrack && <TrackExecutionForm />}
      {!mayTrack && !mayDelete && <RoleNote>{t('queue.role.readOnly')}</RoleNote>}
      <Stack gap="sm">
        <QueueFilterBar
          query={query}
          facets={facets.data}
          onSearch={onSearch}
          onChange={onChange}
          onTyping={onTyping}
          onClear={clear}
        />
        {narrow && <OrderMenu query={query} onOrder={onOrder} />}
        {first.isError && (
          <QueryErrorAlert
            title={t('queue.journalError')}
            error={first.error}
            onRetry={() => first.refetch()}
          />
        )}
        <SetAsideNotice selection={selection} onRestoreFilters={onRestoreFilters} />
        {first.isPending ? (
          <Center p="xl">
            <Loader aria-label={t('queue.loading')} />
          </Center>
        ) : first.data === undefined ? null : total === 0 ? (
          hasFilters(asked) ? (
            <NoMatch onShowAll={clear} />
          ) : (
            <EmptyJournal offerRun={mayTrack} />
          )
        ) : (
          <>
            <SelectionBar
              total={total}
              busy={first.isPlaceholderData}
              selection={selection}
              deletable={deletable}
              queuedMatching={mayDelete ? queued.count : 0}
              selectingAll={queued.load.isPending}
              selectAllError={queued.load.error}
              onSelectAllQueued={onSelectAllQueued}
              onDelete={onDeleteSelected}
            />
            <QueueList
              layout={layout}
              query={asked}
              selection={selection}
              actions={actions}
              onSort={onSort}
            />
          </>
        )}
      </Stack>
      <DeleteDialog
        request={deleteRequest}
        onClose={closeDelete}
        onDeleted={remove}
        onClosedAfterDelete={focusAfterDelete}
      />
    </Stack>
  );
}

const NoMatch = memo(function NoMatch({ onShowAll }: { onShowAll: () => void }) {
  const t = useT();
  return (
    <Stack gap={4} role="status" align="flex-start">
      <Text fw={600}>{t('queue.empty.filtered')}</Text>
      <Button variant="light" size="xs" onClick={onShowAll}>
        {t('queue.empty.showAll')}
      </Button>
    </Stack>
  );
});

/** The journal holds nothing yet: the ways to fill it, for a role that may use them. */
function EmptyJournal({ offerRun }: { offerRun: boolean }) {
  const t = useT();
  return (
    <Stack gap={4} role="status">
      <Text fw={600}>{t('queue.empty.title')}</Text>
      {offerRun && (
        <Text size="sm">
          <Words
            id="queue.empty.text"
            values={{
              run: (
                <Anchor component={Link} to={pages.run} underline="always">
                  {t('queue.empty.run')}
                </Anchor>
              ),
              track: (
                <Anchor href={`#${trackFormId}`} underline="always">
                  {t('queue.empty.track')}
                </Anchor>
              ),
            }}
          />
        </Text>
      )}
    </Stack>
  );
}
