import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/lib/error-message';
import type { ReportHistory } from './report-history';

/**
 * Sends one reporting record and writes the outcome, good or bad, into the form's history. The caller
 * keeps the form as typed, so a failed send can simply be sent again.
 */
export function useSendReport<P, R>(history: ReportHistory<P, R>, send: (payload: P) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    onSuccess: (response, payload) => history.record({ payload, outcome: 'sent', response }),
    onError: (error, payload) => history.record({ payload, outcome: 'failed', error: errorMessage(error) }),
  });
}
