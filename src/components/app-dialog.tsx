import { Modal, type ModalProps } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';

/**
 * A dialog asking the operator something: Mantine's Modal with its close button named in the operator's
 * language and a title that wraps (it may hold a name as long as allowed, without a space).
 */
export function AppDialog(props: ModalProps) {
  const t = useT();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
      {...props}
    />
  );
}
