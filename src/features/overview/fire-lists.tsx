import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Overview } from '@/api/workspace/overview';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { schedulePath } from '@/lib/pages';

const stateColors = { missed: 'orange', failed: 'red', unknown: 'yellow' } as const;

/** The schedules' next fires, and the period's fires that did not start their run; each opens its schedule. */
export function FireLists({ overview, now }: { overview: Overview; now: number }) {
  const t = useT();
  const { locale } = useLanguage();
  const when = (at: number) => formatTime(at, locale, new Date(now));
  const scheduleLink = (id: string, name: string) => (
    <Anchor component={Link} to={schedulePath(id)}>
      {name}
    </Anchor>
  );
  const more = overview.troubledFireCount - overview.troubledFires.length;
  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby="overview-next-fires">
        <Stack gap="sm">
          <Title order={2} size="h4" id="overview-next-fires">
            {t('overview.fires.next')}
          </Title>
          {overview.nextFires.length === 0 ? (
            <Text c="dimmed">{t('overview.fires.nextEmpty')}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overview.fires.schedule')}</Table.Th>
                  <Table.Th scope="col">{t('overview.fires.due')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.nextFires.map((fire) => (
                  <Table.Tr key={fire.scheduleId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {scheduleLink(fire.scheduleId, fire.name)}
                    </Table.Td>
                    <Table.Td>{when(fire.dueAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="overview-troubled-fires">
        <Stack gap="sm">
          <Title order={2} size="h4" id="overview-troubled-fires">
            {t('overview.fires.troubled')}
          </Title>
          {overview.troubledFires.length === 0 ? (
            <Text c="dimmed">{t('overview.fires.troubledEmpty')}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overview.fires.schedule')}</Table.Th>
                  <Table.Th scope="col">{t('overview.fires.due')}</Table.Th>
                  <Table.Th scope="col">{t('overview.fires.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.troubledFires.map((fire) => (
                  <Table.Tr key={`${fire.scheduleId}-${fire.dueAt}`}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {scheduleLink(fire.scheduleId, fire.name)}
                    </Table.Td>
                    <Table.Td>{when(fire.dueAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={stateColors[fire.state]}>
                        {t(`overview.fires.state.${fire.state}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {more > 0 && (
            <Text size="sm" c="dimmed">
              {t('overview.fires.more', { count: more })}
            </Text>
          )}
        </Stack>
      </Paper>
    </>
  );
}
