/**
 * The app's locale, from one place. Every `Intl` call gets it explicitly: left to itself, `Intl`
 * follows the machine (in Node, `LANG`), so the same code formatted and parsed numbers differently on
 * a pt-BR machine. The app speaks two locales; the browser's preferred languages choose between them.
 */
import { useSyncExternalStore } from 'react';

export type AppLocale = 'pt-BR' | 'en';

export const appLocales: readonly AppLocale[] = ['pt-BR', 'en'];

/** When none of the browser's languages is one the app speaks. */
export const fallbackLocale: AppLocale = 'en';

/**
 * The first of `languages` (BCP 47 tags, most preferred first) that the app speaks: any Portuguese is
 * pt-BR, any English is en.
 */
export function localeForLanguages(languages: readonly string[]): AppLocale {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === 'pt') return 'pt-BR';
    if (language === 'en') return 'en';
  }
  return fallbackLocale;
}

/** The locale now: read from the browser on every call, so a change of language is seen at once. */
export function appLocale(): AppLocale {
  if (typeof navigator === 'undefined') return fallbackLocale;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return localeForLanguages(languages);
}

function subscribe(onChange: () => void): () => void {
  // The browser fires `languagechange` when the operator changes their preferred languages.
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/** The locale, for components: they render again when it changes. */
export function useAppLocale(): AppLocale {
  return useSyncExternalStore(subscribe, appLocale, () => fallbackLocale);
}
