import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

// Long enough to notice the mistake and reach the button from the keyboard.
const undoWindowMs = 10_000;

/**
 * Says what just happened and offers to take it back, for the cheap undos of the app (a catalog entry
 * deleted, rows removed from the queue, variables replaced). `undo` runs at most once.
 */
export function notifyWithUndo({
  title,
  message,
  undo,
  undoLabel = 'Undo',
}: {
  title?: string;
  message: string;
  undo: () => void;
  undoLabel?: string;
}): void {
  let undone = false;
  const id = notifications.show({
    ...(title === undefined ? {} : { title }),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            if (undone) return;
            undone = true;
            undo();
            notifications.hide(id);
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
    autoClose: undoWindowMs,
  });
}
