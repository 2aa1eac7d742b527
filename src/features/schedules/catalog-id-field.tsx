import { Autocomplete, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import type { ScheduleFormValues } from './schedule-form-values';

// A long id or name without spaces breaks anywhere rather than widening the form.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export interface CatalogChoice {
  readonly id: string;
  readonly name: string;
}

/**
 * A Runtime or Robot id, typed or picked from the team's catalog (the service cannot list them). The
 * field holds the id, which is what is saved; an option shows the catalog's name beside it, and so does
 * the line under the field once an id of the catalog is in it. The run form has its own (a feature does
 * not import another); this one knows the schedule form's fields.
 */
export function CatalogIdField({
  control,
  name,
  label,
  hint,
  choices,
  onEntered,
}: {
  control: Control<ScheduleFormValues>;
  name: 'runtimeId' | 'robotId';
  label: string;
  hint: string;
  choices: readonly CatalogChoice[];
  /** The value changed by the operator (typed, pasted or picked), not by a reset. */
  onEntered?: (id: string, before: string) => void;
}) {
  const t = useT();
  // Mantine writes the picked option's label into the field: the label is the id itself.
  const options = useMemo<ComboboxItem[]>(
    () => choices.map((choice) => ({ value: choice.id, label: choice.id })),
    [choices],
  );
  const names = useMemo(() => new Map(choices.map((choice) => [choice.id, choice.name])), [choices]);
  const filter = useMemo<OptionsFilter>(
    () =>
      ({ options: all, search }) => {
        const needle = search.trim().toLowerCase();
        return all.filter(
          (option) =>
            'value' in option &&
            (option.value.toLowerCase().includes(needle) ||
              (names.get(option.value) ?? '').toLowerCase().includes(needle)),
        );
      },
    [names],
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const known = names.get(field.value);
        return (
          <Autocomplete
            label={label}
            description={known === undefined ? hint : t('schedules.catalog.match', { name: known })}
            descriptionProps={{ style: wrapAnywhere }}
            withAsterisk
            data={options}
            filter={filter}
            renderOption={({ option }) => (
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={wrapAnywhere}>
                  {names.get(option.value)}
                </Text>{' '}
                <Text size="xs" c="dimmed" ff="monospace" style={wrapAnywhere}>
                  {option.value}
                </Text>
              </div>
            )}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              const before = field.value;
              field.onChange(value);
              if (value !== before) onEntered?.(value, before);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            errorProps={{ style: wrapAnywhere }}
          />
        );
      }}
    />
  );
}
