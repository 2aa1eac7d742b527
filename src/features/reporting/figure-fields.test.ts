import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { wordsIn } from './reporting-test-support';
import { rpaFormSchema as rpaFormSchemaIn, type RpaFormInput } from './rpa-record';
import { volumetryFormSchema as volumetryFormSchemaIn } from './volumetry-record';

const words = {} as Record<AppLocale, Translate>;
beforeAll(async () => {
  words.en = await wordsIn('en');
  words['pt-BR'] = await wordsIn('pt-BR');
});

/** The schemas as a page builds them: numbers and words in the same language. */
const rpaFormSchema = (locale: AppLocale) => rpaFormSchemaIn(locale, words[locale]);
const volumetryFormSchema = (locale: AppLocale) => volumetryFormSchemaIn(locale, words[locale]);

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

function messages(input: RpaFormInput, locale: AppLocale): Record<string, string> {
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
      errorExecutionTime: 'Digite um número inteiro, sem casas decimais ("," marca os decimais).',
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
      ideaId: 'O ID da ideia não pode ser negativo.',
      successExecutions: 'Digite um número inteiro, sem casas decimais ("," marca os decimais).',
      alertExecutions: 'Digite o número completo, por exemplo 1000 em vez de 1e3.',
      errorExecutions: 'Digite um número inteiro, sem casas decimais ("," marca os decimais).',
      successExecutionTime: 'No máximo 2.147.483.647, o maior número que o serviço aceita.',
      alertExecutionTime: '"." separa os milhares de três em três, por exemplo 1.500; ou digite 1500.',
      errorExecutionTime: 'Digite um número inteiro só com algarismos, por exemplo 1500 ou 1.500.',
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
    expect(messages({ ...valid, processedAt: '0026-11-22T10:00' }, 'pt-BR')).toEqual({
      processedAt: 'Informe um ano entre 1970 e 9999.',
    });
    expect(messages({ ...valid, processedAt: '' }, 'pt-BR')).toEqual({
      processedAt: 'Informe quando os números foram processados.',
    });
  });
});
