import { serverError } from '@/api/api-error';
import { endpoints } from '@/api/endpoints';
import { reportFormEndpoints, type HistoryEntry } from '@/api/workspace/history';
import type { Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';

/**
 * Why a send failed, in the operator's words: the error the browser had then, rebuilt from the server's
 * code and status and told by `errorMessage`. A send recorded before those were kept has the server's
 * English words, as stored.
 */
export function failureWords(entry: HistoryEntry, t: Translate): string | null {
  if (entry.errorCode === null || entry.errorStatus === null) return entry.error;
  const error = serverError({
    status: entry.errorStatus,
    code: entry.errorCode,
    message: entry.error ?? '',
    // The path the app's client names a send's errors by.
    path: endpoints[reportFormEndpoints[entry.form]].path,
  });
  return errorMessage(error, t);
}
