import { Box } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { isFollowed } from '@/data/execution-queries';
import { useJournalRefetchInterval } from '@/data/use-live-journal';
import type { JournalPage, JournalQuery, JournalSortColumn } from '@/api/workspace/journal';
import { journalBlockQuery, journalBlockSize } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { useNow } from '@/lib/use-now';
import { useRelativeClock } from '@/components/relative-time';
import { rowKey } from './journal-rows';
import { filterKey } from './queue-filters';
import { QueueCardRow } from './queue-card-row';
import type { QueueLayout } from './queue-grid';
import classes from './queue-list.module.css';
import { QueueHeader, type SelectAllState } from './queue-header';
import { cx, placement, type RowActions } from './queue-cells';
import { QueueRow } from './queue-row';
import { loadedRows, useJournalBlocks } from './use-journal-blocks';
import type { QueueSelection } from './use-selection';

/** Rows drawn beyond each edge of the view, so that scrolling and Tab find the next ones already there. */
const overscan = 4;

/** The id of the list's scroll box, a stop of the Tab order named as the list. */
export const queueListId = 'queue-list';

/** Where the list was scrolled to, per history entry, so that Back returns to the same rows. */
const savedOffsets = new Map<string, number>();

interface QueueListProps {
  layout: QueueLayout;
  query: JournalQuery;
  selection: QueueSelection;
  actions: RowActions;
  onSort: (column: JournalSortColumn) => void;
}

/**
 * Every execution matching the filters in one scrolling table, drawing only the rows in view: the
 * rows come in blocks (see use-journal-blocks.ts) and a row whose block has not arrived is a named
 * placeholder. It stays a table for assistive technology: `aria-rowcount` is the whole list and each
 * row says where it is (`aria-rowindex`), whatever is drawn.
 *
 * The list reads the first block itself (the page reads only its total): a row that changes draws the
 * list again, not the page around it. The page shows the list once that block has arrived.
 */
