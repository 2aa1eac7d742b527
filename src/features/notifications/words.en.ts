/** The notifications feature's words in English; keys start with `notifications.` (see src/app/word-parts.ts). */
export const words = {
  'notifications.menu.button': 'Notifications',
  'notifications.menu.scope': 'Tell me when these end',
  'notifications.scope.mine': 'My executions',
  'notifications.scope.all': 'All the team’s executions',
  'notifications.scope.failures': 'The team’s failures only',
  'notifications.menu.browser': 'Also as browser notifications',
  'notifications.menu.browserHint': 'So an end is heard with this tab in the background.',
  'notifications.menu.unsupported': 'This browser cannot show notifications.',
  'notifications.menu.denied':
    'The browser blocks notifications from this site: allow them in its site settings, then turn this on.',

  'notifications.end.title': '{robot} ended: {status}',
  'notifications.end.execution': 'Execution',
  'notifications.end.body': 'Execution {execution} on {runtime}, started by {operator}.',
  'notifications.end.open': 'Open it',
} as const;
