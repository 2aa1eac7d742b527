import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import { formatDecimal } from './locale-number';
import { hourValueHint, readHourValue } from './number-fields';
import { NumberTextInput } from './number-text-input';

/**
 * The hourly value of both forms, typed in the app's locale as the app shows it ("1.500,75" in pt-BR).
 * A plain text input: the reading is ours (`readHourValue`, also the schema's), strict enough that a
 * value is read one way or refused, and the amount it will send is shown back under the field.
 */
export function HourValueInput<T extends FieldValues, TOut>({
  control,
  name,
  locale,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
  locale: string;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        const reading = readHourValue(text, locale);
        return (
          <NumberTextInput
            field={field}
            label={t('reporting.hourValue.label')}
            description={
              reading.ok
                ? t('reporting.hourValue.reads', { amount: formatDecimal(reading.value, locale) })
                : hourValueHint(locale, t)
            }
            inputMode="decimal"
            reading={reading}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
