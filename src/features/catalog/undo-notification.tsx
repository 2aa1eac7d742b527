import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

// Long enough to notice the mistake and reach the button from the keyboard.
const undoWindowMs = 10_000;

/** Says what was deleted and offers to put it back; `undo` runs at most once. */
export function notifyDeletedWithUndo(message: string, undo: () => void): void {
  let undone = false;
  const id = notifications.show({
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
          Undo
        </Button>
      </Group>
    ),
    autoClose: undoWindowMs,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
