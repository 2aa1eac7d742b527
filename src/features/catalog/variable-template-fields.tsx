import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { focusSoon, moveButtonAfterMove } from '@/lib/reorder-focus';
import { textLimits } from '@/api/limits';
import { variableTypes } from '@/api/spec-gaps';
import type { RobotFormValues } from './robot-form';

const typeOptions = variableTypes.map((type) => ({ value: type.value, label: type.label }));

/** The offered types, plus the row's own when an imported catalog brought one we do not offer yet. */
function optionsFor(current: string | undefined) {
  if (current === undefined || current === '' || typeOptions.some((o) => o.value === current)) {
    return typeOptions;
  }
  return [...typeOptions, { value: current, label: current }];
}

/** The robot's variables template: rows that can be added, removed and moved up or down. */
export function VariableTemplateFields() {
  const form = useFormContext<RobotFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'variables' });
  const values = useWatch({ control: form.control, name: 'variables' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.variables;
  const full = fields.length >= textLimits.variables;

  const describe = (index: number): string => {
    const name = values[index]?.name.trim() ?? '';
    return name === '' ? `variable ${index + 1}` : `variable ${name}`;
  };

  const moveRow = (from: number, to: number, fieldId: string) => {
    move(from, to);
    focusSoon(`${fieldId}-${moveButtonAfterMove(from, to, fields.length)}`);
  };

  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          Variables
        </Title>
        <Text size="sm" c="dimmed">
          The input the run form asks for, in this order.
        </Text>
      </div>
      {fields.length === 0 && (
        <Text size="sm">No variables: the robot runs with its own defaults. Add one for each input.</Text>
      )}
      {fields.map((field, index) => (
        <Fieldset key={field.id} legend={`Variable ${index + 1}`} variant="filled" p="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Variable name"
              required
              error={errors?.[index]?.name?.message}
              style={{ flex: '1 1 10rem' }}
              {...form.register(`variables.${index}.name`)}
            />
            <NativeSelect
              label="Type"
              data={optionsFor(values[index]?.type)}
              error={errors?.[index]?.type?.message}
              {...form.register(`variables.${index}.type`)}
            />
            {/* A secret's default is hidden here too, as on the run form. */}
            {values[index]?.secret === true ? (
              <PasswordInput
                label="Default value"
                error={errors?.[index]?.defaultValue?.message}
                style={{ flex: '1 1 10rem' }}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': `Show the default value of ${describe(index)}` }}
                {...form.register(`variables.${index}.defaultValue`)}
              />
            ) : (
              <TextInput
                label="Default value"
                error={errors?.[index]?.defaultValue?.message}
                style={{ flex: '1 1 10rem' }}
                {...form.register(`variables.${index}.defaultValue`)}
              />
            )}
          </Group>
          <Group justify="space-between" align="flex-start" mt="sm">
            <Group gap="lg" align="flex-start" style={{ flex: '1 1 16rem' }}>
              <Checkbox label="Required" {...form.register(`variables.${index}.required`)} />
              <Checkbox
                label="Secret"
                description="Hidden on the run form; its value is never stored in the journal."
                style={{ flex: '1 1 12rem' }}
                {...form.register(`variables.${index}.secret`)}
              />
            </Group>
            <Group gap={4}>
              <ActionIcon
                id={`${field.id}-up`}
                variant="default"
                aria-label={`Move ${describe(index)} up`}
                disabled={index === 0}
                onClick={() => moveRow(index, index - 1, field.id)}
              >
                <span aria-hidden>↑</span>
              </ActionIcon>
              <ActionIcon
                id={`${field.id}-down`}
                variant="default"
                aria-label={`Move ${describe(index)} down`}
                disabled={index === fields.length - 1}
                onClick={() => moveRow(index, index + 1, field.id)}
              >
                <span aria-hidden>↓</span>
              </ActionIcon>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`Remove ${describe(index)}`}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          ref={addButton}
          variant="light"
          disabled={full}
          onClick={() =>
            append({
              name: '',
              type: typeOptions[0]?.value ?? 'text',
              defaultValue: '',
              required: false,
              secret: false,
            })
          }
        >
          Add variable
        </Button>
        {full && (
          <Text size="sm">A run takes at most {textLimits.variables} variables, so this robot is full.</Text>
        )}
      </Group>
    </Stack>
  );
}
