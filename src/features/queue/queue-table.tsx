import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { executionKey, type TrackedExecution } from '@/lib/tracked-executions';
import type { QueueView, SortColumn } from './queue-filters';
import { QueueRow, type RowActions } from './queue-row';

const columns: readonly { readonly column: SortColumn; readonly label: string }[] = [
  { column: 'robot', label: 'Robot' },
  { column: 'runtime', label: 'Runtime' },
  { column: 'execution', label: 'Execution ID' },
  { column: 'status', label: 'Status' },
  { column: 'progress', label: 'Progress' },
  { column: 'started', label: 'Started' },
  { column: 'duration', label: 'Duration' },
];

function SortableHeader({
  column,
  label,
  view,
  onSort,
}: {
  column: SortColumn;
  label: string;
  view: QueueView;
  onSort: (column: SortColumn) => void;
}) {
  const sorted = view.sort === column;
  const arrow = !sorted ? '↕' : view.dir === 'asc' ? '↑' : '↓';
  return (
    <Table.Th aria-sort={sorted ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
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
  view,
  onSort,
  selected,
  onSelectAll,
  now,
  actions,
}: {
  rows: readonly TrackedExecution[];
  view: QueueView;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
  now: number;
  actions: RowActions;
}) {
  const selectedVisible = rows.filter((e) => selected.has(executionKey(e))).length;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Tracked executions">
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
              <SortableHeader key={column} column={column} label={label} view={view} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <QueueRow
              key={executionKey(e)}
              execution={e}
              selected={selected.has(executionKey(e))}
              now={now}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
