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
} as const;
