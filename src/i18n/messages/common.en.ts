/**
 * Words every page shares, in English: errors (the server's own included, by their code), statuses,
 * the id rule, why the server stopped following an execution or waits (api/follow-reasons.ts's codes),
 * durations and the little words around times. Loaded with the frame, before the first paint.
 *
 * The server answers its errors as `{ error: code, message }` with an English message for logs and API
 * callers; the console shows these words for each code instead, in the operator's language
 * (i18n/error-message.ts), and the server's message only for a code it does not know.
 */
import type { ServerErrorKey } from '@/api/error-codes';
import type { Message } from '../message-format';

/**
 * The server's error codes (api/error-codes.ts), one message each: a code without words, or words for a
 * code the server no longer sends, does not compile. A message may name `{detail}` (the server's English
 * message), `{status}`, `{wait}` (its Retry-After in words) and `{service}` (the service behind it).
 */
const serverErrorWords = {
  'serverError.unauthenticated': 'You are not signed in, or your session has ended.',
  'serverError.csrf-rejected':
    'The server refused a request that did not come from this console. Reload the page and try again.',
  'serverError.not-found': 'There is nothing here.',
  'serverError.entry-gone': 'This entry no longer exists: someone deleted it meanwhile.',
  'serverError.conflict':
    'Someone else changed this entry after you opened it. Look at their version before saving yours.',
  'serverError.secret-unreadable':
    'This schedule’s saved secret values can no longer be opened (the server’s SESSION_SECRET changed). Type them again in its settings and save.',
  'serverError.not-in-journal': 'The team journal has no execution with this id on this Runtime.',
  'serverError.forbidden': 'Your role does not allow this. Ask an admin of your team if you need it.',
  'serverError.last-admin': 'The team must keep at least one admin: make someone else an admin first.',
  'serverError.role-too-high': 'A token can have your own role at most.',
  'serverError.no-runner-account':
    'The server has no runner account, which calls to the service with an API token run as. Ask whoever runs Robot Console to set RUNNER_USERNAME and RUNNER_PASSWORD.',
  'serverError.invalid-request': 'The server refused the values sent: {detail}',
  'serverError.bad-request-target': 'The server refused the address of the request.',
  'serverError.query-not-allowed': 'The API endpoints take no query parameters.',
  'serverError.method-not-allowed': 'This method is not allowed here.',
  'serverError.payload-too-large': 'The request is too large for the server.',
  'serverError.request-timeout': 'The request took too long to reach the server. Try again.',
  'serverError.text-too-long':
    'A text you typed is longer than the server accepts. Shorten it and try again.',
  'serverError.client-closed-request': 'The request was abandoned by the client.',
  'serverError.internal-error': 'The server failed to handle the request.',
  'serverError.not-built': 'The app has not been built (npm run build).',
  'serverError.server-busy': 'The server is busy. Try again in {wait}.',
  'serverError.database-unavailable':
    'The team workspace’s database cannot be reached right now. Nothing stored is lost; try again in {wait}.',
  'serverError.sessions-full':
    'The server cannot take more signed-in users right now. Try again later, or ask whoever runs Robot Console to raise MAX_SESSIONS.',
  'serverError.too-many-attempts': 'Too many sign-ins. Try again in {wait}.',
  'serverError.too-many-live-views':
    'This sign-in already has as many live views open as the server allows. Close some of the other tabs.',
  'serverError.too-many-previews':
    'Too many previews of a schedule’s next fires were asked for. Try again in {wait}.',
  'serverError.live-views-full':
    'The server is following as many live views as it can right now; this page reads the queue on an interval instead.',
  'serverError.reporting-not-configured':
    'The server has no reporting API key configured. Ask whoever runs Robot Console to set REPORTING_API_KEY.',
  'serverError.reporting-key-refused': "The server's API key was refused by the reporting service.",
  'serverError.upstream-unreachable': '{service} could not be reached.',
  'serverError.upstream-timeout': '{service} did not answer in time.',
  'serverError.upstream-redirect':
    '{service} answered with a redirect, which the server does not follow. Ask whoever runs Robot Console to check its address.',
  'serverError.upstream-too-large': '{service} sent an answer larger than the server relays.',
  'serverError.upstream-error': '{service} gave an unexpected answer. Try again in a moment.',
  'serverError.upstream-bad-request':
    '{service} refused the request as invalid (400). Check the values you entered and try again.',
  'serverError.upstream-not-found':
    '{service} does not know what was asked for (404). Check the ids you entered.',
  'serverError.upstream-conflict':
    '{service} refused the request because it conflicts with the current state (409), for example an execution that has already started. Refresh to see the current state.',
  'serverError.upstream-unprocessable':
    '{service} could not accept the values sent (422). Check them and try again.',
  'serverError.upstream-rate-limited': '{service} is receiving too many requests (429). Try again in {wait}.',
  'serverError.upstream-failed': '{service} failed (status {status}). Try again in a moment.',
  'serverError.upstream-refused': '{service} refused the request (status {status}).',
} as const satisfies Record<ServerErrorKey, Message>;

