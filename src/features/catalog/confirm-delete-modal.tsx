import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before an entry leaves the catalog; the notification that follows still offers Undo. */
export function ConfirmDeleteModal({
  opened,
  title,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack>
        <Text size="sm">
          It is removed from the catalog kept in this browser. The service itself is not changed, and
          executions already started go on.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
