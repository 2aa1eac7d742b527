import { Autocomplete, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

// A long id or name without spaces breaks anywhere rather than widening the form.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** A Runtime or Robot of the team's catalog, as the picker needs it. */
export interface CatalogChoice {
  readonly id: string;
  readonly name: string;
}

/**
 * A Runtime or Robot id, typed freely or picked from the team's catalog (the service cannot list them),
 * for the run form and the schedule form alike. The field holds the id, which is what is sent or saved;
 * each option shows the catalog's name beside its id, and is found by either.
 */
export function CatalogIdField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  choices,
  onEntered,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
  /** The line under the label for the value in the field: the entry it names, or what the field is for. */
  description: (value: string) => string;
  choices: readonly CatalogChoice[];
  /**
   * The value changed, however it was entered: typed, pasted or picked (Mantine writes a picked
   * option's id through `onChange` too). Not called when the form is reset or filled by a link.
   */
  onEntered?: (id: string, before: string) => void;
}) {
  // Mantine writes an option's label into the field when it is picked, so the label is the id itself;
  // the name is rendered beside it and searched too.
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
        const value = String(field.value);
        return (
          <Autocomplete
            label={label}
            description={description(value)}
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
            title={value.length > 0 ? value : undefined}
            ref={field.ref}
            name={field.name}
            value={value}
            onChange={(entered) => {
              field.onChange(entered);
              if (entered !== value) onEntered?.(entered, value);
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
