import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ScheduleFire } from '@/api/workspace/schedules';
import { useT } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/pages';
import { formatDateTime } from '@/lib/format';
import { fireOutcome } from './fire-outcome';

/** A fire's outcome, and the execution it started as a link to its page. */
export function FireOutcome({
  fire,
}: {
  fire: Pick<ScheduleFire, 'state' | 'reason' | 'detail' | 'execution'>;
}) {
  const t = useT();
  return (
    <>
      {fireOutcome(fire, t)}
      {fire.execution !== null && (
        <>
          {' · '}
          <Anchor
            component={Link}
            to={executionPath(fire.execution)}
            underline="always"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('scheduleFire.execution', { id: fire.execution.executionId })}
          </Anchor>
        </>
      )}
    </>
  );
}

/** Every recent fire, newest first: when it was due, when the run was called, and what became of it. */
export function FireHistory({ fires }: { fires: readonly ScheduleFire[] }) {
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('schedules.history.title')}
        </Title>
        {fires.length === 0 ? (
          <Text size="sm">{t('schedules.history.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('schedules.history.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedules.history.due')}</Table.Th>
                  <Table.Th>{t('schedules.history.called')}</Table.Th>
                  <Table.Th>{t('schedules.history.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fires.map((fire) => (
                  <Table.Tr key={fire.id}>
                    <Table.Td>{formatDateTime(fire.dueAt)}</Table.Td>
                    <Table.Td>{fire.calledAt === null ? '—' : formatDateTime(fire.calledAt)}</Table.Td>
                    <Table.Td>
                      <FireOutcome fire={fire} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
