import { isApiError, type ApiError } from '@/api/api-error';
import { browserPrefix, lookupEndpoint } from '@/api/endpoints';
import { isServerErrorCode, type ServerErrorKey } from '@/api/error-codes';
import type { MessageKey } from '@/i18n/catalog';
import type { Translate } from '@/i18n/i18n-provider';

/**
 * The one place that turns an error into a sentence for the operator, in their language. Messages say
 * what happened and, where there is one, what to do next; they never show stack traces or upstream
 * internals. The server's own errors are told by their code (api/error-codes.ts, worded in common.en.ts);
 * a code this console does not know yet (a newer server) is told in the server's own (English) words
 * rather than not at all.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) {
    return error instanceof Error && error.message !== '' ? error.message : t('common.somethingWrong');
  }
  const status = error.status ?? '—';
  switch (error.kind) {
    case 'network':
      return t('error.network');
    case 'unauthorized':
      // A refused reporting key is a 401 too, but the server's problem: its own sentence says so.
      if (error.code === 'reporting-key-refused') return serverWords(error, t);
      // A refused sign-in carries the spec's body, whose fixed words the sign-in form explains.
      if (error.path === '/session' && error.body !== undefined) return error.body.message;
      return t('error.sessionEnded');
    case 'forbidden':
      return error.code !== undefined
        ? serverWords(error, t)
        : t('error.forbidden', { status, detail: error.message });
    case 'client':
      return error.code !== undefined
        ? serverWords(error, t)
        : t('error.refused', { status, detail: error.message });
    case 'server':
      return error.code !== undefined ? serverWords(error, t) : t('error.serviceFailed', { status });
    case 'unexpected-response':
      return t('error.unexpected', { detail: error.message });
  }
}

/** "30 seconds", "2 minutes", "a moment": a wait for a sentence, rounded up so it is never too short. */
export function waitWords(seconds: number | undefined, t: Translate): string {
  if (seconds === undefined || seconds <= 0) return t('wait.moment');
  if (seconds < 90) return t('wait.seconds', { count: seconds });
  return t('wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** `t` with the values a message may name, for a key chosen at run time. */
type TranslateAny = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * Whether a call went to the reporting service: its path in the browser (`/reporting/api/…`), or the
 * endpoint's own path, which the app's client names its errors by (`/api/integration/v1/supplier`).
 */
function isReportingPath(path: string): boolean {
  return (
    path.startsWith(`${browserPrefix.reporting}/`) ||
    lookupEndpoint('POST', path, { upstream: 'reporting' }).kind !== 'not-found'
  );
}

/** The console's words for a code of the server's, with what the answer tells (status, wait, service). */
function serverWords(error: ApiError, t: Translate): string {
  // The list the server writes from, not the catalog: every code on it has words in both languages.
  const code = error.code ?? '';
  if (!isServerErrorCode(code)) return error.message;
  const key: ServerErrorKey = `serverError.${code}`;
  const details = error.details as { readonly retryAfterSeconds?: unknown } | undefined;
  const retryAfter = typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
  const values = {
    detail: error.message,
    status: error.status ?? '—',
    wait: waitWords(retryAfter, t),
    service: t(isReportingPath(error.path) ? 'service.reporting' : 'service.orchestration'),
  };
  // Each message takes the values it names and ignores the others.
  return (t as TranslateAny)(key, values);
}
