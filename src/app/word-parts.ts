/**
 * The registry of the app's words: one part per feature, plus the frame (header, navigation, sign-in) and
 * the common words (errors, statuses, ids, durations), which load before the first paint. A feature's part
 * loads with the route that shows it (routes.tsx), so the sign-in page downloads no signed-in page's words
 * and an English operator never downloads Portuguese. A new part is one line here and its two files.
 *
 * It lives in the app, not in i18n, because it names every feature; i18n learns of it through the
 * `AppWords` declaration below (for the types) and `startWords(appWords, …)` (main.tsx, the tests'
 * render-app.tsx and words.ts).
 */
import type { PartLoaders, PartName, WordParts } from '@/i18n/word-parts';

export const parts = {
  frame: { en: () => import('@/i18n/messages/en'), 'pt-BR': () => import('@/i18n/messages/pt-BR') },
  common: {
    en: () => import('@/i18n/messages/common.en'),
    'pt-BR': () => import('@/i18n/messages/common.pt-BR'),
  },
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
  alerts: {
    en: () => import('@/features/alerts/words.en'),
    'pt-BR': () => import('@/features/alerts/words.pt-BR'),
  },
  overview: {
    en: () => import('@/features/overview/words.en'),
    'pt-BR': () => import('@/features/overview/words.pt-BR'),
  },
  activity: {
    en: () => import('@/features/activity/words.en'),
    'pt-BR': () => import('@/features/activity/words.pt-BR'),
  },
  reporting: {
    en: () => import('@/features/reporting/words.en'),
    'pt-BR': () => import('@/features/reporting/words.pt-BR'),
  },
  reportingPlans: {
    en: () => import('@/features/reporting-plans/words.en'),
    'pt-BR': () => import('@/features/reporting-plans/words.pt-BR'),
  },
  schedules: {
    en: () => import('@/features/schedules/words.en'),
    'pt-BR': () => import('@/features/schedules/words.pt-BR'),
  },
  scheduleFire: {
    en: () => import('@/features/schedules/fire-words.en'),
    'pt-BR': () => import('@/features/schedules/fire-words.pt-BR'),
  },
  team: {
    en: () => import('@/features/team/words.en'),
    'pt-BR': () => import('@/features/team/words.pt-BR'),
  },
  tokens: {
    en: () => import('@/features/tokens/words.en'),
    'pt-BR': () => import('@/features/tokens/words.pt-BR'),
  },
  palette: {
    en: () => import('@/features/palette/words.en'),
    'pt-BR': () => import('@/features/palette/words.pt-BR'),
  },
} as const satisfies Record<string, PartLoaders>;

declare module '@/i18n/word-parts' {
  interface AppWords {
    readonly parts: typeof parts;
  }
}

export const partNames = Object.keys(parts) as PartName[];

/** The parts, and those every page needs before its first paint. */
export const appWords: WordParts = { parts, first: ['frame', 'common'] };
