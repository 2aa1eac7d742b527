import { Autocomplete, type ComboboxItem } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { RunFormInput } from './run-form-schema';

/** An id typed freely or picked from the operator's catalog (the API cannot list them). */
export function CatalogIdField({
  control,
  name,
  label,
  description,
  options,
  onPick,
}: {
  control: Control<RunFormInput>;
  name: 'computerId' | 'robotId';
  label: string;
  description: string;
  options: readonly ComboboxItem[];
  onPick?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          description={description}
          withAsterisk
          data={options}
          value={field.value}
          onChange={field.onChange}
          onOptionSubmit={onPick}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
