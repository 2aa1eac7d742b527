import { describe, expect, it } from 'vitest';
import { hourValueField, hourValueHint } from './number-fields';

function refusal(text: string, locale: string): string | undefined {
  return hourValueField(locale).safeParse(text).error?.issues[0]?.message;
}

describe('hourly values', () => {
  it('are read as the app displays them, in pt-BR and in en', () => {
    expect(hourValueField('pt-BR').parse('1.500,75')).toBe(1500.75);
    expect(hourValueField('pt-BR').parse('1500,75')).toBe(1500.75);
    expect(hourValueField('en').parse('1,500.75')).toBe(1500.75);
    expect(hourValueField('en').parse('1500.75')).toBe(1500.75);
  });

  it("say what is wrong with the locale's own separators", () => {
    expect(refusal('12.5', 'pt-BR')).toBe(
      '"." groups thousands in threes and "," marks the decimals, e.g. 1.500,75.',
    );
    expect(refusal('12,5', 'en')).toBe(
      '"," groups thousands in threes and "." marks the decimals, e.g. 1,500.75.',
    );
    expect(refusal('', 'en')).toBe('Enter the hourly value.');
    expect(refusal('-3', 'en')).toBe('The hourly value cannot be negative.');
    expect(refusal('1e23', 'pt-BR')).toBe('Type the number in full, e.g. 1000 rather than 1e3.');
    expect(refusal('1000000000', 'pt-BR')).toBe('Enter less than 1.000.000.000 per hour.');
    expect(refusal('1,1234567', 'pt-BR')).toBe('Use at most 6 decimals.');
    expect(refusal('abc', 'pt-BR')).toBe('Enter an amount such as 1500,75 or 1.500,75.');
  });

  it('are hinted with the example the operator has to type', () => {
    expect(hourValueHint('pt-BR')).toBe('Not negative, up to 6 decimals, e.g. 1500,75 or 1.500,75');
    expect(hourValueHint('en')).toBe('Not negative, up to 6 decimals, e.g. 1500.75 or 1,500.75');
  });
});
