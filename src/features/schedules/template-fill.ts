/**
 * A catalog robot entered in the form (typed, pasted or picked) fills the variables from its template,
 * as the run form does: each variable with its default value, secret where the catalog says so. Rows the
 * operator made are replaced with an undo; rows that were only the previous robot's template are not.
 */
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CatalogRobot } from '@/api/workspace/catalog';
import { notifyWithUndo } from '@/components/undo-notification';
import { useT } from '@/i18n/i18n-provider';
import type { ScheduleFormValues, VariableFields } from './schedule-form-values';

function templateRows(robot: CatalogRobot): VariableFields[] {
  return robot.variables.map((v) => ({
    name: v.name,
    value: v.defaultValue,
    secret: v.secret,
    stored: false,
  }));
}

const sameRows = (a: readonly VariableFields[], b: readonly VariableFields[]) =>
  a.length === b.length &&
  a.every(
    (row, index) =>
      row.name === b[index]?.name && row.value === b[index].value && row.secret === b[index].secret,
  );

export function useTemplateFill(
  form: UseFormReturn<ScheduleFormValues>,
  robots: readonly CatalogRobot[] | undefined,
) {
  const t = useT();
  return useCallback(
    (robotId: string, before: string) => {
      const robot = robots?.find((r) => r.robotId === robotId);
      if (robot === undefined) return;
      const previous = form.getValues('variables');
      const template = templateRows(robot);
      if (sameRows(previous, template)) return;
      form.setValue('variables', template, { shouldDirty: true });
      const replaced = robots?.find((r) => r.robotId === before);
      const untouched = replaced !== undefined && sameRows(previous, templateRows(replaced));
      if (previous.length > 0 && !untouched) {
        notifyWithUndo({
          message: t('schedules.variables.replaced', { name: robot.name }),
          undo: () => form.setValue('variables', previous, { shouldDirty: true }),
        });
      }
    },
    [form, robots, t],
  );
}
