/**
 * The app's words come in parts, each a pair of modules (`words` in English and in Portuguese), each
 * language of each part a chunk of its own. The frame (header, navigation, sign-in) and the common words
 * (errors, statuses, ids, durations) load before the first paint; a feature's part loads with the route that
 * shows it (routes.tsx), so the sign-in page downloads no signed-in page's words and an English operator
 * never downloads Portuguese. A new part is one line here and its two files.
 */
import type { AppLocale } from '@/lib/locale';
import type { Message } from './message-format';

interface PartModule {
  readonly words: Readonly<Record<string, Message>>;
}

type PartLoaders = Readonly<Record<AppLocale, () => Promise<PartModule>>>;

export const parts = {
  frame: { en: () => import('./messages/en'), 'pt-BR': () => import('./messages/pt-BR') },
  common: { en: () => import('./messages/common.en'), 'pt-BR': () => import('./messages/common.pt-BR') },
  notifications: {
    en: () => import('@/features/notifications/words.en'),
    'pt-BR': () => import('@/features/notifications/words.pt-BR'),
  },
  moveIn: {
    en: () => import('@/features/move-in/words.en'),
    'pt-BR': () => import('@/features/move-in/words.pt-BR'),
  },
  run: {
    en: () => import('@/features/run/words.en'),
    'pt-BR': () => import('@/features/run/words.pt-BR'),
  },
  executions: {
    en: () => import('@/features/executions/words.en'),
    'pt-BR': () => import('@/features/executions/words.pt-BR'),
  },
  queue: {
    en: () => import('@/features/queue/words.en'),
    'pt-BR': () => import('@/features/queue/words.pt-BR'),
  },
  catalog: {
    en: () => import('@/features/catalog/words.en'),
    'pt-BR': () => import('@/features/catalog/words.pt-BR'),
  },
  activity: {
    en: () => import('@/features/activity/words.en'),
    'pt-BR': () => import('@/features/activity/words.pt-BR'),
  },
  reporting: {
    en: () => import('@/features/reporting/words.en'),
    'pt-BR': () => import('@/features/reporting/words.pt-BR'),
  },
  palette: {
    en: () => import('@/features/palette/words.en'),
    'pt-BR': () => import('@/features/palette/words.pt-BR'),
  },
} as const satisfies Record<string, PartLoaders>;

export type PartName = keyof typeof parts;

export const partNames = Object.keys(parts) as PartName[];

/** The parts every page needs, loaded before the first paint. */
export const firstParts: readonly PartName[] = ['frame', 'common'];

type EnglishOf<P extends PartName> = Awaited<ReturnType<(typeof parts)[P]['en']>>['words'];

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** Every English message of every part: the shape each language must have (catalog.ts). */
export type English = Intersection<{ [P in PartName]: EnglishOf<P> }[PartName]>;
