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
import { documentsPerExecution, robotFigureLimits } from '@/api/catalog-rules';
import { reportingNumberLimits } from '@/api/spec-gaps';

/**
 * The catalog's rules for an entry (variable names unique, since the run call sends them as one list
 * keyed by name, spec §2.4). It needs the ids already in the catalog (without the one being edited): the
 * catalog keys on the id, so a second entry with it would be refused by the server anyway, later and less
 * clearly.
 */
function entryFields(kind: EntryKindKey, takenIds: readonly string[], t: Translate) {
  const fields = formFields(kind, takenIds, t);
  /** A number typed as text: blank is "not said", anything not a number is refused in `unreadable`'s words. */
  const typedNumber = (rule: z.ZodType<number, number>, unreadable: string, pattern: RegExp) =>
    z
      .string()
      .trim()
      .transform((text, ctx) => {
        if (text === '') return null;
        const number = Number(text.replace(',', '.'));
        if (pattern.test(text) && Number.isFinite(number)) return number;
        ctx.addIssue({ code: 'custom', message: unreadable });
        return z.NEVER;
      })
      .pipe(rule.nullable());
  const documentsPathWrong = t('catalog.figures.documentsPathWrong', {
    max: robotFigureLimits.documentsPathLength,
  });
  return z
    .object({
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
      ideaId: typedNumber(
        fields.ideaId,
        t('catalog.figures.ideaIdRange', { max: reportingNumberLimits.integerMax }),
        /^\d+$/,
      ),
      documents: z.enum(documentsChoices),
      /** Checked only when the documents come from a field of the return value. */
      documentsPath: z.string(),
      manualMinutes: typedNumber(
        fields.manualMinutes,
        t('catalog.figures.manualMinutesRange', { max: robotFigureLimits.manualMinutes }),
        /^\d*[.,]?\d+$/,
      ),
    })
    .superRefine(
      ({ documents, documentsPath }, ctx) => {
        if (documents !== 'path') return;
        const path = documentsPath.trim();
        if (path === documentsPerExecution || !fields.documentsFrom.safeParse(path).success)
          ctx.addIssue({ code: 'custom', message: documentsPathWrong, path: ['documentsPath'] });
      },
      // Told with the other fields' problems, not only once they are right: it reads two plain texts.
      { when: () => true },
    );
}

/** How a robot's documents are counted, as the form offers it. */
export const documentsChoices = ['none', 'execution', 'path'] as const;

/** The form's documents fields for a robot's `documentsFrom`. */
export function documentsFields(from: string | null): Pick<EntryFormValues, 'documents' | 'documentsPath'> {
  if (from === null) return { documents: 'none', documentsPath: '' };
  return from === documentsPerExecution
    ? { documents: 'execution', documentsPath: '' }
    : { documents: 'path', documentsPath: from };
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
  return entryFields('robot', takenIds, t).transform(
    ({ id, name, description, variables, ideaId, documents, documentsPath, manualMinutes }): RobotValues => ({
      robotId: id,
      name,
      description,
      variables,
      ideaId,
      documentsFrom:
        documents === 'none'
          ? null
          : documents === 'execution'
            ? documentsPerExecution
            : documentsPath.trim(),
      manualMinutes,
    }),
  );
}
