/**
 * The language the app speaks now, for every component: `useT()` gives the text of a message,
 * `<Words>` the same with parts that are elements (a code, a link). The catalog of the first language is
 * loaded before the app renders (main.tsx); a change of language loads the other one and only then
 * switches, so a page never shows keys or half of each language.
 */
import { notifications } from '@mantine/notifications';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import { loadCatalog, type Catalog, type MessageKey, type ValuesOf } from './catalog';
import { formatMessage, type MessageValue } from './message-format';

export interface Language {
  readonly locale: AppLocale;
  readonly catalog: Catalog;
}

const LanguageContext = createContext<Language | undefined>(undefined);

export function I18nProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const wanted = useAppLocale();
  const [current, setCurrent] = useState(initial);

  useEffect(() => {
    if (wanted === current.locale) return;
    let cancelled = false;
    loadCatalog(wanted).then(
      (catalog) => {
        if (!cancelled) setCurrent({ locale: wanted, catalog });
      },
      () => {
        if (!cancelled) notifications.show({ color: 'red', message: current.catalog['language.loadFailed'] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, current]);

  useEffect(() => {
    // Screen readers pick their voice by it, and the browser its hyphenation and spelling.
    document.documentElement.lang = current.locale;
  }, [current.locale]);

  return <LanguageContext value={current}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (language === undefined) throw new Error('useLanguage outside I18nProvider');
  return language;
}

/** `t(key, values?)`: a message as text in the language now; values are needed where it has placeholders. */
export type Translate = <K extends MessageKey>(
  key: K,
  ...values: keyof ValuesOf<K> extends never ? [] : [ValuesOf<K>]
) => string;

export function useT(): Translate {
  const { locale, catalog } = useLanguage();
  return useCallback<Translate>(
    (key, ...values) => formatMessage(catalog[key], locale, values[0]),
    [catalog, locale],
  );
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
    const text = formatMessage(catalog[id], locale, markers);
    return text
      .split('\u0000')
      .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{given[part]}</Fragment> : part));
  }, [catalog, locale, id, values]);
  return <>{nodes}</>;
}
