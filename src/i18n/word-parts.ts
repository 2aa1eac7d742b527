/**
 * The app's words come in parts, each a pair of modules (`words` in English and in Portuguese), each
 * language of each part a chunk of its own. i18n knows no feature: the app names its parts
 * (src/app/word-parts.ts) once, for the types by adding them to `AppWords` (declaration merging, as
 * TanStack Router's `Register` does), and hands them to `startWords` (catalog.ts) with the first
 * language: no module needs to be imported before another for the words to load.
 */
import type { AppLocale } from '@/lib/locale';
import type { Message } from './message-format';

export interface PartModule {
  readonly words: Readonly<Record<string, Message>>;
}

export type PartLoaders = Readonly<Record<AppLocale, () => Promise<PartModule>>>;

/** What the app says of its words: src/app/word-parts.ts adds `parts`, the loaders of every part. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppWords {}

type Parts = AppWords extends { readonly parts: infer P extends Readonly<Record<string, PartLoaders>> }
  ? P
  : Readonly<Record<string, PartLoaders>>;

export type PartName = Extract<keyof Parts, string>;

type EnglishOf<P extends PartName> = Awaited<ReturnType<Parts[P]['en']>>['words'];

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** Every English message of every part: the shape each language must have (catalog.ts). */
export type English = Intersection<{ [P in PartName]: EnglishOf<P> }[PartName]>;

/** The app's word parts, as `startWords` is given them. */
export interface WordParts {
  readonly parts: Parts;
  /** The parts every page needs, loaded before the first paint. */
  readonly first: readonly PartName[];
}
