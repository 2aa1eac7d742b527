import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { hourValueField, hourValueHint } from './number-fields';
import { wordsIn } from './reporting-test-support';

const words = {} as Record<AppLocale, Translate>;
beforeAll(async () => {
  words.en = await wordsIn('en');
  words['pt-BR'] = await wordsIn('pt-BR');
});

const field = (locale: AppLocale) => hourValueField(locale, words[locale]);

function refusal(text: string, locale: AppLocale): string | undefined {
  return field(locale).safeParse(text).error?.issues[0]?.message;
}

describe('hourly values', () => {
  it('are read as the app displays them, in pt-BR and in en', () => {
    expect(field('pt-BR').parse('1.500,75')).toBe(1500.75);
    expect(field('pt-BR').parse('1500,75')).toBe(1500.75);
    expect(field('en').parse('1,500.75')).toBe(1500.75);
    expect(field('en').parse('1500.75')).toBe(1500.75);
  });

  it("say what is wrong in the app's language, with the locale's own separators", () => {
    expect(refusal('12.5', 'pt-BR')).toBe(
      '"." separa os milhares de três em três e "," marca os decimais, por exemplo 1.500,75.',
    );
    expect(refusal('12,5', 'en')).toBe(
      '"," groups thousands in threes and "." marks the decimals, e.g. 1,500.75.',
    );
    expect(refusal('', 'en')).toBe('Enter the hourly value.');
    expect(refusal('-3', 'en')).toBe('The hourly value cannot be negative.');
    expect(refusal('1e23', 'en')).toBe('Type the number in full, e.g. 1000 rather than 1e3.');
    expect(refusal('1e23', 'pt-BR')).toBe('Digite o número completo, por exemplo 1000 em vez de 1e3.');
    expect(refusal('1000000000', 'pt-BR')).toBe('Informe menos de 1.000.000.000 por hora.');
    expect(refusal('1000000000', 'en')).toBe('Enter less than 1,000,000,000 per hour.');
    expect(refusal('1,1234567', 'pt-BR')).toBe('Use no máximo 6 casas decimais.');
    expect(refusal('abc', 'pt-BR')).toBe('Digite um valor como 1500,75 ou 1.500,75.');
    expect(refusal('abc', 'en')).toBe('Enter an amount such as 1500.75 or 1,500.75.');
  });

  it('are hinted with the example the operator has to type', () => {
    expect(hourValueHint('pt-BR', words['pt-BR'])).toBe(
      'Não negativo, até 6 casas decimais, por exemplo 1500,75 ou 1.500,75',
    );
    expect(hourValueHint('en', words.en)).toBe('Not negative, up to 6 decimals, e.g. 1500.75 or 1,500.75');
  });
});
