/**
 * The language the app speaks now, for every component: `useT()` gives the text of a message,
 * `<Words>` the same with parts that are elements (a code, a link). The catalog of the first language is
 * loaded before the app renders (main.tsx); a change of language loads the other one and only then
 * switches, so a page never shows keys or half of each language.
 */
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { timeZoneChoiceStore, type TimeZoneChoice } from '@/lib/format';
import { useLocalStore } from '@/lib/local-store';
import { useAppLocale } from '@/lib/locale';
import {
  currentWords,
  subscribeWords,
  switchWords,
  type Catalog,
  type Language,
  type MessageKey,
  type ValuesOf,
} from './catalog';
import { formatMessage, type MessageValue } from './message-format';

export type { Language };

/** The language, and the zone times are told in: both change every text on the page. */
interface Speech extends Language {
  readonly timeZone: TimeZoneChoice;
}

const LanguageContext = createContext<Speech | undefined>(undefined);

/** Speaks the language loaded by `startWords` (main.tsx), and switches when the operator chooses another. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const wanted = useAppLocale();
  const current = useSyncExternalStore(subscribeWords, currentWords);

  useEffect(() => {
    if (wanted === current.locale) return;
    switchWords(wanted).catch(async () => {
      // Fetched only then: the sign-in page has no other use for notifications.
      const { notices } = await import('@/lib/notices');
      notices.show({ color: 'red', message: current.catalog['language.loadFailed'] });
    });
  }, [wanted, current]);

  useEffect(() => {
    // Screen readers pick their voice by it, and the browser its hyphenation and spelling.
    document.documentElement.lang = current.locale;
  }, [current.locale]);

  // Every component that shows words renders again when the zone changes, as when the language does.
  const timeZone = useLocalStore(timeZoneChoiceStore);
  const words = useMemo(() => ({ ...current, timeZone }), [current, timeZone]);
  return <LanguageContext value={words}>{children}</LanguageContext>;
}

export function useLanguage(): Speech {
  const language = useContext(LanguageContext);
  if (language === undefined) throw new Error('useLanguage outside I18nProvider');
  return language;
}

/** `t(key, values?)`: a message as text in the language now; values are needed where it has placeholders. */
export type Translate = <K extends MessageKey>(
  key: K,
  ...values: keyof ValuesOf<K> extends never ? [] : [ValuesOf<K>]
) => string;

/**
 * `t` for a language. A key whose part is not loaded (a route that forgot to ask for it) shows as the
 * key itself, which a test sees, rather than breaking the page.
 */
export function translator({ locale, catalog }: Language): Translate {
  const messages: Partial<Catalog> = catalog;
  return (key, ...values) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, locale, values[0]);
  };
}

export function useT(): Translate {
  // Reading the context makes the component render again when the language or the zone changes.
  const { locale, catalog } = useLanguage();
  return useMemo(() => translator({ locale, catalog }), [catalog, locale]);
}

/** A message with elements in it: each `{name}` is replaced by the node given for it. */
export function Words<K extends MessageKey>({ id, values }: { id: K; values: ValuesOf<K, ReactNode> }) {
  const { locale, catalog } = useLanguage();
  const nodes = useMemo(() => {
    const given = values as Readonly<Record<string, ReactNode>>;
    // Placeholders become markers that cannot occur in a message, so that the text between them is
    // formatted (plural chosen, numbers written) as a whole before it is cut.
    const markers: Record<string, MessageValue> = {};
    for (const name of Object.keys(given)) markers[name] = `\u0000${name}\u0000`;
    // A count stays a number: it picks the plural and is written the language's way.
    if (typeof given.count === 'number') markers.count = given.count;
    const messages: Partial<Catalog> = catalog;
    const message = messages[id];
    const text = message === undefined ? id : formatMessage(message, locale, markers);
    return text
      .split('\u0000')
      .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{given[part]}</Fragment> : part));
  }, [catalog, locale, id, values]);
  return <>{nodes}</>;
}
