import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, isSessionLost } from '@/api/api-error';
import { api } from '@/api/browser-client';
import { executionKeys } from '@/api/execution-queries';
import { errorMessage } from '@/lib/error-message';
import { markDeleted, type TrackedExecution } from '@/lib/tracked-executions';

export interface DeleteFailure {
  readonly execution: TrackedExecution;
  readonly error: unknown;
}

export interface DeleteOutcome {
  readonly deleted: readonly TrackedExecution[];
  readonly failed: readonly DeleteFailure[];
}

/** Why one delete failed, in the operator's words; a 409 means it left the queue meanwhile. */
export function deleteFailureMessage(failure: DeleteFailure): string {
  const { error, execution } = failure;
  if (isApiError(error) && error.status === 409) {
    return `${execution.executionId} has already started, so it can no longer be deleted.`;
  }
  return `${execution.executionId}: ${errorMessage(error)}`;
}

/**
 * Endpoint 7 for one or several queued executions, all at once. Each success is marked deleted at
 * once and its result query dropped, so nothing polls it again; failures are reported, not thrown,
 * so that one refusal does not hide the others' outcome.
 */
export function useDeleteExecutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (targets: readonly TrackedExecution[]): Promise<DeleteOutcome> => {
      const settled = await Promise.allSettled(
        targets.map(async (execution) => {
          const { computerId, executionId } = execution;
          await api.deleteExecution({ computerId, executionId });
          const queryKey = executionKeys.result(computerId, executionId);
          markDeleted(computerId, executionId);
          await queryClient.cancelQueries({ queryKey });
          queryClient.removeQueries({ queryKey });
        }),
      );
      const deleted: TrackedExecution[] = [];
      const failed: DeleteFailure[] = [];
      settled.forEach((result, index) => {
        const execution = targets[index];
        if (execution === undefined) return;
        if (result.status === 'fulfilled') deleted.push(execution);
        else failed.push({ execution, error: result.reason });
      });
      // A lost session is everybody's problem: rethrown so the app-wide handler signs the user out.
      const lost = failed.find((failure) => isSessionLost(failure.error));
      if (lost !== undefined) throw lost.error;
      // An execution that left the queue is read again now, so its row stops offering "Delete".
      for (const { execution, error } of failed) {
        if (isApiError(error) && error.status === 409) {
          void queryClient.invalidateQueries({
            queryKey: executionKeys.result(execution.computerId, execution.executionId),
          });
        }
      }
      return { deleted, failed };
    },
  });
}
