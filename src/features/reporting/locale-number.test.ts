import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  readDecimal,
  readWholeNumber,
  toDecimalInput,
  toWholeNumberInput,
  type NumberReading,
} from './locale-number';

const whole = (text: string, locale: string, allowNegative = false) =>
  readWholeNumber(text, locale, { max: 2_147_483_647, allowNegative });
const decimal = (text: string, locale: string) => readDecimal(text, locale, { below: 1e9, maxDecimals: 6 });

const value = (v: number): NumberReading => ({ ok: true, value: v });
const problem = (p: string) => ({ ok: false, problem: p });

// What the new operator typed (issue 7), and what each text is now read as, in both locales.
describe('whole numbers', () => {
  it.each([
    ['1500', value(1500), value(1500)],
    [' 42 ', value(42), value(42)],
    ['007', value(7), value(7)],
    ['0', value(0), value(0)],
    ['1.500', value(1500), problem('decimals')],
    ['1.500.000', value(1_500_000), problem('not-a-number')],
    ['1,500', problem('decimals'), value(1500)],
    ['1,500,000', problem('not-a-number'), value(1_500_000)],
    ['1,5', problem('decimals'), problem('grouping')],
    ['1.5', problem('grouping'), problem('decimals')],
    ['1.50', problem('grouping'), problem('decimals')],
    ['15.00.000', problem('grouping'), problem('not-a-number')],
    ['0.500', problem('grouping'), problem('decimals')],
    ['1.500,00', problem('decimals'), problem('grouping')],
    ['1,500.00', problem('grouping'), problem('decimals')],
    ['-7', problem('negative'), problem('negative')],
    ['\u22127', problem('negative'), problem('negative')],
    ['1e3', problem('exponent'), problem('exponent')],
    ['1e23', problem('exponent'), problem('exponent')],
    ['1E+3', problem('exponent'), problem('exponent')],
    ['2147483647', value(2_147_483_647), value(2_147_483_647)],
    ['2.147.483.647', value(2_147_483_647), problem('not-a-number')],
    ['2147483648', problem('too-large'), problem('too-large')],
    ['99999999999999999999999', problem('too-large'), problem('too-large')],
    ['', problem('empty'), problem('empty')],
    ['   ', problem('empty'), problem('empty')],
    ['12a', problem('not-a-number'), problem('not-a-number')],
    ['+5', problem('not-a-number'), problem('not-a-number')],
    ['1 500', problem('not-a-number'), problem('not-a-number')],
    ['-', problem('not-a-number'), problem('not-a-number')],
    ['0x10', problem('not-a-number'), problem('not-a-number')],
    ['Infinity', problem('not-a-number'), problem('not-a-number')],
  ])('"%s" reads as %j in pt-BR and %j in en', (text, ptBr, en) => {
    expect(whole(text, 'pt-BR')).toEqual(ptBr);
    expect(whole(text, 'en')).toEqual(en);
  });

  it('reads a minus sign only where negatives are allowed, and never past the limit', () => {
    expect(whole('-7', 'pt-BR', true)).toEqual(value(-7));
    expect(whole('-1.500', 'pt-BR', true)).toEqual(value(-1500));
    expect(whole('-2147483648', 'en', true)).toEqual(problem('too-large'));
    expect(whole('-0', 'en', true)).toEqual(value(0));
  });

  it('is never ambiguous: read the other way, "1.500" and "1,500" have decimals', () => {
    expect(whole('1.500', 'pt-BR')).toEqual(value(1500));
    expect(whole('1,500', 'en')).toEqual(value(1500));
  });

  it('writes a whole number back as digits only', () => {
    expect(toWholeNumberInput(1500)).toBe('1500');
    expect(toWholeNumberInput(2_147_483_647)).toBe('2147483647');
  });
});

