import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import type { NumberReading } from './locale-number';

interface NumberTextInputProps<T extends FieldValues> {
  readonly field: ControllerRenderProps<T, Path<T>>;
  readonly label: string;
  /** Under the field while the text is not ambiguous: a hint, or the number that will be sent. */
  readonly description: string | undefined;
  readonly inputMode: 'numeric' | 'decimal';
  /** The text read as the field's schema reads it. */
  readonly reading: NumberReading;
  readonly error: string | undefined;
}

/**
 * A number typed as text (whole numbers and hourly values alike). When the text reads as two numbers
 * ("1.500": 1500 in pt-BR, 1.5 in en), the field asks which was meant, with a button for each, and the
 * schema refuses it until then; the chosen number replaces the text in a form that reads only one way.
 */
export function NumberTextInput<T extends FieldValues>({
  field,
  label,
  description,
  inputMode,
  reading,
  error,
}: NumberTextInputProps<T>) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(field.ref, input);
  const text = typeof field.value === 'string' ? field.value : '';
  const choices = !reading.ok && reading.problem === 'ambiguous' ? reading.choices : undefined;
  const question =
    choices === undefined
      ? undefined
      : t('reporting.number.question', {
          typed: text.trim(),
          first: choices[0].text,
          second: choices[1].text,
        });
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={question ?? description}
        required
        inputMode={inputMode}
        autoComplete="off"
        name={field.name}
        ref={ref}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={error}
      />
      {choices !== undefined && (
        <Group gap="xs" role="group" aria-label={question}>
          {choices.map((choice) => (
            <Button
              key={choice.text}
              size="compact-sm"
              variant="light"
              onClick={() => {
                field.onChange(choice.text);
                // The buttons go with the question: the focus goes back to the field they answered.
                input.current?.focus();
              }}
            >
              {t('reporting.number.meant', { value: choice.text })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
