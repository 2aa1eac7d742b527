import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, isSessionLost } from '@/api/api-error';
import { api } from '@/data/browser-client';
import { executionKeys } from '@/data/execution-queries';
import type { JournalEntry } from '@/api/workspace/journal';
import { workspaceKeys } from '@/data/workspace-client';
import type { Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { journalListsKey } from './use-journal-blocks';

/** Deletes sent at once: enough to clear a thousand rows in a few seconds, few enough to spare the service. */
export const deleteConcurrency = 4;

export interface DeleteFailure {
  readonly execution: JournalEntry;
  readonly error: unknown;
}

export interface DeleteOutcome {
  readonly deleted: readonly JournalEntry[];
  readonly failed: readonly DeleteFailure[];
}

interface DeleteRun {
  readonly targets: readonly JournalEntry[];
  /** Told after each answer, so the dialog can say how far it got. */
  readonly onProgress?: (outcome: DeleteOutcome) => void;
}

/**
 * Why one delete failed, in the operator's words: a 409 means it left the queue meanwhile, a 404 that
 * its Runtime no longer has it.
 */
export function deleteFailureMessage(failure: DeleteFailure, t: Translate): string {
  const { error, execution } = failure;
  const id = execution.executionId;
  if (isApiError(error) && error.status === 409) return t('queue.delete.started', { id });
  if (isApiError(error) && error.status === 404) return t('queue.delete.gone', { id });
  return t('queue.delete.otherError', { id, error: errorMessage(error, t) });
}

/**
 * Endpoint 7 for one or many queued executions through our server, which records in the journal who
 * deleted each one and when; at most `deleteConcurrency` at a time. Failures are reported, not thrown,
 * so that one refusal does not hide the others'; a lost session stops the rest (nothing more can work).
 * The journal's lists are read again before the outcome is given, so the rows say "Deleted" as the
 * dialog closes.
 */
export function useDeleteExecutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ targets, onProgress }: DeleteRun): Promise<DeleteOutcome> => {
      const deleted: JournalEntry[] = [];
      const failed: DeleteFailure[] = [];
      let next = 0;
      // A lost session stops the workers (nothing more can work) and is rethrown once they stop.
      const sessionLost: unknown[] = [];
      const worker = async () => {
        while (next < targets.length && sessionLost.length === 0) {
          const execution = targets[next];
          next += 1;
          if (execution === undefined) continue;
          const { computerId, executionId } = execution;
          try {
            await api.deleteExecution({ computerId, executionId });
            deleted.push(execution);
            // The execution view may have a read of it under way: its answer would be out of date.
            await queryClient.cancelQueries({ queryKey: executionKeys.result(computerId, executionId) });
          } catch (error) {
            if (isSessionLost(error)) {
              sessionLost.push(error);
              continue;
            }
            failed.push({ execution, error });
            // It left the queue: read once through the proxy, which records what it is now in the
            // journal, so its row stops offering "Delete" without waiting for the server's next read.
            if (isApiError(error) && error.status === 409) {
              await api.executionResult({ computerId, executionId }).catch(() => undefined);
            }
          }
          onProgress?.({ deleted: [...deleted], failed: [...failed] });
        }
      };
      await Promise.all(Array.from({ length: Math.min(deleteConcurrency, targets.length) }, worker));
      // A lost session is everybody's problem: rethrown so the app-wide handler signs the user out.
      if (sessionLost.length > 0) throw sessionLost[0];
      // The lists are read again before the outcome is given; the rest of the journal (its filter
      // menus, one entry) catches up meanwhile, so a slow answer there does not hold the dialog open.
      const isList = (key: readonly unknown[]) => journalListsKey.every((part, i) => key[i] === part);
      void queryClient.invalidateQueries({
        queryKey: workspaceKeys.journal(),
        predicate: (query) => !isList(query.queryKey),
      });
      await queryClient.invalidateQueries({ queryKey: journalListsKey });
      for (const { computerId, executionId } of deleted) {
        queryClient.removeQueries({ queryKey: executionKeys.result(computerId, executionId) });
      }
      return { deleted, failed };
    },
  });
}