describe('decimals', () => {
  it.each([
    ['1500,75', value(1500.75), problem('grouping')],
    ['1.500,75', value(1500.75), problem('grouping')],
    ['1500.75', problem('grouping'), value(1500.75)],
    ['1,500.75', problem('grouping'), value(1500.75)],
    ['12,5', value(12.5), problem('grouping')],
    ['12.5', problem('grouping'), value(12.5)],
    [',5', value(0.5), problem('grouping')],
    ['12,', value(12), problem('grouping')],
    ['1.500,00', value(1500), problem('grouping')],
    ['1.5000', problem('grouping'), value(1.5)],
    ['1,5000', value(1.5), problem('grouping')],
    ['0,123456', value(0.123456), problem('grouping')],
    ['0,1234567', problem('too-many-decimals'), problem('grouping')],
    ['999.999.999,999999', value(999_999_999.999999), problem('not-a-number')],
    ['1.000.000.000', problem('too-large'), problem('not-a-number')],
    ['1,2,3', problem('not-a-number'), problem('grouping')],
    ['-3,25', problem('negative'), problem('grouping')],
    ['1e23', problem('exponent'), problem('exponent')],
    ['1,5e3', problem('exponent'), problem('exponent')],
    ['', problem('empty'), problem('empty')],
    ['R$ 12', problem('not-a-number'), problem('not-a-number')],
  ])('"%s" reads as %j in pt-BR and %j in en', (text, ptBr, en) => {
    expect(decimal(text, 'pt-BR')).toEqual(ptBr);
    expect(decimal(text, 'en')).toEqual(en);
  });

  // Issue 18: "1.500" typed on an English browser by a Brazilian was sent as 1.5, a thousand times too small.
  it.each([
    ['1.500', 'pt-BR', '1500', '1,5'],
    ['1,500', 'pt-BR', '1500', '1,5'],
    ['1.500', 'en', '1500', '1.5'],
    ['1,500', 'en', '1500', '1.5'],
    ['12.345', 'en', '12345', '12.3450'],
    ['999,999', 'pt-BR', '999999', '999,9990'],
  ])('"%s" in %s is neither number: the operator chooses %s or %s', (text, locale, larger, smaller) => {
    const reading = decimal(text, locale);
    expect(reading).toEqual({
      ok: false,
      problem: 'ambiguous',
      choices: [
        { value: Number(larger), text: larger },
        { value: Number(smaller.replace(',', '.')), text: smaller },
      ],
    });
    // What replaces the text reads one way only, as the number chosen.
    for (const choice of reading.ok || reading.problem !== 'ambiguous' ? [] : reading.choices) {
      expect(decimal(choice.text, locale)).toEqual(value(choice.value));
    }
  });

  it('reads back what the app itself displays, and what it writes into the field', () => {
    for (const locale of ['pt-BR', 'en']) {
      for (const amount of [0, 8, 12.5, 1500.75, 1_234_567.891234, 999_999_999.999999]) {
        expect(decimal(formatDecimal(amount, locale), locale)).toEqual(value(amount));
      }
      for (const amount of [0, 8, 12.5, 12.345, 1.5, 1500, 1500.75, 1_234_567.891234, 999_999_999.999999]) {
        expect(decimal(toDecimalInput(amount, locale), locale)).toEqual(value(amount));
      }
    }
  });

  it('writes amounts in the locale it is given', () => {
    expect(formatDecimal(1500.5, 'pt-BR')).toBe('1.500,50');
    expect(formatDecimal(1500, 'en')).toBe('1,500.00');
    expect(formatDecimal(12.345678, 'en')).toBe('12.345678');
    expect(toDecimalInput(1500.75, 'pt-BR')).toBe('1500,75');
    expect(toDecimalInput(1500.75, 'en')).toBe('1500.75');
    // Never exactly three decimals: "12.345" is 12345 the other language's way.
    expect(toDecimalInput(12.345, 'en')).toBe('12.3450');
    expect(toDecimalInput(12.345, 'pt-BR')).toBe('12,3450');
  });
});
