import { Button, Group, MultiSelect, Select, Switch } from '@mantine/core';
import type { JournalFacets, JournalQuery } from '@/api/workspace';
import { PeriodFilter } from './period-filter';
import { hasFilters, menuValues } from './queue-filters';
import { SearchBox } from './search-box';

// Options can be ids as long as an id may be, without spaces: they wrap inside the dropdown.
const wrappingOptions = { option: { overflowWrap: 'anywhere' } } as const;

/**
 * Search, status, robot, Runtime, operator, "mine" and a period. The menus offer what the journal
 * holds (its facets); the page writes every change to the URL.
 */
export function QueueFilterBar({
  query,
  facets,
  onSearch,
  onChange,
  onTyping,
  onClear,
}: {
  query: JournalQuery;
  facets: JournalFacets | undefined;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<JournalQuery>) => void;
  /** A change made while typing (a period bound): it replaces the history entry. */
  onTyping: (patch: Partial<JournalQuery>) => void;
  onClear: () => void;
}) {
  const single = (label: string, placeholder: string, value: string | undefined, present: string[]) => ({
    label,
    placeholder,
    data: menuValues(present, [value]),
    value: value ?? null,
    // The input shows the start of a long id; the whole of it is in the tooltip.
    title: value,
    clearable: true,
    searchable: true,
    w: 180,
    styles: wrappingOptions,
  });
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <SearchBox urlValue={query.q} onSearch={onSearch} />
      <MultiSelect
        label="Status"
        placeholder={query.status.length === 0 ? 'Any status' : undefined}
        data={menuValues(facets?.statuses ?? [], query.status)}
        value={[...query.status]}
        onChange={(status) => onChange({ status })}
        clearable
        w={240}
        styles={wrappingOptions}
      />
      <Select
        {...single('Robot', 'Any robot', query.robot, facets?.robots ?? [])}
        onChange={(robot) => onChange({ robot: robot ?? undefined })}
      />
      <Select
        {...single('Runtime', 'Any runtime', query.runtime, facets?.runtimes ?? [])}
        onChange={(runtime) => onChange({ runtime: runtime ?? undefined })}
      />
      <Select
        {...single('Started by', 'Anyone', query.operator, facets?.operators ?? [])}
        onChange={(operator) => onChange({ operator: operator ?? undefined })}
        w={220}
      />
      <PeriodFilter from={query.from} to={query.to} onChange={onTyping} />
      <Switch
        label="Only mine"
        checked={query.mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={8}
      />
      {hasFilters(query) && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
