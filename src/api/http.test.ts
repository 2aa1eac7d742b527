import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { describeIssue } from './http';
import { runtimeInputSchema } from './workspace/catalog-input';

/** The ZodError of a value the schema refuses. */
function refusal(schema: z.ZodType, value: unknown): z.ZodError {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  return parsed.error;
}

describe('describeIssue', () => {
  it('names the field of the first problem, nested fields by their path', () => {
    const result = z.object({ execution: z.object({ progress: z.number() }) });
    expect(describeIssue(refusal(result, { execution: { progress: '50%' } }))).toBe(
      'execution.progress: Invalid input: expected number, received string',
    );
    expect(describeIssue(refusal(z.array(z.string()), ['a', 2]))).toBe(
      '1: Invalid input: expected string, received number',
    );
  });

  it("tells the schema's own words for a refused input, as the server answers them", () => {
    expect(describeIssue(refusal(runtimeInputSchema, { computerId: '', name: 'Plant' }))).toBe(
      'computerId: Enter the Runtime ID.',
    );
  });

  it('tells a problem of the value as a whole by its message alone', () => {
    expect(describeIssue(refusal(z.object({}), 'text'))).toBe(
      'Invalid input: expected object, received string',
    );
    const unique = z.array(z.string()).refine((names) => new Set(names).size === names.length, {
      error: 'Variable names must be unique.',
    });
    expect(describeIssue(refusal(unique, ['a', 'a']))).toBe('Variable names must be unique.');
  });

  it('has words even for an error without problems', () => {
    expect(describeIssue(new z.ZodError([]))).toBe('The value does not match the contract.');
  });
});
