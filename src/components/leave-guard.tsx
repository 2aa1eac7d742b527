import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '@/i18n/i18n-provider';
import { AppDialog } from './app-dialog';

/**
 * Asks before leaving a page whose changes are not saved (`when`): a dialog for a move to another page
 * of the app (Stay keeps everything as typed), the browser's own question for a reload or a closed tab.
 */
export function LeaveGuard({ when, message }: { when: boolean; message: string }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <AppDialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('common.leave.title')}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('common.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('common.leave.go')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
