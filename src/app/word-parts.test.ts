import { describe, expect, it } from 'vitest';
import { appLocales } from '@/lib/locale';
import { loadCatalog } from './catalog';
import { formatMessage, placeholdersOf, type Message } from './message-format';
import { partNames, parts } from './parts';

const forms = (message: Message): string[] =>
  typeof message === 'string'
    ? [message]
    : [message.one, message.other, ...(message.zero === undefined ? [] : [message.zero])];

const english = async (): Promise<Readonly<Record<string, Message>>> => loadCatalog('en');

describe('the catalogs', () => {
  it('are made of parts that never share a key, so that none hides another', async () => {
    const sizes = await Promise.all(
      partNames.map(async (name) => Object.keys((await parts[name].en()).words).length),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(Object.keys(await english()).length);
  });

  it.each(partNames)('part %s has the same keys in every language', async (name) => {
    const keys = await Promise.all(
      appLocales.map(async (locale) => Object.keys((await parts[name][locale]()).words).sort()),
    );
    for (const translated of keys) expect(translated).toEqual(keys[0]);
  });

  it.each(appLocales)('%s has every message English has, no other, and none empty', async (locale) => {
    const catalog: Readonly<Record<string, Message>> = await loadCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(await english()).sort());
    for (const [key, message] of Object.entries(catalog)) {
      for (const text of forms(message)) expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(appLocales)('%s names the same placeholders as English in every message', async (locale) => {
    const catalog: Readonly<Record<string, Message>> = await loadCatalog(locale);
    for (const [key, englishMessage] of Object.entries(await english())) {
      const translated = catalog[key];
      expect(translated, key).toBeDefined();
      if (translated === undefined) continue;
      expect(typeof translated, key).toBe(typeof englishMessage);
      const names = (message: Message) => [...new Set(forms(message).flatMap(placeholdersOf))].sort();
      // A plural's `one` may say the number in words ("every second"); its `other` names it.
      expect(
        names(translated).filter((name) => name !== 'count'),
        key,
      ).toEqual(names(englishMessage).filter((name) => name !== 'count'));
    }
  });
});

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
