import { Anchor, Button, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Overview } from '@/api/workspace/overview';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { useAllowed } from '@/data/use-role';
import { needWords } from '@/i18n/catalog';
import { useT } from '@/i18n/i18n-provider';
import { pages } from '@/lib/pages';
import { TimeSavedValueText } from './time-saved-value-text';

/** An admin's form, fetched with its words when it is opened: the overview's first visit stays as small. */
const ReferenceForm = lazy(async () => {
  const [form] = await Promise.all([import('./time-saved-reference-form'), needWords('reporting')]);
  return { default: form.TimeSavedReferenceForm };
});

/**
 * The hours the robots saved in the period (issue 36): each catalog robot with minutes by hand, its
 * successful executions (or their documents) times those minutes, the formula shown with its inputs;
 * and what they are worth at the team's reference, which an admin chooses here.
 */
export function TimeSaved({ overview }: { overview: Overview }) {
  const t = useT();
  const { robots, hours, value } = overview.timeSaved;
  const mayChoose = useAllowed(workspaceRouteTable.saveTimeSavedReference.role);
  const [choosing, setChoosing] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overview-time-saved-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-time-saved-title">
          {t('overview.saved.title')}
        </Title>
        {robots.length === 0 ? (
          <Text c="dimmed">
            {t('overview.saved.none')}{' '}
            {/* Underlined: a link inside a sentence is told from its text by more than colour. */}
            <Anchor component={Link} to={pages.catalog} underline="always">
              {t('overview.saved.toCatalog')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text fw={600}>{t('overview.saved.total', { hours })}</Text>
            <Text size="sm" c="dimmed">
              {t('overview.saved.description')}
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Caption>{t('overview.saved.title')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('overview.durations.robot')}</Table.Th>
                    <Table.Th scope="col">{t('overview.saved.formula')}</Table.Th>
                    <Table.Th scope="col">{t('overview.saved.hours')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {robots.map((robot) => (
                    <Table.Tr key={robot.robotId}>
                      <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                        {robot.robotId}
                      </Table.Th>
                      <Table.Td>
                        {t(`overview.saved.${robot.unit}`, {
                          count: robot.units,
                          minutes: robot.manualMinutes,
                        })}
                        {robot.unknown > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('overview.saved.unknown', { count: robot.unknown })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t('overview.saved.hoursValue', { hours: robot.hours })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Title order={3} size="h5">
              {t('overview.value.title')}
            </Title>
            <TimeSavedValueText value={value} />
            <Text size="sm" c="dimmed">
              {t('overview.value.description')}
            </Text>
          </>
        )}
        {choosing ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('overview.loading')} />}>
            <ReferenceForm onDone={() => setChoosing(false)} />
          </Suspense>
        ) : (
          mayChoose && (
            <Button
              size="xs"
              variant="light"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setChoosing(true)}
            >
              {t('overview.value.choose')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}
