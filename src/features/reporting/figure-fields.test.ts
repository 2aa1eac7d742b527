import { describe, expect, it } from 'vitest';
import { rpaFormSchema, type RpaFormInput } from './rpa-record';
import { volumetryFormSchema } from './volumetry-record';

const valid: RpaFormInput = {
  ideaId: 42,
  successExecutions: 3,
  alertExecutions: 0,
  errorExecutions: 1,
  successExecutionTime: 120,
  alertExecutionTime: 0,
  errorExecutionTime: 8,
  processedAt: '2026-11-22T14:05',
};

function messages(input: RpaFormInput): Record<string, string> {
  const result = rpaFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('RPA and volumetry form schemas', () => {
  it('give exactly the spec payload: integers and an ISO UTC instant with milliseconds', () => {
    expect(rpaFormSchema.parse(valid)).toEqual({
      ...valid,
      processedAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    });
    const volumetry = volumetryFormSchema.parse({ ...valid, successExecutions: '7' });
    expect(Object.keys(volumetry).sort()).toEqual(
      ['alertExecutions', 'errorExecutions', 'ideaId', 'processedAt', 'successExecutions'].sort(),
    );
    expect(volumetry.successExecutions).toBe(7);
    expect(volumetry.processedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuse negative, decimal, empty and oversized numbers', () => {
    expect(
      messages({
        ...valid,
        ideaId: '',
        successExecutions: -1,
        alertExecutions: 1.5,
        errorExecutions: '2.5',
        successExecutionTime: Number.MAX_SAFE_INTEGER + 2,
        alertExecutionTime: 'abc',
      }),
    ).toEqual({
      ideaId: 'Enter the idea ID.',
      successExecutions: 'Cannot be negative.',
      alertExecutions: 'Enter a whole number.',
      errorExecutions: 'Enter a whole number.',
      successExecutionTime: 'This number is too large.',
      alertExecutionTime: 'Enter a number.',
    });
  });

  it('require a processing time that is a real local date and time', () => {
    expect(messages({ ...valid, processedAt: '' })).toEqual({
      processedAt: 'Enter when the figures were processed.',
    });
    expect(messages({ ...valid, processedAt: '2026-02-31T10:00' })).toEqual({
      processedAt: 'Enter a valid date and time.',
    });
    // What Chrome holds while a year is being typed: not 1926, not 0026.
    expect(messages({ ...valid, processedAt: '0026-11-22T10:00' })).toEqual({
      processedAt: 'Enter a year between 1970 and 9999.',
    });
  });
});
