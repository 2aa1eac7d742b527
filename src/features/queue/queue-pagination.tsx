import { Group, Pagination } from '@mantine/core';
import { pageSize } from './queue-filters';

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The pages of the journal (the server sends one at a time); nothing when one page holds everything. */
export function QueuePagination({
  offset,
  total,
  onOffset,
}: {
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const page = Math.min(pages, Math.floor(offset / pageSize) + 1);
  return (
    <Group component="nav" aria-label="Pages of the journal" justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={(next) => onOffset((next - 1) * pageSize)}
        withEdges={pages > 5}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
