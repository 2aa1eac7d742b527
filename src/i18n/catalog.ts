/**
 * The catalogs' shape, taken from the English one: another language must have every key, with a plural
 * where English has one, or it does not compile. `catalog.test.ts` also checks that each message names
 * the same placeholders in both languages.
 *
 * Each language is its own chunk, loaded when chosen: an English operator never downloads Portuguese,
 * nor the reverse.
 */
import type { AppLocale } from '@/lib/locale';
import type { en } from './messages/en';
import type { Message, MessageValue, PluralMessage, Translation } from './message-format';

type English = typeof en;

export type MessageKey = keyof English;

export type Catalog = Translation<English>;

/** `{a} of {b}` names `a` and `b`. */
type PlaceholdersIn<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

type PlaceholdersOf<M> = M extends string
  ? PlaceholdersIn<M>
  : M extends PluralMessage
    ? PlaceholdersIn<M['one']> | PlaceholdersIn<M['other']> | 'count'
    : never;

/** The values a message needs: none for most, `{ count }` for a plural, one per placeholder. */
export type ValuesOf<K extends MessageKey, V = MessageValue> = {
  readonly [Name in PlaceholdersOf<English[K]>]: Name extends 'count' ? number : V;
};

/** The keys of the messages that need no values: those a list of labels can hold. */
export type PlainMessageKey = {
  [K in MessageKey]: keyof ValuesOf<K> extends never ? K : never;
}[MessageKey];

/** Loads a language's catalog (a chunk of its own; each is fetched once). */
export function loadCatalog(locale: AppLocale): Promise<Catalog> {
  let pending = loaded.get(locale);
  if (pending === undefined) {
    pending =
      locale === 'pt-BR'
        ? import('./messages/pt-BR').then((m) => m.ptBR)
        : import('./messages/en').then((m) => m.en);
    // A failed load (the network dropped) may be tried again.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

const loaded = new Map<AppLocale, Promise<Catalog>>();

export type { Message };
