import { ActionIcon, Fieldset, Group, NativeSelect, PasswordInput, TextInput, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { variableTypes } from '@/api/spec-gaps';
import type { RunFormInput } from './run-form-schema';

// A duplicate-name message quotes the name, which may be long and without spaces.
const wrapAnywhere = { style: { overflowWrap: 'anywhere' } } as const;

const typeOptions = variableTypes.map((type) => ({ value: type.value, label: type.label }));

/**
 * The known types, plus the row's own when a catalog template brought another one: the select then
 * shows what will be sent instead of silently showing the first type. A native select, because a
 * hundred rows of the styled one take seconds to appear.
 */
function typeOptionsWith(type: string) {
  return typeOptions.some((option) => option.value === type)
    ? typeOptions
    : [...typeOptions, { value: type, label: type }];
}

interface VariableRowProps {
  register: UseFormRegister<RunFormInput>;
  index: number;
  /** The field array's key of the row, stable across moves: the move buttons' ids derive from it. */
  fieldId: string;
  rowCount: number;
  required: boolean;
  /** The catalog marks this variable secret: its value is hidden (and still sent as typed). */
  secret: boolean;
  /** The type the row was created with. */
  type: string;
  nameError: string | undefined;
  typeError: string | undefined;
  valueError: string | undefined;
  onMove: (from: number, to: number, fieldId: string) => void;
  onRemove: (index: number) => void;
}

/**
 * One variable of the run call. Memoised on plain props: with a hundred rows, a keystroke in one of
 * them (or in an id) must not render the ninety-nine others again.
 */
export const VariableRow = memo(function VariableRow({
  register,
  index,
  fieldId,
  rowCount,
  required,
  secret,
  type,
  nameError,
  typeError,
  valueError,
  onMove,
  onRemove,
}: VariableRowProps) {
  const position = index + 1;
  return (
    <Fieldset legend={`Variable ${position}`} variant="filled" p="sm">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label="Variable name"
          withAsterisk
          error={nameError}
          errorProps={wrapAnywhere}
          style={{ flex: '1 1 160px', minWidth: 0 }}
          {...register(`variables.${index}.name`)}
        />
        <NativeSelect
          label="Variable type"
          data={typeOptionsWith(type)}
          error={typeError}
          style={{ flex: '0 1 130px' }}
          {...register(`variables.${index}.type`)}
        />
        {secret ? (
          <PasswordInput
            label="Variable value"
            description="Secret: not kept in the journal nor in the saved draft"
            withAsterisk={required}
            error={valueError}
            style={{ flex: '2 1 220px', minWidth: 0 }}
            // A robot's password, not the operator's own: the browser should not offer to save it.
            autoComplete="off"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': `Show the value of variable ${position}` }}
            {...register(`variables.${index}.value`)}
          />
        ) : (
          <TextInput
            label="Variable value"
            withAsterisk={required}
            error={valueError}
            style={{ flex: '2 1 220px', minWidth: 0 }}
            {...register(`variables.${index}.value`)}
          />
        )}
        <Group gap={4} mt={26} wrap="nowrap">
          <Tooltip label="Move up">
            <ActionIcon
              variant="default"
              aria-label={`Move variable ${position} up`}
              id={`${fieldId}-up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, fieldId)}
            >
              ↑
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move down">
            <ActionIcon
              variant="default"
              aria-label={`Move variable ${position} down`}
              id={`${fieldId}-down`}
              disabled={index === rowCount - 1}
              onClick={() => onMove(index, index + 1, fieldId)}
            >
              ↓
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove">
            <ActionIcon
              variant="default"
              color="red"
              aria-label={`Remove variable ${position}`}
              onClick={() => onRemove(index)}
            >
              ×
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Fieldset>
  );
});
