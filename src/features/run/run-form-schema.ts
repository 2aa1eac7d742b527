import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import type { RunInput } from '@/data/run-robot';
import type { CatalogRobot } from '@/api/workspace/catalog';
import type { Translate } from '@/i18n/i18n-provider';
import { idFieldSchema } from '@/i18n/id-words';
import { catalogRobot, missingRequired, quotedNames } from './catalog-template';
import { variableRowSchema } from './variable-row-schema';

/**
 * The run form's rules, refusing in the operator's language (memoised on `t` and `robots` by its users).
 * With the team's catalog, a robot of it is known by its id however it was entered: its required
 * variables must each be in a row, with a value.
 */
export const runFormSchema = (t: Translate, robots?: readonly CatalogRobot[]) =>
  z
    .object({
      computerId: idFieldSchema('runtime', t),
      robotId: idFieldSchema('robot', t),
      apiVersion: z.enum(['v1', 'v2']),
      variables: z
        .array(variableRowSchema(t))
        .max(textLimits.variables, t('run.variables.tooMany', { max: textLimits.variables })),
    })
    .superRefine((values, ctx) => {
      const robot = catalogRobot(robots, values.robotId);
      const required = new Set(robot?.variables.filter((v) => v.required).map((v) => v.name));
      const seen = new Set<string>();
      values.variables.forEach((variable, index) => {
        const { name } = variable;
        if (name.trim() !== '' && seen.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variables', index, 'name'],
            message: t('run.variable.nameRepeated', { name }),
          });
        }
        seen.add(name);
        if ((variable.required || required.has(name)) && variable.value === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['variables', index, 'value'],
            message: t('run.variable.valueRequired'),
          });
        }
      });
      const missing = missingRequired(robot, [...seen]);
      if (robot !== undefined && missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['variables'],
          message: t('run.variables.missingRequired', {
            robot: robot.name,
            names: quotedNames(missing),
            count: missing.length,
          }),
        });
      }
    });

type RunFormSchema = ReturnType<typeof runFormSchema>;
export type RunFormInput = z.input<RunFormSchema>;
export type RunFormValues = z.output<RunFormSchema>;

export const emptyRunForm: RunFormInput = { computerId: '', robotId: '', apiVersion: 'v2', variables: [] };

/**
 * The request the form stands for. A variable left empty is not sent at all, so the robot's own default
 * applies (a required one cannot be empty in a valid form). No variable to send means the robot's
 * default parameters: no body (v2) or the GET call (v1).
 */
export function toRunInput(values: RunFormValues): RunInput {
  const sent = values.variables.filter((variable) => variable.value !== '');
  return {
    computerId: values.computerId,
    robotId: values.robotId,
    apiVersion: values.apiVersion,
    variables: sent.length === 0 ? null : sent.map(({ name, type, value }) => ({ name, type, value })),
  };
}
