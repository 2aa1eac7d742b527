import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import type { EarlierSend } from './use-figures-send';

/** Asks before a record that the team already sent is sent again (see use-figures-send.ts). */
export function DuplicateConfirm({
  earlier,
  onConfirm,
  onCancel,
}: {
  earlier: EarlierSend;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const locale = useAppLocale();
  return (
    <Alert color="orange" title="This record was already sent" role="alert">
      <Text size="sm">
        The same figures, idea ID and processing time were sent by {earlier.sentBy} on{' '}
        {formatDateTime(earlier.sentAt, locale)}. Sending them again records them twice.
      </Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" color="orange" onClick={onConfirm}>
          Send it again anyway
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Don&apos;t send
        </Button>
      </Group>
    </Alert>
  );
}
