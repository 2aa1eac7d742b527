import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forgetExecutions, restoreExecutions } from '@/lib/tracked-executions';

let removals = 0;

/**
 * Takes rows off this browser's list (nothing is deleted upstream) and offers to put them back: the
 * removed entries live only in the notification's Undo, so closing it makes the removal final.
 */
export function removeFromList(keys: readonly string[]): void {
  const removed = forgetExecutions(keys);
  if (removed.length === 0) return;
  removals += 1;
  const id = `queue-removed-${removals}`;
  const what =
    removed.length === 1 && removed[0] !== undefined
      ? `Execution ${removed[0].executionId} was`
      : `${removed.length} executions were`;
  notifications.show({
    id,
    title: 'Removed from the list',
    autoClose: 10_000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{what} removed from this list.</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            restoreExecutions(removed);
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
