import { z } from 'zod';
import type { RunInput } from '@/api/run-robot';

export const variableRowSchema = z.object({
  name: z.string().trim().min(1, 'Enter a variable name.'),
  type: z.string().min(1, 'Choose a type.'),
  value: z.string(),
  /** From the catalog robot's template: a required variable needs a value. */
  required: z.boolean(),
});

export const runFormSchema = z
  .object({
    computerId: z.string().trim().min(1, 'Enter the Runtime ID (ID_COMPUTER).'),
    robotId: z.string().trim().min(1, 'Enter the Robot ID (ID_ROBOT).'),
    apiVersion: z.enum(['v1', 'v2']),
    variables: z.array(variableRowSchema),
  })
  .superRefine((values, ctx) => {
    const seen = new Map<string, number>();
    values.variables.forEach((variable, index) => {
      const name = variable.name.trim();
      if (name !== '' && seen.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'name'],
          message: `"${name}" is already used above.`,
        });
      }
      seen.set(name, index);
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
