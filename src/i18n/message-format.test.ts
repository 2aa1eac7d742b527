import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';

describe('a message as text', () => {
  it('fills placeholders and writes numbers the way the language does', () => {
    expect(formatMessage('{count} of {total} rows', 'en', { count: 1500, total: 'all' })).toBe(
      '1,500 of all rows',
    );
    expect(formatMessage('{count} de {total}', 'pt-BR', { count: 1500.5, total: 'todas' })).toBe(
      '1.500,5 de todas',
    );
  });

  it('picks the plural by the language, and says none in its own words', () => {
    const executions = { zero: 'no executions', one: '{count} execution', other: '{count} executions' };
    expect(formatMessage(executions, 'en', { count: 1 })).toBe('1 execution');
    expect(formatMessage(executions, 'en', { count: 2 })).toBe('2 executions');
    expect(formatMessage(executions, 'en', { count: 0 })).toBe('no executions');
    // Portuguese counts 0 and 1 as "one"; without `zero`, 0 takes that form.
    const execucoes = { one: '{count} execução', other: '{count} execuções' };
    expect(formatMessage(execucoes, 'pt-BR', { count: 0 })).toBe('0 execução');
    expect(formatMessage(execucoes, 'pt-BR', { count: 1 })).toBe('1 execução');
    expect(formatMessage(execucoes, 'pt-BR', { count: 1000 })).toBe('1.000 execuções');
  });

  it('leaves a placeholder without a value as written rather than failing', () => {
    expect(formatMessage('Hello {name}', 'en')).toBe('Hello {name}');
  });
});