export const words = {
  'role.viewer': 'Viewer',
  'role.operator': 'Operator',
  'role.admin': 'Admin',
  'common.loading': 'Loading',
  'common.somethingWrong': 'Something went wrong.',
  'common.closeDialog': 'Close dialog',
  'common.leave.title': 'Leave without saving?',
  'common.leave.stay': 'Stay',
  'common.leave.go': 'Leave',
  'common.closeNotification': 'Close notification',
  'common.tryAgain': 'Try again',
  'common.undo': 'Undo',

  'error.network': 'The server could not be reached. Check your connection and try again.',
  'error.sessionEnded': 'Your session has ended. Sign in again.',
  'error.forbidden': 'This action is not allowed ({status}): {detail}',
  'error.refused': 'The request was refused ({status}): {detail}',
  'error.serviceFailed': 'The service failed to answer ({status}). Try again in a moment.',
  'error.unexpected': 'The service answered in an unexpected form. {detail}',

  'status.deleted': 'Deleted',
  'status.unknown': 'Unknown',

  'id.runtime': 'the Runtime ID',
  'id.robot': 'the Robot ID',
  'id.execution': 'the execution ID',
  'id.blank': 'Enter {what}.',
  'id.too-long': '{What} can be at most {max} characters long.',
  'id.control-character': '{What} contains an invisible control character; type it again.',
  'id.surrounding-space': '{What} starts or ends with a space; remove it.',
  'id.dot-segment': '{What} cannot be "." or "..".',
  'id.slash': '{What} cannot contain "/" or "\\".',

  'follow.lost.notFound': 'Not found on its Runtime',
  'follow.lost.timeLimit': {
    one: 'No longer followed: it ran past the {count}-hour limit',
    other: 'No longer followed: it ran past the {count}-hour limit',
  },
  'follow.lost.pollingLimit': 'No longer followed: it ran past the polling time limit',
  'follow.lost.notFollowable': 'Not followed: {problem}',
  'follow.note.paused':
    'Paused until the person who started it signs in: the server reads a result only with their own session.',

  'service.orchestration': 'The orchestration service',
  'service.reporting': 'The reporting service',

  'wait.moment': 'a moment',
  'wait.seconds': { one: '{count} second', other: '{count} seconds' },
  'wait.minutes': { one: '{count} minute', other: '{count} minutes' },

  ...serverErrorWords,

  'stored.execution': { one: '{count} saved execution', other: '{count} saved executions' },
  'stored.runtime': { one: '{count} saved runtime', other: '{count} saved runtimes' },
  'stored.robot': { one: '{count} saved robot', other: '{count} saved robots' },
  'stored.entry': { one: '{count} saved entry', other: '{count} saved entries' },
  'stored.and': '{first} and {last}',
  'stored.setAside': {
    one: '{what} could not be read and was set aside.',
    other: '{what} could not be read and were set aside.',
  },
  'stored.setAsideOthersKept': {
    one: '{what} could not be read and was set aside; the others are kept.',
    other: '{what} could not be read and were set aside; the others are kept.',
  },
  'stored.what.executions': 'list of executions',
  'stored.what.catalog': 'catalog',
  'stored.what.value': 'data',
  'stored.unreadable':
    'The {what} saved in this browser could not be read at all. It was set aside (not deleted) and starts empty.',
  'stored.notSaved':
    'The browser refused to save (storage full or disabled); changes last until the tab closes.',

  // A date-time field (components/date-time-field.tsx): its format, and the calendar's arrows.
  'dateTime.placeholder': 'mm/dd/yyyy hh:mm',
  'dateTime.pickDay': 'Pick the day from a calendar',
  'dateTime.previousMonth': 'Previous month',
  'dateTime.nextMonth': 'Next month',
  'dateTime.previousYear': 'Previous year',
  'dateTime.nextYear': 'Next year',
  'dateTime.previousDecade': 'Previous decade',
  'dateTime.nextDecade': 'Next decade',

  'export.button': 'Export',
  'export.csv': 'CSV (spreadsheet)',
  'export.json': 'JSON',
  'export.progress': 'Exporting {read} of {total}…',
  'export.progressLabel': 'Export progress',
  'export.cancel': 'Cancel',
  'export.failed': 'The export failed',
  'export.done': { one: 'Saved {count} row as {name}.', other: 'Saved {count} rows as {name}.' },
} as const;
