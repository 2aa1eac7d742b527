import { describe, expect, it } from 'vitest';
import { appLocales } from '@/lib/locale';
import { loadCatalog } from '@/i18n/catalog';
import { placeholdersOf, type Message } from '@/i18n/message-format';
import { appWords, partNames, parts } from './word-parts';

const forms = (message: Message): string[] =>
  typeof message === 'string'
    ? [message]
    : [message.one, message.other, ...(message.zero === undefined ? [] : [message.zero])];

const english = async (): Promise<Readonly<Record<string, Message>>> => loadCatalog(appWords, 'en');

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
    const catalog: Readonly<Record<string, Message>> = await loadCatalog(appWords, locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(await english()).sort());
    for (const [key, message] of Object.entries(catalog)) {
      for (const text of forms(message)) expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(appLocales)('%s names the same placeholders as English in every message', async (locale) => {
    const catalog: Readonly<Record<string, Message>> = await loadCatalog(appWords, locale);
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
