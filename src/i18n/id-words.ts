/**
 * The id rule of `@/api/ids.ts` in the operator's language: the same refusals, told in the words of the
 * form that refused them. The server keeps the English ones (`idProblemMessage`) for API callers.
 */
import { z } from '@/api/zod';
import { idProblem, maxIdLength, type IdProblem } from '@/api/ids';
import type { Translate } from './i18n-provider';

/** Which id a field holds. */
export type IdKind = 'runtime' | 'robot' | 'execution';

/** The sentence for a refused id, e.g. "The Runtime ID cannot contain "/" or "\"." */
export function idProblemWords(problem: IdProblem, kind: IdKind, t: Translate): string {
  const what = t(`id.${kind}`);
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  return problem === 'blank'
    ? t('id.blank', { what })
    : problem === 'too-long'
      ? t('id.too-long', { What, max: maxIdLength })
      : t(`id.${problem}`, { What });
}

/** The rule as a form field: refused in the operator's words, never trimmed (see `idSchema`). */
export function idFieldSchema(kind: IdKind, t: Translate) {
  return z.string().superRefine((value, ctx) => {
    const problem = idProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: idProblemWords(problem, kind, t) });
  });
}
