import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';

/**
 * Asked when a dialog with changes is being closed (Esc, ×, Cancel, a click outside). Keeping is the
 * default answer, and so is closing this question: nothing typed is lost by accident.
 */
export function DiscardChangesModal({
  stackId,
  opened,
  returnFocus,
  message,
  onKeepEditing,
  onDiscard,
}: {
  /** Its place in the `Modal.Stack` it shares with the dialog it guards. */
  stackId: string;
  opened: boolean;
  returnFocus: boolean;
  /** What has not been saved: "What you changed in runtime Main runtime has not been saved." */
  message: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      returnFocus={returnFocus}
      onClose={onKeepEditing}
      title={t('catalog.discard.title')}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            {t('catalog.discard.keepEditing')}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {t('catalog.discard.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
