import { Badge, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { readOnly } from '@/data/use-role';
import { notices } from '@/lib/notices';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { useSession, useSignOut } from './session-query';

/**
 * The signed-in user, when the session ends, and Sign out, for the app's header; "Read-only" for
 * someone who may change nothing, on a phone too.
 */
export function UserMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const t = useT();
  if (!session.data) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      {readOnly(session.data.role) && (
        <Badge color="gray" variant="outline">
          {t('session.readOnly')}
          <VisuallyHidden>{t('session.readOnlyExplained')}</VisuallyHidden>
        </Badge>
      )}
      {/* On a phone the header has room for Sign out only; who is signed in shows from the sm breakpoint. */}
      <Box visibleFrom="sm">
        <Text size="sm" fw={500} data-testid="signed-in-user">
          {session.data.username}
        </Text>
        <Text size="xs" c="dimmed">
          {t('session.endsAt', { time: formatTime(session.data.expiresAt) })}
        </Text>
      </Box>
      <Button
        variant="default"
        size="xs"
        loading={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onError: (error) =>
              notices.show({
                color: 'red',
                title: t('session.signOutFailed'),
                message: errorMessage(error, t),
              }),
          })
        }
      >
        {t('session.signOut')}
      </Button>
    </Group>
  );
}
