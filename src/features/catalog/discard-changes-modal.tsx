import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asked when a dialog with changes is being closed (Esc, ×, Cancel, a click outside). Keeping is the
 * default answer, and so is closing this question: nothing typed is lost by accident.
 */
export function DiscardChangesModal({
  stackId,
  opened,
  returnFocus,
  what,
  onKeepEditing,
  onDiscard,
}: {
  /** Its place in the `Modal.Stack` it shares with the dialog it guards. */
  stackId: string;
  opened: boolean;
  returnFocus: boolean;
  /** What holds the changes: "this runtime". */
  what: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      returnFocus={returnFocus}
      onClose={onKeepEditing}
      title="Discard your changes?"
    >
      <Stack>
        <Text size="sm">What you changed in {what} has not been saved.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
