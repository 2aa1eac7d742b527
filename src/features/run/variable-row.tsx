import { ActionIcon, Fieldset, Group, NativeSelect, PasswordInput, TextInput, Tooltip } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { variableTypes } from '@/api/spec-gaps';
import type { PlainMessageKey } from '@/i18n/catalog';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { RunFormInput } from './run-form-schema';

// A duplicate-name message quotes the name, which may be long and without spaces.
const wrapAnywhere = { style: { overflowWrap: 'anywhere' } } as const;

/** Each type's name in the operator's language; a type added to the spec's list must be named here. */
const typeNames = {
  text: 'run.variable.typeText',
} as const satisfies Record<(typeof variableTypes)[number]['value'], PlainMessageKey>;

/**
 * The known types, plus the row's own when a catalog template brought another one: the select then
 * shows what will be sent instead of silently showing the first type. A native select, because a
 * hundred rows of the styled one take seconds to appear.
 */
function typeOptionsWith(type: string, t: Translate) {
  const known = variableTypes.map((option) => ({ value: option.value, label: t(typeNames[option.value]) }));
  return known.some((option) => option.value === type) ? known : [...known, { value: type, label: type }];
}

interface VariableRowProps {
  register: UseFormRegister<RunFormInput>;
  index: number;
  /** The field array's key of the row, stable across moves: the ids of its name and move buttons derive from it. */
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
  const t = useT();
  const position = index + 1;
  const typeOptions = useMemo(() => typeOptionsWith(type, t), [type, t]);
  // An optional value left empty is not sent: said beside it, as the preview shows it.
  const hint = secret
    ? t(required ? 'run.variable.secretHint' : 'run.variable.secretOptionalHint')
    : required
      ? undefined
      : t('run.variable.optionalHint');
  return (
    <Fieldset legend={t('run.variable.legend', { number: position })} variant="filled" p="sm">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          id={`${fieldId}-name`}
          label={t('run.variable.name')}
          withAsterisk
          error={nameError}
          errorProps={wrapAnywhere}
          style={{ flex: '1 1 160px', minWidth: 0 }}
          {...register(`variables.${index}.name`)}
        />
        <NativeSelect
          label={t('run.variable.type')}
          data={typeOptions}
          error={typeError}
          style={{ flex: '0 1 130px' }}
          {...register(`variables.${index}.type`)}
        />
        {secret ? (
          <PasswordInput
            label={t('run.variable.value')}
            description={hint}
            withAsterisk={required}
            error={valueError}
            style={{ flex: '2 1 220px', minWidth: 0 }}
            // A robot's password, not the operator's own: the browser should not offer to save it.
            autoComplete="off"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('run.variable.showValue', { number: position }) }}
            {...register(`variables.${index}.value`)}
          />
        ) : (
          <TextInput
            label={t('run.variable.value')}
            description={hint}
            withAsterisk={required}
            error={valueError}
            style={{ flex: '2 1 220px', minWidth: 0 }}
            {...register(`variables.${index}.value`)}
          />
        )}
        <Group gap={4} mt={26} wrap="nowrap">
          <Tooltip label={t('run.variable.moveUp')}>
            <ActionIcon
              variant="default"
              aria-label={t('run.variable.moveUpLabel', { number: position })}
              id={`${fieldId}-up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, fieldId)}
            >
              ↑
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('run.variable.moveDown')}>
            <ActionIcon
              variant="default"
              aria-label={t('run.variable.moveDownLabel', { number: position })}
              id={`${fieldId}-down`}
              disabled={index === rowCount - 1}
              onClick={() => onMove(index, index + 1, fieldId)}
            >
              ↓
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('run.variable.remove')}>
            <ActionIcon
              variant="default"
              color="red"
              aria-label={t('run.variable.removeLabel', { number: position })}
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
