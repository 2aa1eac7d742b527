import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ReportForm } from '@/api/workspace/history';
import { workspaceKeys } from '@/data/workspace-client';

/**
 * Sends one reporting record. The server records the send, good or bad, in the team's history; once it
 * has answered, the form's history and known records are read again. The caller keeps the form as typed,
 * so a failed send can be corrected and sent again.
 *
 * `isPending` only changes on the next render, so a quick double submit would reach `send` twice: a
 * second call while one is under way returns the same promise instead of sending again. The promise
 * resolves to the answer, or to undefined when the send failed (the error is in `error`).
 */
export function useSendReport<P, R>(form: ReportForm, sendRecord: (payload: P) => Promise<R>) {
  const queryClient = useQueryClient();
  const inFlight = useRef<Promise<R | undefined> | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: sendRecord,
    // Not awaited: the answer is shown at once, the history follows when it has been read.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: workspaceKeys.history(form) }),
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
