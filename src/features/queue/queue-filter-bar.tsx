import { Button, Group, MultiSelect, Pill, Select, Switch } from '@mantine/core';
import { memo } from 'react';
import { deletedStatus, unknownStatus, type JournalFacets, type JournalQuery } from '@/api/workspace/journal';
import { useT } from '@/i18n/i18n-provider';
import { PeriodFilter } from './period-filter';
import { hasFilters, menuValues } from './queue-filters';
import { SearchBox } from './search-box';

// Options can be ids as long as an id may be, without spaces: they wrap inside the dropdown.
const wrappingOptions = { option: { overflowWrap: 'anywhere' } } as const;

/** Chosen statuses shown as pills; past these, one "+3" pill stands for the rest (the menu ticks them all). */
const shownStatusPills = 2;

/**
 * Search, status, robot, Runtime, operator, "mine", a period, and a reporting send's executions when a
 * link asked for them. The menus offer what the journal holds (its facets); the page writes every change
 * to the URL.
 */
export const QueueFilterBar = memo(function QueueFilterBar({
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
  const t = useT();
  // The two statuses that are not the service's are stored in English; the menu says them in words.
  const statusWords: Readonly<Record<string, string>> = {
    [deletedStatus]: t('status.deleted'),
    [unknownStatus]: t('status.unknown'),
  };
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
        label={t('queue.filters.status')}
        placeholder={query.status.length === 0 ? t('queue.filters.anyStatus') : undefined}
        data={menuValues(facets?.statuses ?? [], query.status).map((value) => ({
          value,
          label: statusWords[value] ?? value,
        }))}
        value={[...query.status]}
        onChange={(status) => onChange({ status })}
        // One line however many are chosen: the filters' row keeps its height.
        renderPill={({ option, value, onRemove }) => {
          const index = query.status.indexOf(value ?? '');
          if (index < shownStatusPills) {
            return (
              <Pill withRemoveButton onRemove={onRemove}>
                {option.label}
              </Pill>
            );
          }
          if (index > shownStatusPills) return null;
          const more = query.status.length - shownStatusPills;
          return (
            <Pill
              title={query.status
                .slice(shownStatusPills)
                .map((status) => statusWords[status] ?? status)
                .join(', ')}
            >
              {t('queue.filters.more', { count: more })}
            </Pill>
          );
        }}
        clearable
        w={300}
        // Two pills and "+N" on one line: the filters' row keeps its height.
        styles={{ ...wrappingOptions, pillsList: { flexWrap: 'nowrap' } }}
      />
      <Select
        {...single(t('queue.filters.robot'), t('queue.filters.anyRobot'), query.robot, facets?.robots ?? [])}
        onChange={(robot) => onChange({ robot: robot ?? undefined })}
      />
      <Select
        {...single(
          t('queue.filters.runtime'),
          t('queue.filters.anyRuntime'),
          query.runtime,
          facets?.runtimes ?? [],
        )}
        onChange={(runtime) => onChange({ runtime: runtime ?? undefined })}
      />
      <Select
        {...single(
          t('queue.filters.operator'),
          t('queue.filters.anyone'),
          query.operator,
          facets?.operators ?? [],
        )}
        onChange={(operator) => onChange({ operator: operator ?? undefined })}
        w={220}
      />
      <PeriodFilter from={query.from} to={query.to} onChange={onTyping} />
      <Switch
        label={t('queue.filters.mine')}
        checked={query.mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={8}
      />
      {query.send !== undefined && (
        // Only a link sets it (the sends' page): shown so that the operator sees why rows are missing.
        <Pill
          size="lg"
          mb={8}
          withRemoveButton
          onRemove={() => onChange({ send: undefined })}
          // Mantine hides a pill's remove button from the keyboard (a menu's keys remove its pills): this
          // pill is in no menu, so its button is a button.
          removeButtonProps={{
            tabIndex: 0,
            'aria-hidden': false,
            'aria-label': t('queue.filters.sendRemove'),
          }}
        >
          {t('queue.filters.send', { id: String(query.send) })}
        </Pill>
      )}
      {hasFilters(query) && (
        <Button variant="subtle" onClick={onClear}>
          {t('queue.filters.clear')}
        </Button>
      )}
    </Group>
  );
});
