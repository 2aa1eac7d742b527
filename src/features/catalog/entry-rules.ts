/**
 * The rules the catalog forms apply to what is typed: the one id rule of the app (`idProblem`) and the
 * text limits, with messages that say what to do, in the operator's language. The import applies the
 * same rules to a file (`catalog-file.ts`), in words that fit a file.
 */
import { z } from 'zod';
import { idProblem } from '@/api/ids';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/i18n/id-words';
import type { EntryKindKey } from './entry-kinds';

/**
 * An id field: refused when it cannot work as an id, or when another entry of the catalog has it
 * (the catalog keys its entries on the id, so a second entry would silently replace the first).
 * Not trimmed: a space the operator did not see is pointed out, not silently removed. A blank one is
 * asked for in the form's own words, which say where the id comes from.
 */
export function idField(kind: EntryKindKey, takenIds: readonly string[], t: Translate) {
  return z.string().superRefine((id, ctx) => {
    const problem = idProblem(id);
    if (problem !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: problem === 'blank' ? t(`catalog.${kind}.idBlank`) : idProblemWords(problem, kind, t),
      });
    } else if (takenIds.includes(id)) {
      ctx.addIssue({ code: 'custom', message: t(`catalog.${kind}.idTaken`, { id }) });
    }
  });
}

/** Which text a limit is about: the words of its "too long" message. */
type LimitedText = 'name' | 'description' | 'variableName' | 'defaultValue';

/** A text with a length limit (and, with `whenBlank`, required); surrounding spaces are dropped. */
export function textField(
  { what, limit, whenBlank }: { what: LimitedText; limit: number; whenBlank?: string },
  t: Translate,
) {
  return limitedText(z.string().trim(), { what, limit, whenBlank }, t);
}

/** Like `textField`, kept exactly as typed: a default value may need its spaces. */
export function exactTextField({ what, limit }: { what: LimitedText; limit: number }, t: Translate) {
  return limitedText(z.string(), { what, limit }, t);
}

function limitedText<S extends z.ZodType<string>>(
  schema: S,
  { what, limit, whenBlank }: { what: LimitedText; limit: number; whenBlank?: string | undefined },
  t: Translate,
) {
  return schema.superRefine((text, ctx) => {
    if (whenBlank !== undefined && text === '') ctx.addIssue({ code: 'custom', message: whenBlank });
    if (text.length > limit) {
      ctx.addIssue({
        code: 'custom',
        message: t(`catalog.form.${what}TooLong`, { max: limit, length: text.length }),
      });
    }
  });
}
