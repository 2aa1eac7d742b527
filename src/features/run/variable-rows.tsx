import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { variableTypes } from '@/api/spec-gaps';
import { focusSoon, moveButtonAfterMove } from '@/lib/reorder-focus';
import type { RunFormInput } from './run-form-schema';

const typeOptions = variableTypes.map((type) => ({ value: type.value, label: type.label }));

interface VariableRowsProps {
  control: Control<RunFormInput>;
  register: UseFormRegister<RunFormInput>;
  errors: FieldErrors<RunFormInput>['variables'];
}

/** The `variables` array of the run call: one fieldset per variable, addable, removable, reorderable. */
export function VariableRows({ control, register, errors }: VariableRowsProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variables' });
  const moveRow = (from: number, to: number, fieldId: string) => {
    move(from, to);
    focusSoon(`${fieldId}-${moveButtonAfterMove(from, to, fields.length)}`);
  };
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No variables: the robot runs with its default parameters.
        </Text>
      )}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const position = index + 1;
        return (
          <Fieldset key={field.id} legend={`Variable ${position}`} variant="filled" p="sm">
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label="Variable name"
                withAsterisk
                error={rowErrors?.name?.message}
                style={{ flex: '1 1 160px' }}
                {...register(`variables.${index}.name`)}
              />
              <Controller
                control={control}
                name={`variables.${index}.type`}
                render={({ field: typeField }) => (
                  <Select
                    label="Variable type"
                    data={typeOptions}
                    allowDeselect={false}
                    value={typeField.value}
                    onChange={(value) => typeField.onChange(value ?? typeField.value)}
                    onBlur={typeField.onBlur}
                    error={rowErrors?.type?.message}
                    style={{ flex: '0 1 130px' }}
                  />
                )}
              />
              <TextInput
                label="Variable value"
                withAsterisk={field.required}
                error={rowErrors?.value?.message}
                style={{ flex: '2 1 220px' }}
                {...register(`variables.${index}.value`)}
              />
              <Group gap={4} mt={26} wrap="nowrap">
                <Tooltip label="Move up">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move variable ${position} up`}
                    id={`${field.id}-up`}
                    disabled={index === 0}
                    onClick={() => moveRow(index, index - 1, field.id)}
                  >
                    ↑
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move variable ${position} down`}
                    id={`${field.id}-down`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, index + 1, field.id)}
                  >
                    ↓
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={`Remove variable ${position}`}
                    onClick={() => remove(index)}
                  >
                    ×
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            append({ name: '', type: 'text', value: '', required: false }, { shouldFocus: true })
          }
        >
          Add variable
        </Button>
      </Group>
    </Stack>
  );
}
