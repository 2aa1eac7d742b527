import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { runRobot, type RunInput } from '@/api/run-robot';
import { trackExecution } from '@/lib/tracked-executions';

/**
 * Starts a run and adds it to this browser's queue. A second call while one is under way returns the
 * same promise, so a double click never starts two executions.
 */
export function useStartRun() {
  const inFlight = useRef<Promise<string> | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async (input: RunInput) => {
      const executionId = await runRobot(input);
      trackExecution({
        computerId: input.computerId,
        executionId,
        robotId: input.robotId,
        run: {
          apiVersion: input.apiVersion,
          variables: input.variables === null ? null : [...input.variables],
        },
        source: 'run',
      });
      return executionId;
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
