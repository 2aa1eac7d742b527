/**
 * The robot form's schema and values, apart from the form: the form and its variable rows
 * (variable-template-fields.tsx) both read them, and neither imports the other.
 */
import { z } from 'zod';
import { textLimits } from '@/api/limits';
import type { Translate } from '@/i18n/i18n-provider';
import { exactTextField, idField, textField } from './entry-rules';

const variableRowSchema = (t: Translate) =>
  z.object({
    name: textField(
      {
        what: 'variableName',
        limit: textLimits.variableName,
        whenBlank: t('catalog.variables.nameBlank'),
      },
      t,
    ),
    type: z.string().min(1, t('catalog.variables.typeMissing')),
    defaultValue: exactTextField({ what: 'defaultValue', limit: textLimits.variableValue }, t),
    required: z.boolean(),
    secret: z.boolean(),
  });

/**
 * The robot form's schema. Like the runtime form it needs the ids already taken; variable names must
 * also be unique, since the run call sends them as one list keyed by name (spec §2.4).
 */
export function robotFormSchema(takenIds: readonly string[], t: Translate) {
  return z.object({
    robotId: idField('robot', takenIds, t),
    name: textField({ what: 'name', limit: textLimits.name, whenBlank: t('catalog.robot.nameBlank') }, t),
    description: textField({ what: 'description', limit: textLimits.description }, t),
    variables: z.array(variableRowSchema(t)).superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const name = row.name.trim();
        if (name !== '' && seen.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: t('catalog.variables.nameRepeated', { name }),
          });
        }
        seen.add(name);
      });
    }),
  });
}
export type RobotFormValues = z.infer<ReturnType<typeof robotFormSchema>>;
