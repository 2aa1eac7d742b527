import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { hasFilters, type QueueView } from './queue-filters';

// Options can be ids as long as an id may be, without spaces: they wrap inside the dropdown.
const wrappingOptions = { option: { overflowWrap: 'anywhere' } } as const;

/** Status, robot, runtime and a free-text search; the page writes every change to the URL. */
export function QueueFilterBar({
  view,
  search,
  options,
  onSearch,
  onChange,
  onClear,
}: {
  view: QueueView;
  search: string;
  options: { statuses: string[]; robots: string[]; runtimes: string[] };
  onSearch: (text: string) => void;
  onChange: (patch: Partial<QueueView>) => void;
  onClear: () => void;
}) {
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label="Search"
        type="search"
        placeholder="Id, robot, runtime or status"
        value={search}
        title={search === '' ? undefined : search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={240}
      />
      <MultiSelect
        label="Status"
        placeholder={view.statuses.length === 0 ? 'Any status' : undefined}
        data={options.statuses}
        value={[...view.statuses]}
        onChange={(statuses) => onChange({ statuses })}
        clearable
        w={240}
        styles={wrappingOptions}
      />
      <Select
        label="Robot"
        placeholder="Any robot"
        data={options.robots}
        value={view.robot ?? null}
        // The input shows the start of a long id; the whole of it is in the tooltip.
        title={view.robot}
        onChange={(robot) => onChange({ robot: robot ?? undefined })}
        clearable
        searchable
        w={180}
        styles={wrappingOptions}
      />
      <Select
        label="Runtime"
        placeholder="Any runtime"
        data={options.runtimes}
        value={view.runtime ?? null}
        title={view.runtime}
        onChange={(runtime) => onChange({ runtime: runtime ?? undefined })}
        clearable
        searchable
        w={180}
        styles={wrappingOptions}
      />
      {hasFilters(view) && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
