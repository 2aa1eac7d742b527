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
import { useId, useMemo } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { focusSoon, moveButtonAfterMove, neighbourOfRemoved } from '@/lib/reorder-focus';
import { textLimits } from '@/api/limits';
import { variableTypes } from '@/api/spec-gaps';
import type { PlainMessageKey } from '@/i18n/catalog';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { EntryFormValues } from './entry-form-schema';

/** Each type's name in the operator's language; a type added to the spec's list must be named here. */
const typeNames = {
  text: 'catalog.variables.typeText',
} as const satisfies Record<(typeof variableTypes)[number]['value'], PlainMessageKey>;

/** The types offered, named in the operator's language (the value sent is the service's own). */
function typeOptionsIn(t: Translate): readonly { value: string; label: string }[] {
  return variableTypes.map((type) => ({ value: type.value, label: t(typeNames[type.value]) }));
}

/** The offered types, plus the row's own when an imported catalog brought one we do not offer yet. */
function optionsFor(typeOptions: readonly { value: string; label: string }[], current: string | undefined) {
  if (current === undefined || current === '' || typeOptions.some((o) => o.value === current)) {
    return [...typeOptions];
  }
  return [...typeOptions, { value: current, label: current }];
}

/** The robot's variables template: rows that can be added, removed and moved up or down. */
export function VariableTemplateFields() {
  const t = useT();
  const typeOptions = useMemo(() => typeOptionsIn(t), [t]);
  const form = useFormContext<EntryFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'variables' });
  const values = useWatch({ control: form.control, name: 'variables' });
  const addButtonId = useId();
  const errors = form.formState.errors.variables;
  const full = fields.length >= textLimits.variables;
  const valueLimit = t('catalog.form.upTo', { max: textLimits.variableValue });

  const describe = (index: number): string => {
    const name = values[index]?.name.trim() ?? '';
    return name === ''
      ? t('catalog.variables.numbered', { number: index + 1 })
      : t('catalog.variables.named', { name });
  };

  const moveRow = (from: number, to: number, fieldId: string) => {
    move(from, to);
    focusSoon(`${fieldId}-${moveButtonAfterMove(from, to, fields.length)}`);
  };

  // The focus goes to the next row's name (now in the removed row's place), else the previous row's,
  // else to "Add variable": never to the page's body.
  const removeRow = (index: number) => {
    const neighbour = neighbourOfRemoved(fields, index);
    remove(index);
    focusSoon(...(neighbour === undefined ? [] : [`${neighbour.id}-name`]), addButtonId);
  };

  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {t('catalog.variables.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('catalog.variables.intro')}
        </Text>
      </div>
      {fields.length === 0 && <Text size="sm">{t('catalog.variables.none')}</Text>}
      {fields.map((field, index) => (
        <Fieldset
          key={field.id}
          legend={t('catalog.variables.legend', { number: index + 1 })}
          variant="filled"
          p="sm"
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              id={`${field.id}-name`}
              label={t('catalog.variables.name')}
              description={t('catalog.form.upTo', { max: textLimits.variableName })}
              required
              error={errors?.[index]?.name?.message}
              style={{ flex: '1 1 10rem' }}
              {...form.register(`variables.${index}.name`)}
            />
            <NativeSelect
              label={t('catalog.variables.type')}
              data={optionsFor(typeOptions, values[index]?.type)}
              error={errors?.[index]?.type?.message}
              // Chosen when the options are drawn, as the form's value says, whatever sets the value first.
              defaultValue={field.type}
              {...form.register(`variables.${index}.type`)}
            />
            {/* A secret has no default (the catalog is shown to everyone): one typed before the box was
                ticked is hidden, as on the run form, and refused until it is emptied. */}
            {values[index]?.secret === true ? (
              <PasswordInput
                label={t('catalog.variables.defaultValue')}
                description={t('catalog.variables.secretTyped')}
                error={errors?.[index]?.defaultValue?.message}
                style={{ flex: '1 1 10rem' }}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{
                  'aria-label': t('catalog.variables.showDefault', { variable: describe(index) }),
                }}
                {...form.register(`variables.${index}.defaultValue`)}
              />
            ) : (
              <TextInput
                label={t('catalog.variables.defaultValue')}
                description={valueLimit}
                error={errors?.[index]?.defaultValue?.message}
                style={{ flex: '1 1 10rem' }}
                {...form.register(`variables.${index}.defaultValue`)}
              />
            )}
          </Group>
          <Group justify="space-between" align="flex-start" mt="sm">
            <Group gap="lg" align="flex-start" style={{ flex: '1 1 16rem' }}>
              <Checkbox
                label={t('catalog.variables.required')}
                {...form.register(`variables.${index}.required`)}
              />
              <Checkbox
                label={t('catalog.variables.secret')}
                description={t('catalog.variables.secretHint')}
                style={{ flex: '1 1 12rem' }}
                {...form.register(`variables.${index}.secret`)}
              />
            </Group>
            <Group gap={4}>
              <ActionIcon
                id={`${field.id}-up`}
                variant="default"
                aria-label={t('catalog.variables.moveUp', { variable: describe(index) })}
                disabled={index === 0}
                onClick={() => moveRow(index, index - 1, field.id)}
              >
                <span aria-hidden>↑</span>
              </ActionIcon>
              <ActionIcon
                id={`${field.id}-down`}
                variant="default"
                aria-label={t('catalog.variables.moveDown', { variable: describe(index) })}
                disabled={index === fields.length - 1}
                onClick={() => moveRow(index, index + 1, field.id)}
              >
                <span aria-hidden>↓</span>
              </ActionIcon>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={t('catalog.variables.removeVariable', { variable: describe(index) })}
                onClick={() => removeRow(index)}
              >
                {t('catalog.variables.remove')}
              </Button>
            </Group>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          id={addButtonId}
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
          {t('catalog.variables.add')}
        </Button>
        {full && <Text size="sm">{t('catalog.variables.full', { max: textLimits.variables })}</Text>}
      </Group>
    </Stack>
  );
}
