import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { CatalogRobot } from '@/api/workspace/catalog';
import { textLimits } from '@/api/limits';
import { useT } from '@/i18n/i18n-provider';
import { focusSoon, moveButtonAfterMove, neighbourOfRemoved } from '@/lib/reorder-focus';
import {
  catalogRobot,
  missingRequired,
  quotedNames,
  requiredNamesFor,
  templateRows,
} from './catalog-template';
import type { RunFormInput } from './run-form-schema';
import { secretNamesFor } from './secret-variables';
import { VariableRow } from './variable-row';

interface VariableRowsProps {
  control: Control<RunFormInput>;
  register: UseFormRegister<RunFormInput>;
  /** The team catalog's robots: their templates say which variables are secret or required. */
  robots: readonly CatalogRobot[] | undefined;
  /** The id of the note saying why this operator cannot run (a viewer): no row is offered then. */
  cannotRunNote?: string;
}

/** The `variables` array of the run call: one fieldset per variable, addable, removable, reorderable. */
export function VariableRows({ control, register, robots, cannotRunNote }: VariableRowsProps) {
  const t = useT();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variables' });
  // Only this list follows the rows' errors, so the page around it does not render at each check.
  const errors = useFormState({ control, name: 'variables' }).errors.variables;
  const rowCount = fields.length;
  const robotId = useWatch({ control, name: 'robotId' });
  const secrets = useMemo(() => secretNamesFor(robots, robotId), [robots, robotId]);
  const required = useMemo(() => requiredNamesFor(robots, robotId), [robots, robotId]);
  // The rows' names as typed (a secret is known by its name). Only a change of a name renders this list
  // again, not a keystroke in a value; and then only the row whose props changed (rows are memoised).
  const names = useWatch({
    control,
    name: 'variables',
    compute: (rows: RunFormInput['variables']) => rows.map((row) => row.name),
  });
  const moveRow = useCallback(
    (from: number, to: number, fieldId: string) => {
      move(from, to);
      focusSoon(`${fieldId}-${moveButtonAfterMove(from, to, rowCount)}`);
    },
    [move, rowCount],
  );
  const addButtonId = useId();
  // The rows' keys as last drawn, read when one is removed: a remover that changed with every list
  // would draw every memoised row again.
  const rowIds = useRef<readonly string[]>([]);
  useLayoutEffect(() => {
    rowIds.current = fields.map((field) => field.id);
  }, [fields]);
  // The removed row's focus goes to the next row's name (now in its place), else the previous one's,
  // else to "Add variable": never to the page's body.
  const removeRow = useCallback(
    (index: number) => {
      const neighbour = neighbourOfRemoved(rowIds.current, index);
      remove(index);
      focusSoon(...(neighbour === undefined ? [] : [`${neighbour}-name`]), addButtonId);
    },
    [remove, addButtonId],
  );
  // A required variable of the catalog robot that no row names is said at once, with a way to add it;
  // the same sentence is the schema's, which stops the run.
  const robot = catalogRobot(robots, robotId);
  const missing = missingRequired(robot, names);
  // Too many rows (a catalog template can bring them) is a problem of the list, not of one row.
  const listError = missing.length > 0 ? undefined : (errors?.root?.message ?? errors?.message);
  const full = rowCount >= textLimits.variables;
  const showFullHint = full && listError === undefined;
  return (
    <Stack gap="sm">
      {rowCount === 0 && (
        <Text size="sm" c="dimmed">
          {t('run.variables.none')}
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
            required={field.required || required.has(names[index] ?? field.name)}
            secret={secrets.has(names[index] ?? field.name)}
            type={field.type}
            nameError={rowErrors?.name?.message}
            typeError={rowErrors?.type?.message}
            valueError={rowErrors?.value?.message}
            onMove={moveRow}
            onRemove={removeRow}
          />
        );
      })}
      {robot !== undefined && missing.length > 0 && (
        <Group gap="sm">
          <Text size="sm" c="red.8">
            {t('run.variables.missingRequired', {
              robot: robot.name,
              names: quotedNames(missing),
              count: missing.length,
            })}
          </Text>
          <Button variant="light" size="xs" onClick={() => append(templateRows(missing))}>
            {t('run.variables.addMissing')}
          </Button>
        </Group>
      )}
      {listError !== undefined && (
        <Text size="sm" c="red.8" role="alert">
          {t('run.variables.removeSome', { problem: listError })}
        </Text>
      )}
      <Group>
        <Button
          id={addButtonId}
          variant="light"
          disabled={full || cannotRunNote !== undefined}
          aria-describedby={cannotRunNote ?? (showFullHint ? 'variables-full' : undefined)}
          onClick={() =>
            append({ name: '', type: 'text', value: '', required: false }, { shouldFocus: true })
          }
        >
          {t('run.variables.add')}
        </Button>
        {showFullHint && (
          <Text size="sm" c="dimmed" id="variables-full">
            {t('run.variables.tooMany', { max: textLimits.variables })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
