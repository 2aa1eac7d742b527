/**
 * The rules the catalog forms apply to what is typed: the one id rule of the app (`idProblem`) and the
 * text limits, with messages that say what to do. The import applies the same rules to a file
 * (`catalog-file.ts`), in words that fit a file.
 */
import { z } from 'zod';
import { idProblem, idProblemMessage } from '@/api/ids';

/**
 * An id field: refused when it cannot work as an id, or when another entry of the catalog has it
 * (`upsertRuntime`/`upsertRobot` key on the id, so a second entry would silently replace the first).
 * Not trimmed: a space the operator did not see is pointed out, not silently removed.
 */
export function idField({
  what,
  whenBlank,
  takenIds,
}: {
  /** As `idProblemMessage` wants it: "the Runtime id". */
  what: string;
  whenBlank: string;
  takenIds: readonly string[];
}) {
  return z.string().superRefine((id, ctx) => {
    const problem = idProblem(id);
    if (problem !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: problem === 'blank' ? whenBlank : idProblemMessage(problem, what),
      });
    } else if (takenIds.includes(id)) {
      const label = what.charAt(0).toUpperCase() + what.slice(1);
      ctx.addIssue({ code: 'custom', message: `${label} ${id} is already in the catalog.` });
    }
  });
}

/** A text with a length limit (and, with `whenBlank`, required); surrounding spaces are dropped. */
export function textField({ what, limit, whenBlank }: { what: string; limit: number; whenBlank?: string }) {
  return limitedText(z.string().trim(), { what, limit, whenBlank });
}

/** Like `textField`, kept exactly as typed: a default value may need its spaces. */
export function exactTextField({ what, limit }: { what: string; limit: number }) {
  return limitedText(z.string(), { what, limit });
}

function limitedText<S extends z.ZodType<string>>(
  schema: S,
  { what, limit, whenBlank }: { what: string; limit: number; whenBlank?: string | undefined },
) {
  return schema.superRefine((text, ctx) => {
    if (whenBlank !== undefined && text === '') ctx.addIssue({ code: 'custom', message: whenBlank });
    if (text.length > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `${what} can be at most ${limit} characters long; this one has ${text.length}.`,
      });
    }
  });
}
