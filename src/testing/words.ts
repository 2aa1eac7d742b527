/**
 * The app's words for a test that shows a piece of a page, or checks a message, without rendering the
 * app (render-app.tsx starts them for those that do).
 */
import { appWords } from '@/app/word-parts';
import { loadCatalog, startWords, type Language } from '@/i18n/catalog';
import { translator, type Translate } from '@/i18n/i18n-provider';
import type { PartName } from '@/i18n/word-parts';
import type { AppLocale } from '@/lib/locale';

/** Makes `locale` the language now, with the first parts and those named. */
export function startTestWords(locale: AppLocale, names: readonly PartName[] = []): Promise<Language> {
  return startWords(appWords, locale, names);
}

/** Every part's messages in `locale`, as one catalog. */
export function everyWordIn(locale: AppLocale) {
  return loadCatalog(appWords, locale);
}

/** `t` in a language (every part, or those named), for the schemas and messages tested without a page. */
export async function wordsIn(locale: AppLocale, names?: readonly PartName[]): Promise<Translate> {
  return translator({ locale, catalog: await loadCatalog(appWords, locale, names) });
}
