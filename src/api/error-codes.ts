/**
 * The codes of the server's own error answers, `{ error: code, message }`: the one list the server writes
 * from (`errorAnswer` and `jsonError` take only these) and the browser words (`serverError.<code>` in
 * i18n/messages/common.*.ts must have each of them, or it does not compile). A code renamed or added on
 * one side therefore fails the typecheck on the other, instead of being shown in English.
 */
export const serverErrorCodes = [
  // The request itself.
  'unauthenticated',
  'csrf-rejected',
  'not-found',
  'method-not-allowed',
  'bad-request-target',
  'query-not-allowed',
  'invalid-request',
  'payload-too-large',
  'request-timeout',
  'text-too-long',
  'client-closed-request',
  // The team workspace.
  'entry-gone',
  'conflict',
  'not-in-journal',
  'secret-unreadable',
  // Roles (roles.ts).
  'forbidden',
  'last-admin',
  'role-too-high',
  // The server's own state.
  'internal-error',
  'not-built',
  'server-busy',
  'database-unavailable',
  'sessions-full',
  'too-many-attempts',
  'too-many-live-views',
  'too-many-previews',
  'live-views-full',
  'reporting-not-configured',
  'no-runner-account',
  // The services behind the server (api/upstream-errors.ts words those that follow an upstream status).
  'reporting-key-refused',
  'upstream-unreachable',
  'upstream-timeout',
  'upstream-redirect',
  'upstream-too-large',
  'upstream-error',
  'upstream-bad-request',
  'upstream-not-found',
  'upstream-conflict',
  'upstream-unprocessable',
  'upstream-rate-limited',
  'upstream-failed',
  'upstream-refused',
] as const;

export type ServerErrorCode = (typeof serverErrorCodes)[number];

/** The message key of a code's words, e.g. `serverError.server-busy`. */
export type ServerErrorKey = `serverError.${ServerErrorCode}`;

const known: ReadonlySet<string> = new Set(serverErrorCodes);

/**
 * Whether an answer's code is one this console knows. The browser reads codes as plain strings (a newer
 * server may send one this build has no words for), so it asks here before looking up their words.
 */
export function isServerErrorCode(code: string): code is ServerErrorCode {
  return known.has(code);
}
