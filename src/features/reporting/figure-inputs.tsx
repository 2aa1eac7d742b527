import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { NumberInputValue } from './figure-fields';

interface WholeNumberFieldProps<T extends FieldValues, O> {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPathByValue<T, NumberInputValue>;
  readonly label: string;
  readonly description?: string;
}

/**
 * A whole number of at least 0. The input itself refuses a minus sign and a decimal separator; the
 * schema still checks, for values that arrive another way.
 */
export function WholeNumberField<T extends FieldValues, O>({
  control,
  name,
  label,
  description,
}: WholeNumberFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          required
          allowDecimal={false}
          allowNegative={false}
          min={0}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * When the figures were processed: picked in local time, sent in UTC (see local-date-time.ts). "Now"
 * because the page may have been open for a while since the default was read.
 */
export function ProcessedAtField({
  registration,
  error,
  onNow,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  onNow: () => void;
}) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        type="datetime-local"
        label="Processed at"
        description="Your local time; sent in UTC"
        required
        error={error}
        flex={1}
        {...registration}
      />
      {/* Lined up with the input: below its label and description. */}
      <Button variant="default" mt={46} onClick={onNow} aria-label="Set processed at to now">
        Now
      </Button>
    </Group>
  );
}
