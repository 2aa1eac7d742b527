/**
 * What the browser learns from an upstream's error answer: our own words, chosen by status, and never
 * the upstream's. Error bodies of Spring-style services carry stack traces, SQL, internal host names and
 * exception class names, even in a 4xx `message`; none of that is the browser's business, so nothing of
 * the body is relayed (the server logs it instead). Shared by the server and the mock mode, so both
 * show the same messages.
 */
import type { ServerErrorCode } from './error-codes';
import type { ErrorBody } from './schemas';

export type ServiceName = 'orchestration' | 'reporting';

/** The server's own error shape (serverErrorSchema). */
export interface OwnError {
  readonly error: ServerErrorCode;
  readonly message: string;
  /** How long to wait before trying again, when the answer says. */
  readonly retryAfterSeconds?: number;
}

/** "30 seconds", "2 minutes", "a moment": how long to wait, for a sentence. */
export function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined || seconds <= 0) return 'a moment';
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The longest wait relayed from an upstream's Retry-After; anything longer is nonsense or hostile. */
const maxRetryAfterSeconds = 24 * 60 * 60;

/**
 * An upstream's `Retry-After` (seconds or an HTTP date) as whole seconds from `now`, or `undefined`
 * when it is absent or unreadable. The browser gets this number, never the upstream's own text.
 */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else if (/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return undefined;
    seconds = Math.max(0, Math.ceil((at - now) / 1000));
  } else return undefined;
  return Math.min(seconds, maxRetryAfterSeconds);
}

/**
 * Our words for an upstream's error status (400 to 599, other than a 401 the caller handles). They say
 * what happened and what the operator can do, and name the status so a report can be matched to a log.
 */
export function upstreamErrorBody(status: number, service: ServiceName, retryAfter?: number): OwnError {
  const the = `The ${service} service`;
  switch (status) {
    case 400:
      return {
        error: 'upstream-bad-request',
        message: `${the} refused the request as invalid (400). Check the values you entered and try again.`,
      };
    case 404:
      return {
        error: 'upstream-not-found',
        message: `${the} does not know what was asked for (404). Check the ids you entered.`,
      };
    case 409:
      return {
        error: 'upstream-conflict',
        message:
          `${the} refused the request because it conflicts with the current state (409), for example ` +
          'an execution that has already started. Refresh to see the current state.',
      };
    case 422:
      return {
        error: 'upstream-unprocessable',
        message: `${the} could not accept the values sent (422). Check them and try again.`,
      };
    case 429:
      return {
        error: 'upstream-rate-limited',
        message: `${the} is receiving too many requests (429). Try again in ${waitInWords(retryAfter)}.`,
        ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
      };
    default:
      if (status >= 500) {
        return {
          error: 'upstream-failed',
          message: `${the} failed (status ${status}). Try again in a moment.`,
        };
      }
      return { error: 'upstream-refused', message: `${the} refused the request (status ${status}).` };
  }
}

/**
 * The spec's 401 body (2.7) in fixed words. `path` is what the browser called, never the upstream's
 * path, which may carry a context path or other deployment details.
 */
export function unauthorizedBody(timestamp: number, path: string): ErrorBody {
  return { timestamp, status: 401, error: 'Unauthorized', message: 'Unauthorized', path };
}

/** The body to send in place of any upstream error answer (status 400 to 599) to a proxied call. */
export function proxiedErrorBody(
  status: number,
  service: ServiceName,
  context: { readonly browserPath: string; readonly now: number; readonly retryAfter?: number | undefined },
): ErrorBody | OwnError {
  if (status === 401) return unauthorizedBody(context.now, context.browserPath);
  return upstreamErrorBody(status, service, context.retryAfter);
}

/**
 * What `POST /session` answers when the login call failed with an error status other than 401: a 429
 * stays a 429 (the browser should wait, not report a fault); anything else is the upstream's fault, 502.
 */
export function signInErrorStatus(upstreamStatus: number): number {
  return upstreamStatus === 429 ? 429 : 502;
}
