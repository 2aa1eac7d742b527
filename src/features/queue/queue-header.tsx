import { NativeSelect, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { JournalQuery, JournalSortColumn } from '@/api/workspace/journal';
import type { PlainMessageKey } from '@/i18n/catalog';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { RowCheckbox } from './row-checkbox';
import { defaultDirection } from './queue-filters';
import { cx } from './queue-cells';
import { sortColumns, type QueueLayout } from './queue-grid';
import classes from './queue-list.module.css';

export interface SelectAllState {
  readonly label: string;
  readonly checked: boolean;
  readonly indeterminate: boolean;
  readonly onChange: (selected: boolean) => void;
}

function SortableHeader({
  column,
  label,
  query,
  onSort,
}: {
  column: JournalSortColumn;
  label: string;
  query: JournalQuery;
  onSort: (column: JournalSortColumn) => void;
}) {
  const sorted = query.sort === column;
  const arrow = !sorted ? '↕' : query.dir === 'asc' ? '↑' : '↓';
  return (
    <div
      role="columnheader"
      aria-sort={sorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={classes.cell}
    >
      {/* Two lines where the column is narrow ("Execution ID" at 1280 px), the arrow kept on the last. */}
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" lh={1.2}>
        {label}
        {'\u00a0'}
        <span aria-hidden="true" style={{ opacity: sorted ? 1 : 0.4 }}>
          {arrow}
        </span>
      </UnstyledButton>
    </div>
  );
}

/** The header row: a checkbox for the rows held, then the columns (sortable) or, on a phone, one. */
export const QueueHeader = memo(function QueueHeader({
  layout,
  query,
  onSort,
  selectAll,
}: {
  layout: QueueLayout;
  query: JournalQuery;
  onSort: (column: JournalSortColumn) => void;
  /** Absent for a role that may not delete: there is nothing to select for. */
  selectAll: SelectAllState | undefined;
}) {
  const t = useT();
  return (
    <div role="row" aria-rowindex={1} className={cx(classes.row, classes.header)}>
      <div role="columnheader" className={classes.cell}>
        {selectAll !== undefined && (
          <RowCheckbox
            label={selectAll.label}
            checked={selectAll.checked}
            indeterminate={selectAll.indeterminate}
            onChange={selectAll.onChange}
          />
        )}
      </div>
      {layout.kind === 'table' ? (
        sortColumns.map(({ column, label }) => (
          <SortableHeader key={column} column={column} label={t(label)} query={query} onSort={onSort} />
        ))
      ) : (
        <div role="columnheader" className={cx(classes.cell, classes.sm, classes.bold)}>
          {t('queue.column.executions')}
        </div>
      )}
      <div role="columnheader" className={classes.cell}>
        <VisuallyHidden>{t('queue.column.actions')}</VisuallyHidden>
      </div>
    </div>
  );
});

/** How each order reads in the menu, its natural direction first. */
const orderWords: Partial<Record<JournalSortColumn, Record<'asc' | 'desc', PlainMessageKey>>> = {
  started: { desc: 'queue.order.newestFirst', asc: 'queue.order.oldestFirst' },
  duration: { desc: 'queue.order.longestFirst', asc: 'queue.order.shortestFirst' },
  progress: { desc: 'queue.order.furthestFirst', asc: 'queue.order.leastFirst' },
};

const alphabetical = { asc: 'queue.order.aToZ', desc: 'queue.order.zToA' } as const;

function orderOptions(t: Translate) {
  return sortColumns.flatMap(({ column, label }) => {
    const natural = defaultDirection(column);
    const words = orderWords[column] ?? alphabetical;
    return [natural, natural === 'asc' ? ('desc' as const) : ('asc' as const)].map((dir) => ({
      value: `${column}:${dir}`,
      label: t('queue.order.option', { column: t(label), direction: t(words[dir]) }),
    }));
  });
}

/** On a phone the columns are folded into cards: the order is picked from a menu instead. */
export const OrderMenu = memo(function OrderMenu({
  query,
  onOrder,
}: {
  query: JournalQuery;
  onOrder: (sort: JournalSortColumn, dir: 'asc' | 'desc') => void;
}) {
  const t = useT();
  const options = useMemo(() => orderOptions(t), [t]);
  return (
    <NativeSelect
      label={t('queue.order.label')}
      size="xs"
      data={options}
      value={`${query.sort}:${query.dir}`}
      onChange={(event) => {
        const [sort, dir] = event.currentTarget.value.split(':');
        const match = sortColumns.find((c) => c.column === sort);
        if (match !== undefined && (dir === 'asc' || dir === 'desc')) onOrder(match.column, dir);
      }}
    />
  );
});
