/**
 * What became of a schedule's fire, in English: its history on the schedule's pages and the owner's
 * notices on every page, so this part loads with the signed-in frame (routes.tsx). The reasons are the
 * contract's `fireReasons`, each a phrase that follows a colon.
 */
export const words = {
  'scheduleFire.state.claimed': 'Due',
  'scheduleFire.state.calling': 'Starting',
  'scheduleFire.state.started': 'Started',
  'scheduleFire.state.skipped': 'Skipped',
  'scheduleFire.state.missed': 'Missed',
  'scheduleFire.state.failed': 'Did not start',
  'scheduleFire.state.unknown': 'May have started',

  'scheduleFire.reason.server-down': 'the server was down, and it was too late to catch up',
  'scheduleFire.reason.caught-up': 'after the server was down, a later fire ran instead',
  'scheduleFire.reason.paused': 'the schedule was paused',
  'scheduleFire.reason.deleted': 'the schedule was deleted',
  'scheduleFire.reason.calendar': 'the calendar skips that day',
  'scheduleFire.reason.calendar.weekend': 'it fell on a weekend',
  'scheduleFire.reason.calendar.holiday': 'it fell on a public holiday',
  'scheduleFire.reason.calendar.team': 'it fell on one of the team’s no-run days',
  'scheduleFire.reason.overlap': 'its previous run had not ended',
  'scheduleFire.reason.no-one-signed-in': 'nobody was signed in and there is no runner account',
  'scheduleFire.reason.secret-unreadable':
    'its saved secret values can no longer be opened (the server’s SESSION_SECRET changed); type them again in the schedule',
  'scheduleFire.reason.refused': 'the service refused the run',
  'scheduleFire.reason.refusedWith': 'the service refused the run — {detail}',
  'scheduleFire.reason.unreachable': 'the orchestration service could not be reached',
  'scheduleFire.reason.call-interrupted':
    'the server stopped while calling the service; check the orchestrator’s own screen before running it by hand, or it may run twice',
  'scheduleFire.reason.no-answer':
    'the service did not answer the run call in time; check the orchestrator’s own screen before running it by hand, or it may run twice',

  'scheduleFire.outcome': '{state}: {reason}',
  'scheduleFire.execution': 'Execution {id}',

  'scheduleFire.notice.missed': '{name} did not run {when}: {reason}',
  'scheduleFire.notice.failed': '{name} did not start {when}: {reason}',
  'scheduleFire.notice.unknown': '{name} may have started {when}: {reason}',
  'scheduleFire.notice.other': '{name}, due {when}: {reason}',
  'scheduleFire.notice.open': 'Open the schedule',
} as const;