export const QueueList = memo(function QueueList(props: QueueListProps) {
  // Only while the live stream is down: otherwise it brings every change as it happens.
  const refetchInterval = useJournalRefetchInterval();
  const first = useQuery({
    ...journalBlockQuery(props.query, 0),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  if (first.data === undefined) return null;
  return <ListOf {...props} first={first.data} busy={first.isPlaceholderData} />;
});

function ListOf({
  layout,
  query,
  first,
  busy,
  selection,
  actions,
  onSort,
}: QueueListProps & {
  /** The first block, which also gives the total. */
  first: JournalPage;
  /** `first` is the previous answer while the next one loads. */
  busy: boolean;
}) {
  const t = useT();
  const { key: location } = useLocation();
  const queryClient = useQueryClient();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row holding the keyboard focus stays drawn when it scrolls out of view, so focus is never lost.
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const total = first.total;
  // The virtualizer is a mutable instance that re-renders this component itself; nothing below memoises
  // what it returns, so the compiler's caution does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan,
    // Scroll events draw at React's usual pace (batched, one draw per frame at most) rather than each
    // in a synchronous draw of its own: fast scrolling then never stacks draws into a long task.
    useFlushSync: false,
    // The header is sticky at the top of the same scroll box: rows start below it.
    paddingStart: layout.headerHeight,
    scrollPaddingStart: layout.headerHeight,
    initialOffset: () => savedOffsets.get(location) ?? 0,
    // A box without a height yet (no layout: a hidden tab, a test's DOM) would draw no row at all: until it
    // has one, it draws as many as the window holds.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === undefined || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
  });
  // Another answer (other filters or order) starts at its top, drawn in the same list (no new one).
  const answer = `${filterKey(query)}|${query.sort}|${query.dir}`;
  const shownAnswer = useRef(answer);
  useLayoutEffect(() => {
    if (shownAnswer.current === answer) return;
    shownAnswer.current = answer;
    setFocused(undefined);
    virtualizer.scrollToOffset(0);
  }, [answer, virtualizer]);
  useEffect(
    () => () => void savedOffsets.set(location, virtualizer.scrollOffset ?? 0),
    [location, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  const rowAt = useJournalBlocks(
    query,
    first,
    items.map((item) => item.index),
    !busy,
  );
  const now = useNow(items.some((item) => rowIsFollowed(rowAt(item.index))));
  const clock = useRelativeClock();

  const selectedCount = selection.entries.size;
  const everything = total <= journalBlockSize;
  const { clear, toggle } = selection;
  // The same object while none of it changes: the header (memoised) then draws only when it must.
  const selectAll: SelectAllState = useMemo(
    () => ({
      label: t(everything ? 'queue.list.selectAllShown' : 'queue.list.selectLoaded'),
      checked: selectedCount > 0 && selectedCount >= total,
      indeterminate: selectedCount > 0 && selectedCount < total,
      // With anything selected, the box clears; otherwise it selects every row held.
      onChange: () => (selectedCount > 0 ? clear() : toggle(loadedRows(queryClient, query, total), true)),
    }),
    [t, everything, selectedCount, total, clear, toggle, queryClient, query],
  );
  const Row = layout.kind === 'table' ? QueueRow : QueueCardRow;
  const contentHeight = layout.headerHeight + total * layout.rowHeight;

  return (
    <Box
      ref={scrollRef}
      id={queueListId}
      data-queue-viewport
      role="region"
      aria-label={t('queue.list.region')}
      tabIndex={0}
      style={{
        height: contentHeight + 2,
        maxHeight: 'max(320px, calc(100dvh - 160px))',
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        // Read by the list's classes (queue-list.module.css).
        '--queue-columns': layout.columns,
        '--queue-row-height': `${layout.rowHeight}px`,
        '--queue-header-height': `${layout.headerHeight}px`,
      }}
    >
      <div
        role="table"
        aria-label={t('queue.list.table')}
        aria-rowcount={total + 1}
        aria-busy={busy}
        style={{ minWidth: layout.minWidth, position: 'relative', height: virtualizer.getTotalSize() }}
      >
        <div role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <QueueHeader
            layout={layout}
            query={query}
            onSort={onSort}
            selectAll={actions.onSelect === undefined ? undefined : selectAll}
          />
        </div>
        <div
          role="rowgroup"
          onFocus={(event) => setFocused(focusedRow(event))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
          }}
        >
          {items.map((item) => {
            const row = rowAt(item.index);
            if (row === undefined) {
              return (
                <Placeholder
                  key={`loading-${item.index}`}
                  layout={layout}
                  index={item.index}
                  label={t('queue.list.loadingRow', { position: item.index + 1, total })}
                  top={item.start}
                />
              );
            }
            const selected = selection.has(rowKey(row));
            return (
              <Row
                key={rowKey(row)}
                execution={row}
                selected={selected}
                now={isFollowed(row) ? now : 0}
                actions={actions}
                t={t}
                clock={clock}
                rowIndex={item.index + 2}
                top={item.start}
              />
            );
          })}
        </div>
      </div>
    </Box>
  );
}

/** The index of the row that holds the element just focused. */
function focusedRow(event: FocusEvent): number | undefined {
  const row = event.target.closest('[aria-rowindex]');
  const rowIndex = Number(row?.getAttribute('aria-rowindex'));
  return Number.isInteger(rowIndex) && rowIndex >= 2 ? rowIndex - 2 : undefined;
}

function rowIsFollowed(row: Parameters<typeof isFollowed>[0] | undefined): boolean {
  return row !== undefined && isFollowed(row);
}

/** A row whose block is on its way: its place in the list, said in words (its name), and a grey bar. */
const Placeholder = memo(function Placeholder({
  layout,
  index,
  label,
  top,
}: {
  layout: QueueLayout;
  index: number;
  /** "Execution 151 of 250, loading". */
  label: string;
  top: number;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-label={label}
      className={cx(classes.row, classes.placed)}
      {...placement(top, index)}
    >
      <div role="cell" aria-colspan={layout.columnCount} className={cx(classes.cell, classes.whole)}>
        {/* A still bar, not a shimmer: dozens of them pass by as the list scrolls. */}
        <div aria-hidden className={classes.pending} />
      </div>
    </div>
  );
});
