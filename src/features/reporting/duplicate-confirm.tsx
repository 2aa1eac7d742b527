import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
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
  const t = useT();
  return (
    <Alert color="orange" title={t('reporting.duplicate.title')} role="alert">
      <Text size="sm">
        {t('reporting.duplicate.text', {
          sentBy: earlier.sentBy,
          sentAt: formatDateTime(earlier.sentAt, locale),
        })}
      </Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" color="orange" onClick={onConfirm}>
          {t('reporting.duplicate.sendAnyway')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('reporting.duplicate.dontSend')}
        </Button>
      </Group>
    </Alert>
  );
}
