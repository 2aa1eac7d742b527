import { Text } from '@mantine/core';
import { AppDialog } from '@/components/app-dialog';
import { ConfirmQuestion, type QuestionOpening } from '@/components/confirm-question';
import { useT } from '@/i18n/i18n-provider';
import { useSignOutEverywhere } from './session-query';

function SignOutEverywhereQuestion({ username, onClose }: { username: string; onClose: () => void }) {
  const t = useT();
  const signOut = useSignOutEverywhere();
  // Once it is done this tab has no session either: the guard shows the sign-in page.
  return (
    <ConfirmQuestion
      failure={signOut.isError ? { title: t('session.everywhere.failed'), error: signOut.error } : undefined}
      cancel={t('session.everywhere.cancel')}
      confirm={t('session.everywhere.confirm')}
      pending={signOut.isPending}
      onConfirm={() => signOut.mutate()}
      onCancel={onClose}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('session.everywhere.explain', { username })}
      </Text>
    </ConfirmQuestion>
  );
}

/** Asks before every session of the signed-in person ends, in this browser and everywhere else. */
export function SignOutEverywhereDialog({
  username,
  opened,
  openings,
  onClose,
}: QuestionOpening & { username: string }) {
  const t = useT();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('session.everywhere.question')}>
      <SignOutEverywhereQuestion key={openings} username={username} onClose={onClose} />
    </AppDialog>
  );
}
