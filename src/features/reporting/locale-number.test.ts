import { describe, expect, it } from 'vitest';
import { hourValueSchema } from './hour-value';
import { formatDecimal, parseLocaleDecimal, toLocaleInput } from './locale-number';

describe('parseLocaleDecimal', () => {
  it("reads the locale's decimal comma in pt-BR and refuses what could be read two ways", () => {
    expect(parseLocaleDecimal('1500,75', 'pt-BR')).toBe(1500.75);
    expect(parseLocaleDecimal(' 12,5 ', 'pt-BR')).toBe(12.5);
    expect(parseLocaleDecimal('8', 'pt-BR')).toBe(8);
    expect(parseLocaleDecimal(',5', 'pt-BR')).toBe(0.5);
    expect(parseLocaleDecimal('-3,25', 'pt-BR')).toBe(-3.25);
    // Mantine's NumberInput read these as 1.5 and 125.
    expect(parseLocaleDecimal('1.500,00', 'pt-BR')).toBeUndefined();
    expect(parseLocaleDecimal('12.5', 'pt-BR')).toBeUndefined();
    expect(parseLocaleDecimal('1,2,3', 'pt-BR')).toBeUndefined();
  });

  it("reads the locale's decimal point in en-GB and refuses grouping", () => {
    expect(parseLocaleDecimal('1500.75', 'en-GB')).toBe(1500.75);
    expect(parseLocaleDecimal('12.', 'en-GB')).toBe(12);
    expect(parseLocaleDecimal('12,5', 'en-GB')).toBeUndefined();
    expect(parseLocaleDecimal('1,500.00', 'en-GB')).toBeUndefined();
    expect(parseLocaleDecimal('', 'en-GB')).toBeUndefined();
    expect(parseLocaleDecimal('12a', 'en-GB')).toBeUndefined();
    expect(parseLocaleDecimal('1e3', 'en-GB')).toBeUndefined();
  });

  it('writes a value back the way it is typed', () => {
    expect(toLocaleInput(1500.75, 'pt-BR')).toBe('1500,75');
    expect(toLocaleInput(1500.75, 'en-GB')).toBe('1500.75');
    expect(parseLocaleDecimal(toLocaleInput(0.123456789, 'pt-BR'), 'pt-BR')).toBe(0.123456789);
  });
});

describe('hourly value', () => {
  it("gives the example with the locale's separator", () => {
    const ptBr = hourValueSchema('pt-BR').safeParse('12.5');
    expect(ptBr.error?.issues[0]?.message).toBe('Enter a number without thousands separators, e.g. 1500,75.');
    const enGb = hourValueSchema('en-GB').safeParse('12,5');
    expect(enGb.error?.issues[0]?.message).toBe('Enter a number without thousands separators, e.g. 1500.75.');
    expect(hourValueSchema('pt-BR').parse('1500,5')).toBe(1500.5);
  });

  it('is shown as returned, to six decimals, and at least two', () => {
    expect(formatDecimal(12.345678, 'en-GB')).toBe('12.345678');
    expect(formatDecimal(1500, 'en-GB')).toBe('1,500.00');
    expect(formatDecimal(1500.5, 'pt-BR')).toBe('1.500,50');
  });
});
