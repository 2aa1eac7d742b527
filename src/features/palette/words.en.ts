/** The command palette's words in English; keys start with `palette.` (see src/app/word-parts.ts). */
export const words = {
  'palette.open': 'Commands',
  'palette.label': 'Go to a page, open an execution, run a catalog robot, or change language or theme',
  'palette.placeholder': 'Type a page, an execution id, a robot…',
  'palette.nothing': 'Nothing matches. An execution outside the journal opens as Runtime/execution id.',
  'palette.group.pages': 'Go to',
  'palette.group.executions': 'Executions',
  'palette.group.robots': 'Run a catalog robot',
  'palette.group.settings': 'Language and theme',
  'palette.execution': 'Open execution {id}',
  'palette.execution.where': '{robot} on {runtime} · {status}',
  'palette.execution.typed': 'Open execution {id} on {runtime}',
  'palette.execution.typedWhere': 'As typed: Runtime/execution id',
  'palette.searching': 'Searching the journal…',
  'palette.robot': 'Run {name}',
  // The other language named in this one, and in its own words so that its speakers find it.
  'palette.language.en': 'Switch to English',
  'palette.language.pt-BR': 'Switch to Portuguese (Português)',
  'palette.theme.light': 'Light theme',
  'palette.theme.dark': 'Dark theme',
  'palette.theme.auto': 'Theme as the system',
} as const;
