import { describe, expect, it } from 'vitest';
import { textLimits } from '@/api/limits';
import { maxVariablesMessage, runFormSchema, type RunFormInput } from './run-form-schema';

const form = (variableCount: number): RunFormInput => ({
  computerId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: Array.from({ length: variableCount }, (_, index) => ({
    name: `v${index}`,
    type: 'text',
    value: '',
    required: false,
  })),
});

describe('the run form schema', () => {
  it(`accepts ${textLimits.variables} variables and refuses one more, on the list`, () => {
    expect(runFormSchema.safeParse(form(textLimits.variables)).success).toBe(true);
    const refused = runFormSchema.safeParse(form(textLimits.variables + 1));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['variables'], message: maxVariablesMessage }),
    ]);
  });

  it('sends ids and names exactly as typed', () => {
    const parsed = runFormSchema.parse({
      ...form(0),
      computerId: 'Runtime 01',
      variables: [{ name: 'batch', type: 'text', value: '  spaced  ', required: false }],
    });
    expect(parsed.computerId).toBe('Runtime 01');
    expect(parsed.variables[0]?.value).toBe('  spaced  ');
  });
});
