import { z } from 'zod';
import { idSchema } from '@/api/ids';
import { textLimits } from '@/api/limits';
import type { RunInput } from '@/api/run-robot';

const count = (n: number) => n.toLocaleString('en-US');

/** A length limit that says how far over the text is, so a pasted value can be cut where it should be. */
function maxLength(limit: number, what: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.length > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `${what} can be at most ${count(limit)} characters long; this one has ${count(value.length)}.`,
      });
    }
  };
}

export const variableRowSchema = z.object({
  name: z
    .string()
    .refine((name) => name.trim() !== '', 'Enter a variable name.')
    // A space the operator cannot see would name another variable than the robot expects.
    .refine(
      (name) => name.trim() === name || name.trim() === '',
      'The name starts or ends with a space; remove it.',
    )
    .superRefine(maxLength(textLimits.variableName, 'A variable name')),
  type: z.string().min(1, 'Choose a type.'),
  value: z.string().superRefine(maxLength(textLimits.variableValue, 'A value')),
  /** From the catalog robot's template: a required variable needs a value. */
  required: z.boolean(),
});

export const maxVariablesMessage = `A run can have at most ${textLimits.variables} variables.`;

export const runFormSchema = z
  .object({
    computerId: idSchema('the Runtime ID'),
    robotId: idSchema('the Robot ID'),
    apiVersion: z.enum(['v1', 'v2']),
    variables: z.array(variableRowSchema).max(textLimits.variables, maxVariablesMessage),
  })
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.variables.forEach((variable, index) => {
      const { name } = variable;
      if (name.trim() !== '' && seen.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'name'],
          message: `"${name}" is already used above.`,
        });
      }
      seen.add(name);
      if (variable.required && variable.value === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'value'],
          message: 'This robot needs a value here.',
        });
      }
    });
  });

export type RunFormInput = z.input<typeof runFormSchema>;
export type RunFormValues = z.output<typeof runFormSchema>;

export const emptyRunForm: RunFormInput = { computerId: '', robotId: '', apiVersion: 'v2', variables: [] };

/** No variable rows means the robot's default parameters: no body (v2) or the GET call (v1). */
export function toRunInput(values: RunFormValues): RunInput {
  return {
    computerId: values.computerId,
    robotId: values.robotId,
    apiVersion: values.apiVersion,
    variables:
      values.variables.length === 0
        ? null
        : values.variables.map(({ name, type, value }) => ({ name, type, value })),
  };
}
