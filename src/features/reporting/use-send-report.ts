import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '@/lib/error-message';
import type { ReportHistory } from './report-history';

/**
 * Sends one reporting record and writes the outcome, good or bad, into the form's history. The caller
 * keeps the form as typed, so a failed send can be corrected and sent again.
 *
 * `isPending` only changes on the next render, so a quick double submit would reach `send` twice: a
 * second call while one is under way returns the same promise instead of sending again. The promise
 * resolves to the answer, or to undefined when the send failed (the error is in `error` and the history).
 */
export function useSendReport<P, R>(history: ReportHistory<P, R>, sendRecord: (payload: P) => Promise<R>) {
  const inFlight = useRef<Promise<R | undefined> | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: sendRecord,
    onSuccess: (response, payload) => history.record({ payload, outcome: 'sent', response }),
    onError: (error, payload) => history.record({ payload, outcome: 'failed', error: errorMessage(error) }),
  });
  const send = (payload: P, onSent?: (response: R) => void): Promise<R | undefined> => {
    inFlight.current ??= mutation
      .mutateAsync(payload)
      .then(
        (response) => {
          onSent?.(response);
          return response;
        },
        () => undefined,
      )
      .finally(() => {
        inFlight.current = undefined;
      });
    return inFlight.current;
  };
  return {
    send,
    data: mutation.data,
    error: mutation.error,
    isPending: mutation.isPending,
    reset: mutation.reset,
  };
}

export type SendReport<P, R> = ReturnType<typeof useSendReport<P, R>>;
