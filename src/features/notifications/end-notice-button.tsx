import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { BellIcon } from '@/components/bell-icon';
import wide from '@/components/wide-only.module.css';
import { useT } from '@/i18n/i18n-provider';

/** The Notifications menu's button, the menu's target (end-notice-menu.tsx). */
export function EndNoticeButton(props: ComponentPropsWithRef<'button'>) {
  const t = useT();
  return (
    <Button variant="default" size="xs" leftSection={<BellIcon />} {...props}>
      <span className={wide.wideOnly}>{t('notifications.menu.button')}</span>
    </Button>
  );
}
