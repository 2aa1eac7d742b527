import { Autocomplete, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { RunFormInput } from './run-form-schema';

// A long id or name without spaces breaks anywhere rather than widening the form.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** A Runtime or Robot of the operator's catalog, as the picker needs it. */
interface CatalogChoice {
  readonly id: string;
  readonly name: string;
}

/** What the typed value is to the catalog: one of its ids, or the name of one (not an id). */
type CatalogMatch =
  | { readonly kind: 'id'; readonly choice: CatalogChoice }
  | { readonly kind: 'name'; readonly choice: CatalogChoice }
  | undefined;

/**
 * An exact id wins; otherwise the catalog's name of an entry, or the "Name (id)" label the picker used to
 * write into the field (drafts saved before it sent ids), is recognised so the operator can be told.
 */
function catalogMatch(value: string, choices: readonly CatalogChoice[]): CatalogMatch {
  const byId = choices.find((choice) => choice.id === value);
  if (byId !== undefined) return { kind: 'id', choice: byId };
  const typed = value.trim().toLowerCase();
  if (typed === '') return undefined;
  const byName = choices.find(
    (choice) =>
      choice.name.toLowerCase() === typed || `${choice.name} (${choice.id})`.toLowerCase() === typed,
  );
  return byName === undefined ? undefined : { kind: 'name', choice: byName };
}

function describeMatch(match: CatalogMatch, hint: string, t: Translate): string {
  if (match === undefined) return hint;
  if (match.kind === 'id') return t('run.catalog.match', { name: match.choice.name });
  return t('run.catalog.nameNotId', { name: match.choice.name, id: match.choice.id });
}

/**
 * An id typed freely or picked from the operator's catalog (the API cannot list them). The field holds
 * the id, which is what the request sends; the catalog's name is shown in each option and, once an id
 * of the catalog is in the field, in the line that describes the field.
 */
export function CatalogIdField({
  control,
  name,
  label,
  hint,
  choices,
  onEntered,
}: {
  control: Control<RunFormInput>;
  name: 'computerId' | 'robotId';
  label: string;
  /** What the field is for, shown under the label while no catalog entry is in the field. */
  hint: string;
  choices: readonly CatalogChoice[];
  /**
   * The value changed, however it was entered: typed, pasted or picked (Mantine writes a picked
   * option's id through `onChange` too). Not called when the form is reset or filled by a link.
   */
  onEntered?: (id: string, before: string) => void;
}) {
  const t = useT();
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
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          description={describeMatch(catalogMatch(field.value, choices), hint, t)}
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
          title={field.value.length > 0 ? field.value : undefined}
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
      )}
    />
  );
}
