/**
 * The app's locale, from one place. Every `Intl` call gets it explicitly: left to itself, `Intl`
 * follows the machine (in Node, `LANG`), so the same code formatted and parsed numbers differently on
 * a pt-BR machine. The app speaks two locales: the one the operator chose, remembered in this browser,
 * or else the first of the browser's preferred languages the app speaks. Words, numbers and dates all
 * follow it.
 */
import { useSyncExternalStore } from 'react';
import { z } from '@/api/zod';
import { createLocalStore } from './local-store';

export type AppLocale = 'pt-BR' | 'en';

export const appLocales: readonly AppLocale[] = ['pt-BR', 'en'];

/** When none of the browser's languages is one the app speaks. */
const fallbackLocale: AppLocale = 'en';

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

/** The operator's choice: a locale, or `auto` to follow the browser. */
export type LanguageChoice = AppLocale | 'auto';

export const languageChoiceStore = createLocalStore<LanguageChoice>(
  'robot-console:language',
  z.enum(['auto', ...appLocales]),
  'auto',
);

/** The browser's locale, read on every call, so a change of its languages is seen at once. */
export function browserLocale(): AppLocale {
  if (typeof navigator === 'undefined') return fallbackLocale;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return localeForLanguages(languages);
}

/** The locale now: the operator's choice, or the browser's. */
export function appLocale(): AppLocale {
  const choice = typeof window === 'undefined' ? 'auto' : languageChoiceStore.get();
  return choice === 'auto' ? browserLocale() : choice;
}

function subscribe(onChange: () => void): () => void {
  // The browser fires `languagechange` when the operator changes their preferred languages.
  window.addEventListener('languagechange', onChange);
  const stopChoice = languageChoiceStore.subscribe(onChange);
  return () => {
    window.removeEventListener('languagechange', onChange);
    stopChoice();
  };
}

/** The locale, for components: they render again when it changes. */
export function useAppLocale(): AppLocale {
  return useSyncExternalStore(subscribe, appLocale, () => fallbackLocale);
}
