import { Badge, Box, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { OutlineIcon } from '@/components/outline-icon';
import { readOnly } from '@/data/use-role';
import { notices } from '@/lib/notices';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { useSession, useSignOut } from './session-query';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

/** Sign out's two halves share one edge: the button and, beside it, the menu of the other ways. */
const joinedLeft = { borderTopRightRadius: 0, borderBottomRightRadius: 0 };
const joinedRight = { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeftWidth: 0 };

/**
 * The signed-in user, when the session ends, and Sign out, for the app's header, with "Sign out
 * everywhere" in the menu beside it; "Read-only" for someone who may change nothing, on a phone too.
 */
export function UserMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const t = useT();
  // Each opening is counted: the dialog starts from its question, not from the last one's failure.
  const [everywhere, setEverywhere] = useState({ opened: false, openings: 0 });
  if (!session.data) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      {readOnly(session.data.role) && (
        <Badge color="gray" variant="outline">
          {t('session.readOnly')}
          <VisuallyHidden>{t('session.readOnlyExplained')}</VisuallyHidden>
        </Badge>
      )}
      {/* On a phone the header has room for Sign out (and its menu) only; who is signed in shows from sm. */}
      <Box visibleFrom="sm">
        <Text size="sm" fw={500} data-testid="signed-in-user">
          {session.data.username}
        </Text>
        <Text size="xs" c="dimmed">
          {t('session.endsAt', { time: formatTime(session.data.expiresAt) })}
        </Text>
      </Box>
      <Group gap={0} wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          style={joinedLeft}
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
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" size="xs" px={6} style={joinedRight} aria-label={t('session.moreWays')}>
              <OutlineIcon>
                <path d="m6 9 6 6 6-6" />
              </OutlineIcon>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() => setEverywhere((last) => ({ opened: true, openings: last.openings + 1 }))}
            >
              {t('session.everywhere')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <SignOutEverywhereDialog
        username={session.data.username}
        opened={everywhere.opened}
        openings={everywhere.openings}
        onClose={() => setEverywhere((last) => ({ ...last, opened: false }))}
      />
    </Group>
  );
}
