/**
 * The robot form's schema and values, apart from the form: the form and its variable rows
 * (variable-template-fields.tsx) both read them, and neither imports the other.
 */
import { z } from '@/api/zod';
import type { Translate } from '@/i18n/i18n-provider';
import { formFields } from './entry-rules';

/**
 * The robot form's schema: the catalog's rules for a Robot (variable names unique, since the run call
 * sends them as one list keyed by name, spec §2.4). Like the runtime form it needs the ids already taken.
 */
export function robotFormSchema(takenIds: readonly string[], t: Translate) {
  const fields = formFields('robot', takenIds, t);
  return z.object({
    robotId: fields.id,
    name: fields.name,
    description: fields.description,
    variables: fields.variables(
      z.object({
        name: fields.variableName,
        type: fields.variableType,
        defaultValue: fields.defaultValue,
        required: z.boolean(),
        secret: z.boolean(),
      }),
    ),
  });
}
export type RobotFormValues = z.infer<ReturnType<typeof robotFormSchema>>;
