import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { statusesWithTone } from '@/api/spec-gaps';
import { unknownStatus } from '@/api/workspace/journal';
import type { Overview } from '@/api/workspace/overview';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { successRate } from './overview-format';
import { queueLink } from './overview-view';
import { pages } from '@/lib/pages';

/** One figure: its name, its value as a link to where it comes from, and a line under it. */
function Figure({
  name,
  value,
  to,
  detail,
}: {
  name: string;
  value: string;
  to: string;
  detail?: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {name}
        </Text>
        <Anchor component={Link} to={to} fz={28} fw={700} aria-label={`${name}: ${value}`}>
          {value}
        </Anchor>
        {detail !== undefined && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The period's headline figures: the success rate of what ended, what is running and queued right now,
 * and the fires that did not start their run. Each opens the queue (or the list) it counts.
 */
export function FigureCards({
  overview,
  period,
  narrowed,
  openAlerts,
}: {
  overview: Overview;
  period: { readonly from: number; readonly to: number };
  narrowed: { readonly runtime?: string | undefined; readonly robot?: string | undefined };
  /** The watchdogs' alerts open now (all of them: an alert is not of a period), once read. */
  openAlerts: number | undefined;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const rate = successRate(overview.succeeded, overview.ended, locale);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} component="section" aria-label={t('overview.figures')}>
      <Figure
        name={t('overview.successRate')}
        value={rate ?? '—'}
        to={queueLink({ ...period, ...narrowed })}
        detail={
          rate === undefined
            ? t('overview.successRate.none')
            : t('overview.successRate.detail', { succeeded: overview.succeeded, ended: overview.ended })
        }
      />
      <Figure
        name={t('overview.running')}
        value={String(overview.now.running)}
        to={queueLink({
          ...narrowed,
          active: true,
          status: [
            ...statusesWithTone('running'),
            ...statusesWithTone('alert'),
            ...statusesWithTone('neutral'),
          ],
        })}
      />
      <Figure
        name={t('overview.queued')}
        value={String(overview.now.queued)}
        to={queueLink({ ...narrowed, active: true, status: [...statusesWithTone('queued'), unknownStatus] })}
      />
      <Figure
        name={t('overview.openAlerts')}
        value={openAlerts === undefined ? '…' : String(openAlerts)}
        to="#alerts"
      />
      <Figure
        name={t('overview.troubledFires')}
        value={String(overview.troubledFireCount)}
        to={pages.schedules}
      />
    </SimpleGrid>
  );
}
