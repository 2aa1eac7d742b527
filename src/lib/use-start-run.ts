import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { runRobot, type RunInput } from '@/data/run-robot';
import { workspaceKeys } from '@/data/workspace-client';

/**
 * Starts a run. The server records it in the team's journal as it relays the call, so nothing is kept
 * here: the journal's queries are refreshed instead (the queue, the watcher of the operator's own runs).
 * A second call while one is under way returns the same promise, so a double click never starts two
 * executions.
 */
export function useStartRun() {
  const queryClient = useQueryClient();
  const inFlight = useRef<Promise<string> | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (input: RunInput) => runRobot(input),
    // Not awaited: the operator is taken to the new execution without waiting for the lists to reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() });
    },
  });
  const start = (input: RunInput): Promise<string> => {
    inFlight.current ??= mutation.mutateAsync(input).finally(() => {
      inFlight.current = undefined;
    });
    return inFlight.current;
  };
  return { start, error: mutation.error, isPending: mutation.isPending, reset: mutation.reset };
}
