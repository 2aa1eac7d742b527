import { Button, Checkbox, Fieldset, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { textLimits } from '@/api/limits';
import { useT } from '@/i18n/i18n-provider';
import type { ScheduleFormValues } from './schedule-form-values';

const wrapAnywhere = { style: { overflowWrap: 'anywhere' } } as const;

/**
 * The values every run of the schedule sends. A secret one is typed into a password field and never
 * shown back: once saved, its field starts empty and, left empty, the server keeps the saved value.
 */
export function VariableFields({
  control,
  register,
}: {
  control: Control<ScheduleFormValues>;
  register: UseFormRegister<ScheduleFormValues>;
}) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'variables' });
  const errors = useFormState({ control, name: 'variables' }).errors.variables;
  const secrets = useWatch({ control, name: 'variables', compute: (rows) => rows.map((row) => row.secret) });
  const full = fields.length >= textLimits.variables;
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('schedules.variables.none')}
        </Text>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        const rowErrors = errors?.[index];
        const valueProps = {
          label: t('schedules.variable.value'),
          error: rowErrors?.value?.message,
          style: { flex: '2 1 220px', minWidth: 0 },
          ...register(`variables.${index}.value`),
        };
        return (
          <Fieldset
            key={field.id}
            legend={t('schedules.variable.legend', { number })}
            variant="filled"
            p="sm"
          >
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label={t('schedules.variable.name')}
                withAsterisk
                error={rowErrors?.name?.message}
                errorProps={wrapAnywhere}
                style={{ flex: '1 1 160px', minWidth: 0 }}
                {...register(`variables.${index}.name`)}
              />
              {secrets[index] === true ? (
                <PasswordInput
                  {...valueProps}
                  description={t(
                    field.stored ? 'schedules.variable.secretKept' : 'schedules.variable.secretHint',
                  )}
                  // A robot's password, not the operator's: the browser should not offer to save it.
                  autoComplete="off"
                  visibilityToggleButtonProps={{
                    'aria-label': t('schedules.variable.showValue', { number }),
                  }}
                />
              ) : (
                <TextInput {...valueProps} />
              )}
              <Group gap="sm" mt={30} wrap="nowrap">
                <Checkbox label={t('schedules.variable.secret')} {...register(`variables.${index}.secret`)} />
                {/* Its visible word starts its name, which says which variable it removes. */}
                <Button
                  variant="default"
                  size="compact-sm"
                  aria-label={t('schedules.variable.removeLabel', { number })}
                  onClick={() => remove(index)}
                >
                  {t('schedules.variable.remove')}
                </Button>
              </Group>
            </Group>
          </Fieldset>
        );
      })}
      {errors?.root?.message !== undefined && (
        <Text size="sm" c="red.8" role="alert">
          {errors.root.message}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          disabled={full}
          onClick={() => append({ name: '', value: '', secret: false, stored: false }, { shouldFocus: true })}
        >
          {t('schedules.variables.add')}
        </Button>
      </Group>
    </Stack>
  );
}
