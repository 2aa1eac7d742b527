import { Button, NativeSelect, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { personKey, roleSchema, roles, type Role } from '@/api/roles';
import { workspaceRouteTable } from '@/api/workspace/routes';
import type { TeamMember } from '@/api/workspace/team';
import { notices } from '@/lib/notices';
import { RelativeTime } from '@/components/relative-time';
import { notifyWithUndo } from '@/components/undo-notification';
import { sessionQuery, sessionQueryKey } from '@/data/session';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT } from '@/i18n/i18n-provider';
import { roleKeys } from '@/i18n/role-words';
import { errorMessage } from '@/i18n/error-message';
import { EndSessionsDialog } from './end-sessions-dialog';

/**
 * One person: their role, changed with the select and saved at once, with an undo; and "End sessions",
 * which signs them out everywhere once the admin has said yes.
 */
export function TeamMemberRow({ member }: { member: TeamMember }) {
  const t = useT();
  const queryClient = useQueryClient();
  const me = useQuery({ ...sessionQuery, select: (session) => session?.username }).data;
  const isMe = me !== undefined && personKey(me) === personKey(member.username);
  const mayEndSessions = useAllowed(workspaceRouteTable.endSessions.role);
  const [ending, setEnding] = useState({ opened: false, openings: 0 });
  const change = useMutation({
    mutationFn: (role: Role) => workspaceApi.changeRole(member.username, role),
    // An admin who changed their own role reads what it now lets them do (the team is no longer theirs
    // to read: asking for it again would only be refused).
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: isMe ? sessionQueryKey : workspaceKeys.team() }),
  });

  const changeTo = (role: Role, from: Role | undefined) =>
    change.mutate(role, {
      onSuccess: (saved) => {
        const message = t('team.changed', { username: saved.username, role: t(roleKeys[saved.role]) });
        // Taking one's own admin role back is not theirs to do any more.
        if (from === undefined || isMe) notices.show({ color: 'teal', message });
        else notifyWithUndo({ message, undo: () => changeTo(from, undefined), undoLabel: t('team.undo') });
      },
      onError: (error) =>
        notices.show({
          color: 'red',
          title: t('team.changeFailed', { username: member.username }),
          message: errorMessage(error, t),
        }),
    });

  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={500}>
          {member.username}
        </Text>
        {isMe && (
          <Text size="xs" c="dimmed">
            {t('team.you')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          label={t('team.roleOf', { username: member.username })}
          value={member.role}
          disabled={change.isPending}
          data={roles.map((role) => ({ value: role, label: t(roleKeys[role]) }))}
          onChange={(event) => {
            const role = roleSchema.safeParse(event.currentTarget.value);
            if (role.success && role.data !== member.role) changeTo(role.data, member.role);
          }}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <RelativeTime at={member.lastSignInAt} />
        </Text>
      </Table.Td>
      <Table.Td>
        {member.roleChangedAt === undefined ? (
          <Text size="sm" c="dimmed">
            {t('team.givenAtFirstSignIn')}
          </Text>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <RelativeTime at={member.roleChangedAt} />
            {member.roleChangedBy !== undefined && ` ${t('team.givenBy', { who: member.roleChangedBy })}`}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {mayEndSessions && (
          <>
            <Button
              variant="default"
              size="xs"
              aria-label={t('team.endSessionsOf', { username: member.username })}
              onClick={() => setEnding((last) => ({ opened: true, openings: last.openings + 1 }))}
            >
              {t('team.endSessions')}
            </Button>
            <EndSessionsDialog
              username={member.username}
              isMe={isMe}
              opened={ending.opened}
              openings={ending.openings}
              onClose={() => setEnding((last) => ({ ...last, opened: false }))}
            />
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
