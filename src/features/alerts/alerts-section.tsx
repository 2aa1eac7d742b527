import {
  Anchor,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { alertsQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { AlertItem } from './alert-item';
import { pages } from '@/lib/pages';

/**
 * The overview's alerts: the open ones, each with "Acknowledge", or the latest of all with who
 * acknowledged them and when they resolved.
 */
export function AlertsSection() {
  const t = useT();
  const [state, setState] = useState<'open' | 'all'>('open');
  const alerts = useQuery(alertsQuery(state));
  const items = alerts.data?.items ?? [];
  return (
    <Paper withBorder p="md" component="section" id="alerts" aria-labelledby="overview-alerts-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="overview-alerts-title">
            {state === 'open' ? t('alerts.title') : t('alerts.history')}
          </Title>
          <Anchor component={Link} to={pages.watchdogs} size="sm">
            {t('alerts.settings')}
          </Anchor>
        </Group>
        <SegmentedControl
          aria-label={t('alerts.title')}
          size="xs"
          w="fit-content"
          value={state}
          onChange={(value) => setState(value === 'all' ? 'all' : 'open')}
          data={[
            { value: 'open', label: t('alerts.state.open') },
            { value: 'all', label: t('alerts.history') },
          ]}
        />
        {alerts.isPending ? (
          <Loader size="sm" aria-label={t('alerts.loading')} />
        ) : alerts.isError && alerts.data === undefined ? (
          <QueryErrorAlert
            title={t('alerts.loadFailed')}
            error={alerts.error}
            onRetry={() => alerts.refetch()}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed">{state === 'open' ? t('alerts.none') : t('alerts.history.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {items.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
