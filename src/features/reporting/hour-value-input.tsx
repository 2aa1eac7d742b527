import { NumberInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { localeSeparators } from './locale-number';

/** The hourly value of both forms: typed in the operator's locale, kept as the number NumberInput parses. */
export function HourValueInput<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  description,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  description: string;
}) {
  const separators = useMemo(() => localeSeparators(), []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label="Hourly value"
          description={description}
          withAsterisk
          min={0}
          // Not clamped: a negative value stays visible with its message instead of silently becoming 0.
          clampBehavior="none"
          decimalSeparator={separators.decimalSeparator}
          thousandSeparator={separators.thousandSeparator}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
