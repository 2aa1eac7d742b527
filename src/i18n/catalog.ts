/**
 * The words the app holds now: the parts it has needed so far (word-parts.ts), in the language it speaks.
 * Another language must have every key of every part, with a plural where English has one, or it does
 * not compile; `catalog.test.ts` also checks that each message names the same placeholders in both.
 *
 * A route asks for its part before it renders (`needWords`), so `t()` never meets a key it lacks; a change
 * of language loads every part needed so far in the new language, and only then switches, so a page never
 * shows half of each language.
 */
import type { AppLocale } from '@/lib/locale';
import type { Message, MessageValue, PluralMessage, Translation } from './message-format';
import type { English, PartName, WordParts } from './word-parts';

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

/** The words of one language, as far as they are loaded. */
export interface Language {
  readonly locale: AppLocale;
  readonly catalog: Catalog;
}

const loadedParts = new Map<string, Promise<Readonly<Record<string, Message>>>>();

/** One part in one language (a chunk of its own, fetched once; a failed fetch may be tried again). */
function loadPart(
  { parts }: WordParts,
  locale: AppLocale,
  name: PartName,
): Promise<Readonly<Record<string, Message>>> {
  const key = `${locale}|${name}`;
  let pending = loadedParts.get(key);
  if (pending === undefined) {
    pending = parts[name][locale]().then((module) => module.words);
    pending.catch(() => loadedParts.delete(key));
    loadedParts.set(key, pending);
  }
  return pending;
}

/** The messages of these parts (all of them by default) in one language, as one catalog. */
export async function loadCatalog(
  words: WordParts,
  locale: AppLocale,
  names: readonly PartName[] = Object.keys(words.parts) as PartName[],
): Promise<Catalog> {
  const loaded = await Promise.all(names.map((name) => loadPart(words, locale, name)));
  // The parts' keys never overlap (catalog.test.ts), and the types say that all of them make a Catalog;
  // a key of a part not loaded yet is simply absent until its route asks for it.
  return Object.assign({}, ...loaded) as Catalog;
}

/** The app's parts, given by the first `startWords`. */
let registry: WordParts | undefined;
let current: Language | undefined;
/** The first load, while it is under way: a page's code may ask for its words before it ends. */
let starting: { readonly locale: AppLocale; readonly language: Promise<Language> } | undefined;
// The first parts join when the words start; a route may name its own before that.
const needed = new Set<PartName>();
const listeners = new Set<() => void>();

function publish(language: Language): void {
  current = language;
  for (const listener of listeners) listener();
}

/**
 * Loads the app's first parts (and any others named) in `locale` and makes it the language now. The
 * app's parts (src/app/word-parts.ts) are given here, where the words start: main.tsx and a test's
 * setup call it alike.
 */
export async function startWords(
  words: WordParts,
  locale: AppLocale,
  names: readonly PartName[] = [],
): Promise<Language> {
  registry = words;
  for (const name of [...words.first, ...names]) needed.add(name);
  const language = loadCatalog(words, locale, [...needed]).then((catalog) => {
    const loaded = { locale, catalog };
    publish(loaded);
    return loaded;
  });
  starting = { locale, language };
  return language;
}

/** Loads parts into the language now, and into any language switched to later. */
export async function needWords(...names: PartName[]): Promise<void> {
  const missing = names.filter((name) => !needed.has(name));
  for (const name of missing) needed.add(name);
  // main.tsx starts the first page's code beside the first words: its parts load beside them too, in
  // the language being started, and join it once it is there.
  const locale = current?.locale ?? starting?.locale;
  if (registry === undefined || locale === undefined || missing.length === 0) return;
  const added = await loadCatalog(registry, locale, missing);
  await starting?.language;
  // A switch of language meanwhile loaded these parts in its own language already.
  if (current?.locale === locale) publish({ locale, catalog: { ...current.catalog, ...added } });
}

let latestSwitch: AppLocale | undefined;

/** Loads every part needed so far in `locale`, then makes it the language now (unless another was chosen meanwhile). */
export async function switchWords(locale: AppLocale): Promise<void> {
  if (registry === undefined) throw new Error('The language is switched before startWords loaded one');
  latestSwitch = locale;
  const catalog = await loadCatalog(registry, locale, [...needed]);
  if (latestSwitch === locale) publish({ locale, catalog });
}

export function currentWords(): Language {
  if (current === undefined) throw new Error('The words are read before startWords loaded them');
  return current;
}

export function subscribeWords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type { Message };
