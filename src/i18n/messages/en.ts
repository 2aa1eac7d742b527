/**
 * The frame's words in English (header, navigation, sign-in, preferences): the source the Portuguese
 * file is checked against. Each feature keeps its own in `words.en.ts` beside its code, its keys starting
 * with the feature's name; parts.ts lists them all. `{name}` is filled in when the text is shown.
 */
export const words = {
  'app.name': 'Robot Console',
  'app.loadingPage': 'Loading page',

  'app.skipToContent': 'Skip to content',

  'nav.main': 'Main navigation',
  'nav.toggle': 'Toggle navigation',
  'nav.overview': 'Overview',
  'nav.run': 'Run a robot',
  'nav.queue': 'Queue',
  'nav.catalog': 'Catalog',
  'nav.activity': 'Activity',
  'nav.watchdogs': 'Watchdogs',
  'nav.team': 'Team',
  'nav.tokens': 'API tokens',
  'header.alerts': 'Alerts',
  'header.alertsLabel': {
    zero: 'Alerts: none open',
    one: 'Alerts: {count} open',
    other: 'Alerts: {count} open',
  },
  'nav.schedules': 'Schedules',
  'nav.reporting': 'Reporting',
  'nav.suppliers': 'Suppliers',
  'nav.jobPositions': 'Job positions',
  'nav.rpa': 'RPA executions',
  'nav.volumetry': 'Document volumetry',
  'nav.reportingPlans': 'Automatic sending',

  'preferences.button': 'Language and theme: {language}',
  'language.label': 'Language',
  'language.auto': 'As the browser ({language})',
  'language.en': 'English',
  'language.pt-BR': 'Português (Brasil)',
  'language.loadFailed': 'The language could not be loaded. Check the connection and try again.',

  'time.label': 'Times',
  'time.local': 'In this computer’s zone ({zone})',
  'time.utc': 'In UTC',

  'theme.label': 'Theme',
  'theme.auto': 'As the system',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  'session.endsAt': 'Session ends {time}',
  'session.readOnly': 'Read-only',
  'session.readOnlyExplained': ': as a viewer, you see everything and change nothing',
  'session.signOut': 'Sign out',
  'session.signOutFailed': 'Sign out failed',
  'session.moreWays': 'More ways to sign out',
  'session.everywhere': 'Sign out everywhere…',
  'session.everywhere.question': 'Sign out everywhere?',
  'session.everywhere.explain':
    'Every session of {username} ends at once: in this browser, in other browsers and on other devices, whose open pages go to the sign-in page. Use it after signing in on a computer that is not yours, or if someone else may have your session. Your personal API tokens keep working: revoke them on the API tokens page.',
  'session.everywhere.cancel': 'Cancel',
  'session.everywhere.confirm': 'Sign out everywhere',
  'session.everywhere.failed': 'You were not signed out everywhere',
  'session.loading': 'Loading your session',
  'session.checkFailed': 'Your session could not be checked',

  'signIn.continue': 'Sign in to continue where you were.',
  'signIn.intro': 'Sign in to run and follow your robots.',
  'signIn.failed': 'Sign-in failed',
  'signIn.wrongCredentials': 'The username or password is not right.',
  'signIn.username': 'Username',
  'signIn.usernameHint': 'Your e-mail address',
  'signIn.usernameInvalid': 'Enter your e-mail address, e.g. name@company.com.',
  'signIn.password': 'Password',
  'signIn.passwordMissing': 'Enter your password.',
  'signIn.submit': 'Sign in',
  'signIn.demoTitle': 'Demo mode',
  'signIn.demoText': 'No backend is running: sign in as the admin {username} with password {password}.',
  'signIn.demoFill': 'Fill in the demo account',
  'signIn.demoViewerText':
    'To look around without changing anything, sign in as the viewer {username} with password {password}.',
  'signIn.demoViewerFill': 'Fill in the viewer account',

  'notFound.title': 'Page not found',
  'notFound.text': 'There is no page at {path}. It may have moved, or the link may be mistyped.',
  'notFound.goRun': 'Go to Run a robot',

  'routeError.title': 'This page could not be shown',
  'routeError.text':
    '{detail}. Reloading usually helps; if it keeps happening, tell the team that runs Robot Console.',
  'routeError.unknown': 'Unknown error',
  'routeError.reload': 'Reload',

  'live.interruptedTitle': 'Live updates are interrupted',
  'live.interruptedText': {
    one: 'Changes no longer arrive as they happen, so the queue and the executions are read again every second. The console keeps trying to reconnect.',
    other:
      'Changes no longer arrive as they happen, so the queue and the executions are read again every {count} s. The console keeps trying to reconnect.',
  },
} as const;
