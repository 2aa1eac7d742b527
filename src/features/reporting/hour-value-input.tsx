import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { hourValueExample } from './hour-value';
import { formatDecimal, localeSeparators, parseLocaleDecimal } from './locale-number';

/**
 * The hourly value of both forms, typed in the operator's locale. A plain text input: the parsing is
 * ours (`parseLocaleDecimal`), strict enough that a value is read one way or refused, and the amount it
 * will send is shown back under the field.
 */
export function HourValueInput<T extends FieldValues, TOut>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
}) {
  const separator = useMemo(() => localeSeparators().decimalSeparator, []);
  const hint = `Not negative; "${separator}" before the decimals, no thousands separators (e.g. ${hourValueExample()})`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        const parsed = parseLocaleDecimal(text);
        return (
          <TextInput
            label="Hourly value"
            description={parsed !== undefined && parsed >= 0 ? `= ${formatDecimal(parsed)} per hour` : hint}
            required
            inputMode="decimal"
            autoComplete="off"
            name={field.name}
            ref={field.ref}
            value={text}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
