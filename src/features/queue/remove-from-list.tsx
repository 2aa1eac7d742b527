import { notifyWithUndo } from '@/components/undo-notification';
import { forgetExecutions, restoreExecutions } from '@/lib/tracked-executions';

/**
 * Takes rows off this browser's list (nothing is deleted upstream) and offers to put them back: the
 * removed entries live only in the notification's Undo, so closing it makes the removal final.
 */
export function removeFromList(keys: readonly string[]): void {
  const removed = forgetExecutions(keys);
  if (removed.length === 0) return;
  const what =
    removed.length === 1 && removed[0] !== undefined
      ? `Execution ${removed[0].executionId} was`
      : `${removed.length} executions were`;
  notifyWithUndo({
    title: 'Removed from the list',
    message: `${what} removed from this list.`,
    undo: () => restoreExecutions(removed),
  });
}
