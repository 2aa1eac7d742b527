/** The team page's words in English; keys start with `team.` (see src/app/word-parts.ts). */
export const words = {
  'team.title': 'Team',
  'team.description':
    'Everyone who has signed in to Robot Console, and what their role lets them do. A change counts at once, without signing in again.',
  'team.rolesExplained':
    'Viewers read everything. Operators also run, delete queued executions, track, run a schedule now and acknowledge alerts. Admins also edit the catalog, the schedules, the watchdogs and the roles, and send the reporting records.',
  'team.adminsOnly': 'Only admins see the team and change roles.',
  'team.loading': 'Loading the team',
  'team.loadFailed': 'The team could not be loaded',
  'team.empty': 'Nobody has signed in yet.',
  'team.column.person': 'Person',
  'team.column.role': 'Role',
  'team.column.lastSignIn': 'Last sign-in',
  'team.column.roleGiven': 'Role given',
  'team.you': 'you',
  'team.roleOf': 'Role of {username}',
  'team.givenBy': 'by {who}',
  'team.givenAtFirstSignIn': 'At the first sign-in',
  'team.changed': '{username} is now: {role}.',
  'team.changeFailed': 'The role of {username} was not changed',
  'team.undo': 'Undo',
  'team.column.sessions': 'Sessions',
  'team.endSessions': 'End sessions',
  'team.endSessionsOf': 'End sessions of {username}',
  'team.endSessions.question': 'End every session of {username}?',
  'team.endSessions.explain':
    '{username} is signed out at once, in every browser and on every device: their open pages go to the sign-in page. They can sign in again with their password; to keep them out, their account must be closed at the RPA service. Their personal API tokens keep working.',
  'team.endSessions.self': 'This is you: your own session here ends too, and you will sign in again.',
  'team.endSessions.cancel': 'Cancel',
  'team.endSessions.confirm': 'End sessions',
  'team.endSessions.failed': 'The sessions of {username} were not ended',
  'team.endSessions.done': {
    zero: '{username} had no session open.',
    one: '{count} session of {username} ended.',
    other: '{count} sessions of {username} ended.',
  },
} as const;
