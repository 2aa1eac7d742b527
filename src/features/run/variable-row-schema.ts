/**
 * One variable row of the run form: its rules, and its shape for the catalog's template
 * (catalog-template.ts), which the form's schema (run-form-schema.ts) also reads.
 */
import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import type { Translate } from '@/i18n/i18n-provider';

/** A length limit that says how far over the text is, so a pasted value can be cut where it should be. */
function maxLength(limit: number, tooLong: (length: number) => string) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.length > limit) ctx.addIssue({ code: 'custom', message: tooLong(value.length) });
  };
}

export const variableRowSchema = (t: Translate) =>
  z.object({
    name: z
      .string()
      .refine((name) => name.trim() !== '', t('run.variable.nameBlank'))
      // A space the operator cannot see would name another variable than the robot expects.
      .refine((name) => name.trim() === name || name.trim() === '', t('run.variable.nameSpaces'))
      .superRefine(
        maxLength(textLimits.variableName, (length) =>
          t('run.variable.nameTooLong', { max: textLimits.variableName, length }),
        ),
      ),
    type: z.string().min(1, t('run.variable.typeMissing')),
    value: z
      .string()
      .superRefine(
        maxLength(textLimits.variableValue, (length) =>
          t('run.variable.valueTooLong', { max: textLimits.variableValue, length }),
        ),
      ),
    /** From the catalog robot's template: a required variable needs a value. */
    required: z.boolean(),
  });

export type VariableRowInput = z.input<ReturnType<typeof variableRowSchema>>;
