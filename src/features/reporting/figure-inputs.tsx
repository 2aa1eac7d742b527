import { Button, Group } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RegisteredDateTimeField } from '@/components/date-time-field';
import { useT } from '@/i18n/i18n-provider';
import type { NumberReading } from './locale-number';
import { readWholeNumberField } from './number-fields';
import { NumberTextInput } from './number-text-input';

interface WholeNumberFieldProps<T extends FieldValues, O> {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPathByValue<T, string>;
  readonly label: string;
  readonly description?: string;
  readonly locale: string;
  /** How the text is read: the same function as the field's schema (a count by default). */
  readonly read?: (text: string, locale: string) => NumberReading;
}

/**
 * A whole number, typed as text: nothing typed is dropped or rewritten (a number input strips what it
 * does not allow, so "-7" became 7). The schema refuses what cannot be read; when the text is read as
 * a number written differently ("1.500" in pt-BR), the number that will be sent is shown under it.
 */
export function WholeNumberField<T extends FieldValues, O>({
  control,
  name,
  label,
  description,
  locale,
  read = readWholeNumberField,
}: WholeNumberFieldProps<T, O>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        const reading = read(text, locale);
        // The number as the body will hold it (digits only), not written the locale's way.
        const readBack =
          reading.ok && text.trim() !== String(reading.value)
            ? t('reporting.number.sentAs', { value: String(reading.value) })
            : undefined;
        return (
          <NumberTextInput
            field={field}
            label={label}
            description={readBack ?? description}
            inputMode="numeric"
            reading={reading}
            error={fieldState.error?.message}
          />
        );
      }}
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
  const t = useT();
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <RegisteredDateTimeField
        label={t('reporting.processedAt.label')}
        description={t('reporting.processedAt.description')}
        required
        error={error}
        flex={1}
        registration={registration}
      />
      {/* Lined up with the input: below its label and description. */}
      <Button variant="default" mt={46} onClick={onNow} aria-label={t('reporting.processedAt.setNow')}>
        {t('reporting.processedAt.now')}
      </Button>
    </Group>
  );
}
