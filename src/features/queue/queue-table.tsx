import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { JournalEntry, JournalQuery, JournalSortColumn } from '@/api/workspace';
import { rowKey } from './journal-rows';
import { QueueRow, type RowActions } from './queue-row';

const columns: readonly { readonly column: JournalSortColumn; readonly label: string }[] = [
  { column: 'robot', label: 'Robot' },
  { column: 'runtime', label: 'Runtime' },
  { column: 'execution', label: 'Execution ID' },
  { column: 'status', label: 'Status' },
  { column: 'progress', label: 'Progress' },
  { column: 'started', label: 'Started' },
  { column: 'duration', label: 'Duration' },
  { column: 'operator', label: 'Started by' },
];

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
    <Table.Th aria-sort={sorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}{' '}
        <span aria-hidden="true" style={{ opacity: sorted ? 1 : 0.4 }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

export function QueueTable({
  rows,
  query,
  onSort,
  selected,
  onSelectAll,
  now,
  notFollowed,
  actions,
  busy,
}: {
  rows: readonly JournalEntry[];
  query: JournalQuery;
  onSort: (column: JournalSortColumn) => void;
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
  now: number;
  notFollowed: ReadonlyMap<string, string>;
  actions: RowActions;
  /** The rows shown are the previous answer while the next one loads. */
  busy: boolean;
}) {
  const selectedVisible = rows.filter((e) => selected.has(rowKey(e))).length;
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label="Executions in the team's journal"
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all shown executions"
                checked={rows.length > 0 && selectedVisible === rows.length}
                indeterminate={selectedVisible > 0 && selectedVisible < rows.length}
                onChange={(event) => onSelectAll(event.currentTarget.checked)}
              />
            </Table.Th>
            {columns.map(({ column, label }) => (
              <SortableHeader key={column} column={column} label={label} query={query} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <QueueRow
              key={rowKey(e)}
              execution={e}
              selected={selected.has(rowKey(e))}
              now={now}
              notFollowed={notFollowed.get(rowKey(e))}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
