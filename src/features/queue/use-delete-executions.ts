import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, isSessionLost } from '@/api/api-error';
import { api } from '@/api/browser-client';
import { executionKeys } from '@/api/execution-queries';
import type { JournalEntry } from '@/api/workspace';
import { workspaceKeys } from '@/api/workspace-client';
import { errorMessage } from '@/lib/error-message';

export interface DeleteFailure {
  readonly execution: JournalEntry;
  readonly error: unknown;
}

export interface DeleteOutcome {
  readonly deleted: readonly JournalEntry[];
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
 * Endpoint 7 for one or several queued executions, all at once, through our server, which records in
 * the journal who deleted each one and when. The journal is read again before the outcome is given, so
 * the rows say "Deleted" (and stop polling) as the dialog closes. Failures are reported, not thrown, so that one refusal does not hide the others'.
 */
export function useDeleteExecutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (targets: readonly JournalEntry[]): Promise<DeleteOutcome> => {
      const settled = await Promise.allSettled(
        targets.map(async (execution) => {
          const { computerId, executionId } = execution;
          await api.deleteExecution({ computerId, executionId });
          await queryClient.cancelQueries({ queryKey: executionKeys.result(computerId, executionId) });
        }),
      );
      const deleted: JournalEntry[] = [];
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
      // An execution that left the queue is read again now (which updates its journal entry), so its
      // row stops offering "Delete".
      await Promise.all(
        failed.flatMap(({ execution, error }) =>
          isApiError(error) && error.status === 409
            ? [
                queryClient.refetchQueries({
                  queryKey: executionKeys.result(execution.computerId, execution.executionId),
                }),
              ]
            : [],
        ),
      );
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() });
      // Once the rows know they are deleted they stop asking; their last results are of no more use.
      for (const { computerId, executionId } of deleted) {
        queryClient.removeQueries({ queryKey: executionKeys.result(computerId, executionId) });
      }
      return { deleted, failed };
    },
  });
}
