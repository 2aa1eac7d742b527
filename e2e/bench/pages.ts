/**
 * The app's pages as a first visit loads them (src/app/routes.tsx): the lazy modules each route's
 * `lazy` imports, and the words parts (src/i18n/parts.ts) it asks for, as source paths of the build's
 * manifest. The sign-in page is the entry alone, with the first parts of the words.
 */
export type Language = 'en' | 'pt-BR';

/** The words parts' modules, as src/i18n/parts.ts imports them. */
const partModules = {
  frame: (language: Language) => `src/i18n/messages/${language}.ts`,
  common: (language: Language) => `src/i18n/messages/common.${language}.ts`,
  notifications: (language: Language) => `src/features/notifications/words.${language}.ts`,
  moveIn: (language: Language) => `src/features/move-in/words.${language}.ts`,
  palette: (language: Language) => `src/features/palette/words.${language}.ts`,
  overview: (language: Language) => `src/features/overview/words.${language}.ts`,
  alerts: (language: Language) => `src/features/alerts/words.${language}.ts`,
  run: (language: Language) => `src/features/run/words.${language}.ts`,
  executions: (language: Language) => `src/features/executions/words.${language}.ts`,
  queue: (language: Language) => `src/features/queue/words.${language}.ts`,
  catalog: (language: Language) => `src/features/catalog/words.${language}.ts`,
  activity: (language: Language) => `src/features/activity/words.${language}.ts`,
  reporting: (language: Language) => `src/features/reporting/words.${language}.ts`,
  schedules: (language: Language) => `src/features/schedules/words.${language}.ts`,
  scheduleFire: (language: Language) => `src/features/schedules/fire-words.${language}.ts`,
  team: (language: Language) => `src/features/team/words.${language}.ts`,
};
type Part = keyof typeof partModules;

const firstParts: readonly Part[] = ['frame', 'common'];
/** The signed-in frame (routes.tsx): the shell and the schedules' notices, with the words they show. */
const shell = {
  modules: ['src/app/shell.tsx', 'src/features/schedules/schedule-notices.tsx'],
  parts: ['notifications', 'moveIn', 'palette', 'scheduleFire'] as Part[],
};

export interface Page {
  readonly route: string;
  /** The modules a first visit loads beside the entry, in one language. */
  readonly modules: (language: Language) => string[];
}

function signedIn(route: string, module: string, ...parts: Part[]): Page {
  return signedInWith(route, [module], ...parts);
}

function signedInWith(route: string, modules: readonly string[], ...parts: Part[]): Page {
  return {
    route,
    modules: (language) => [
      ...shell.modules,
      ...modules,
      ...new Set([...firstParts, ...shell.parts, ...parts].map((name) => partModules[name](language))),
    ],
  };
}

export const pages: readonly Page[] = [
  { route: '/login', modules: (language) => firstParts.map((name) => partModules[name](language)) },
  // The charts come in a chunk of their own, beside the figures, but every visit loads them: counted.
  signedInWith(
    '/overview',
    ['src/app/pages/overview-route.tsx', 'src/features/overview/overview-charts.tsx'],
    'overview',
    'alerts',
  ),
  signedIn('/run', 'src/app/pages/run-route.tsx', 'run'),
  signedIn('/queue', 'src/app/pages/queue-route.tsx', 'queue'),
  signedIn('/executions/:id', 'src/app/pages/execution-route.tsx', 'executions'),
  signedIn('/catalog', 'src/app/pages/catalog-route.tsx', 'catalog'),
  signedIn('/activity', 'src/app/pages/activity-route.tsx', 'activity'),
  signedIn('/reporting/*', 'src/app/pages/reporting-route.tsx', 'reporting'),
  signedIn('/schedules', 'src/features/schedules/schedule-pages.tsx', 'schedules', 'scheduleFire'),
  signedIn('/team', 'src/features/team/team-page.tsx', 'team'),
];

/** The page modules the table covers. */
export const pageModules: readonly string[] = pages.flatMap((page) =>
  page.modules('en').filter((module) => module.startsWith('src/app/pages/')),
);
