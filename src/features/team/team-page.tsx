/**
 * The team (`/team`, admins only): everyone who has signed in, their role, when they last signed in and
 * who gave the role; an admin changes a role in its row, saved at once, and ends someone's every session
 * there, once asked. The server keeps the last admin (409 `last-admin`) and refuses anyone else (403),
 * each said in our words.
 */
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { teamQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { TeamMemberRow } from './team-member-row';

export function TeamPage() {
  const t = useT();
  const admin = useAllowed(workspaceRouteTable.team.role);
  return (
    <Stack gap="lg">
      <PageHeader title={t('team.title')} description={t('team.description')} />
      {admin ? <TeamTable /> : <RoleNote>{t('team.adminsOnly')}</RoleNote>}
    </Stack>
  );
}

function TeamTable() {
  const t = useT();
  const team = useQuery(teamQuery);
  if (team.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('team.loading')} />
      </Center>
    );
  }
  if (team.isError) {
    return <QueryErrorAlert title={t('team.loadFailed')} error={team.error} onRetry={() => team.refetch()} />;
  }
  const { members } = team.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('team.rolesExplained')}</Text>
      {members.length === 0 ? (
        <Text role="status">{t('team.empty')}</Text>
      ) : (
        // On a phone the table scrolls sideways inside itself, never the page.
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.column.person')}</Table.Th>
                <Table.Th>{t('team.column.role')}</Table.Th>
                <Table.Th>{t('team.column.lastSignIn')}</Table.Th>
                <Table.Th>{t('team.column.roleGiven')}</Table.Th>
                <Table.Th>{t('team.column.sessions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <TeamMemberRow key={member.username} member={member} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
