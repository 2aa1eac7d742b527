import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useFieldArray, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { textLimits } from '@/api/limits';
import { focusSoon, moveButtonAfterMove } from '@/lib/reorder-focus';
import { maxVariablesMessage, type RunFormInput } from './run-form-schema';
import { VariableRow } from './variable-row';

interface VariableRowsProps {
  control: Control<RunFormInput>;
  register: UseFormRegister<RunFormInput>;
}

/** The `variables` array of the run call: one fieldset per variable, addable, removable, reorderable. */
export function VariableRows({ control, register }: VariableRowsProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variables' });
  // Only this list follows the rows' errors, so the page around it does not render at each check.
  const errors = useFormState({ control, name: 'variables' }).errors.variables;
  const rowCount = fields.length;
  const moveRow = useCallback(
    (from: number, to: number, fieldId: string) => {
      move(from, to);
      focusSoon(`${fieldId}-${moveButtonAfterMove(from, to, rowCount)}`);
    },
    [move, rowCount],
  );
  // Too many rows (a catalog template can bring them) is a problem of the list, not of one row.
  const listError = errors?.root?.message ?? errors?.message;
  const full = rowCount >= textLimits.variables;
  const showFullHint = full && listError === undefined;
  return (
    <Stack gap="sm">
      {rowCount === 0 && (
        <Text size="sm" c="dimmed">
          No variables: the robot runs with its default parameters.
        </Text>
      )}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        return (
          <VariableRow
            key={field.id}
            register={register}
            index={index}
            fieldId={field.id}
            rowCount={rowCount}
            required={field.required}
            type={field.type}
            nameError={rowErrors?.name?.message}
            typeError={rowErrors?.type?.message}
            valueError={rowErrors?.value?.message}
            onMove={moveRow}
            onRemove={remove}
          />
        );
      })}
      {listError !== undefined && (
        <Text size="sm" c="red.8" role="alert">
          {listError} Remove the ones the robot does not need.
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          disabled={full}
          aria-describedby={showFullHint ? 'variables-full' : undefined}
          onClick={() =>
            append({ name: '', type: 'text', value: '', required: false }, { shouldFocus: true })
          }
        >
          Add variable
        </Button>
        {showFullHint && (
          <Text size="sm" c="dimmed" id="variables-full">
            {maxVariablesMessage}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
