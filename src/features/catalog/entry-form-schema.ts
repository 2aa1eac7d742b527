/**
 * The catalog form's schemas and values, apart from the form: the form and its variable rows
 * (variable-template-fields.tsx) both read them, and neither imports the other. Both kinds share one
 * form (an id, a name, a description and, for a robot, its variables); each kind's schema turns what
 * was typed into that kind's values.
 */
import { z } from '@/api/zod';
import type { Translate } from '@/i18n/i18n-provider';
import type { EntryKindKey, RobotValues, RuntimeValues } from './entry-kinds';
import { formFields } from './entry-rules';

/**
 * The catalog's rules for an entry (variable names unique, since the run call sends them as one list
 * keyed by name, spec §2.4). It needs the ids already in the catalog (without the one being edited): the
 * catalog keys on the id, so a second entry with it would be refused by the server anyway, later and less
 * clearly.
 */
function entryFields(kind: EntryKindKey, takenIds: readonly string[], t: Translate) {
  const fields = formFields(kind, takenIds, t);
  return z.object({
    id: fields.id,
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

/** What the form holds, for either kind (a Runtime's variables stay empty). */
export type EntryFormValues = z.input<ReturnType<typeof entryFields>>;

export function runtimeFormSchema(takenIds: readonly string[], t: Translate) {
  return entryFields('runtime', takenIds, t).transform(({ id, name, description }): RuntimeValues => ({
    computerId: id,
    name,
    description,
  }));
}

export function robotFormSchema(takenIds: readonly string[], t: Translate) {
  return entryFields('robot', takenIds, t).transform(({ id, name, description, variables }): RobotValues => ({
    robotId: id,
    name,
    description,
    variables,
  }));
}
