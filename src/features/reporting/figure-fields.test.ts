import { describe, expect, it } from 'vitest';
import { rpaFormSchema, type RpaFormInput } from './rpa-record';
import { volumetryFormSchema } from './volumetry-record';

const valid: RpaFormInput = {
  ideaId: '42',
  successExecutions: '3',
  alertExecutions: '0',
  errorExecutions: '1',
  successExecutionTime: '120',
  alertExecutionTime: '0',
  errorExecutionTime: '8',
  processedAt: '2026-11-22T14:05',
};

function messages(input: RpaFormInput, locale: string): Record<string, string> {
  const result = rpaFormSchema(locale).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('RPA and volumetry form schemas', () => {
  it('give exactly the spec payload: integers and an ISO UTC instant with milliseconds', () => {
    expect(rpaFormSchema('en').parse(valid)).toEqual({
      ideaId: 42,
      successExecutions: 3,
      alertExecutions: 0,
      errorExecutions: 1,
      successExecutionTime: 120,
      alertExecutionTime: 0,
      errorExecutionTime: 8,
      processedAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    });
    const volumetry = volumetryFormSchema('pt-BR').parse({ ...valid, successExecutions: '7.000' });
    expect(Object.keys(volumetry).sort()).toEqual(
      ['alertExecutions', 'errorExecutions', 'ideaId', 'processedAt', 'successExecutions'].sort(),
    );
    expect(volumetry.successExecutions).toBe(7000);
    expect(volumetry.processedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('read grouping the way the locale writes it', () => {
    const typed = { ...valid, successExecutionTime: '1.500', errorExecutionTime: '1,500' };
    expect(messages(typed, 'pt-BR')).toEqual({
      errorExecutionTime: 'Enter a whole number, without decimals ("," marks decimals).',
    });
    expect(messages(typed, 'en')).toEqual({
      successExecutionTime: 'Enter a whole number, without decimals ("." marks decimals).',
    });
    expect(rpaFormSchema('pt-BR').parse({ ...typed, errorExecutionTime: '8' }).successExecutionTime).toBe(
      1500,
    );
    expect(rpaFormSchema('en').parse({ ...typed, successExecutionTime: '8' }).errorExecutionTime).toBe(1500);
  });

  it('refuse, with a reason, what the old number inputs silently rewrote (pt-BR)', () => {
    expect(
      messages(
        {
          ...valid,
          ideaId: '-7',
          successExecutions: '1,5',
          alertExecutions: '1e3',
          errorExecutions: '1.500,00',
          successExecutionTime: '2147483648',
          alertExecutionTime: '1.50',
          errorExecutionTime: 'abc',
        },
        'pt-BR',
      ),
    ).toEqual({
      ideaId: 'The idea ID cannot be negative.',
      successExecutions: 'Enter a whole number, without decimals ("," marks decimals).',
      alertExecutions: 'Type the number in full, e.g. 1000 rather than 1e3.',
      errorExecutions: 'Enter a whole number, without decimals ("," marks decimals).',
      successExecutionTime: 'At most 2.147.483.647, the largest number the service accepts.',
      alertExecutionTime: '"." groups thousands in threes, e.g. 1.500; or type 1500.',
      errorExecutionTime: 'Enter a whole number with digits only, e.g. 1500 or 1.500.',
    });
  });

  it('refuse the same slips in en, with the separators of en', () => {
    expect(
      messages(
        {
          ...valid,
          ideaId: '',
          successExecutions: '-1',
          alertExecutions: '1.5',
          errorExecutions: '1,50',
          successExecutionTime: '1e23',
          alertExecutionTime: '99999999999',
          errorExecutionTime: '',
        },
        'en',
      ),
    ).toEqual({
      ideaId: 'Enter the idea ID.',
      successExecutions: 'Cannot be negative.',
      alertExecutions: 'Enter a whole number, without decimals ("." marks decimals).',
      errorExecutions: '"," groups thousands in threes, e.g. 1,500; or type 1500.',
      successExecutionTime: 'Type the number in full, e.g. 1000 rather than 1e3.',
      alertExecutionTime: 'At most 2,147,483,647, the largest number the service accepts.',
      errorExecutionTime: 'Enter a whole number (0 if there were none).',
    });
  });

  it('require a processing time that is a real local date and time', () => {
    expect(messages({ ...valid, processedAt: '' }, 'en')).toEqual({
      processedAt: 'Enter when the figures were processed.',
    });
    expect(messages({ ...valid, processedAt: '2026-02-31T10:00' }, 'en')).toEqual({
      processedAt: 'Enter a valid date and time.',
    });
    // What Chrome holds while a year is being typed: not 1926, not 0026.
    expect(messages({ ...valid, processedAt: '0026-11-22T10:00' }, 'en')).toEqual({
      processedAt: 'Enter a year between 1970 and 9999.',
    });
  });
});
