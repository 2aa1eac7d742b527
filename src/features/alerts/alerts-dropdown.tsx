import { Anchor, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { alertsQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { AlertItem } from './alert-item';
import { pages } from '@/lib/pages';

/** The open alerts listed in the header at most; the rest are on the overview. */
const listed = 5;

/**
 * The header's dropdown of alerts (alerts-menu.tsx): the latest open ones, each with its link and
 * "Acknowledge", and the ways to all of them and to the rules. Loaded when it first opens.
 */
export function AlertsDropdown({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const alerts = useQuery(alertsQuery('open'));
  const open = alerts.data?.open ?? 0;
  const items = alerts.data?.items.slice(0, listed) ?? [];
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('alerts.title')}</Text>
      {alerts.isPending ? (
        <Loader size="sm" aria-label={t('alerts.loading')} />
      ) : alerts.isError && alerts.data === undefined ? (
        <QueryErrorAlert
          title={t('alerts.loadFailed')}
          error={alerts.error}
          onRetry={() => alerts.refetch()}
        />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('alerts.none')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap="xs">
            {items.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onNavigate={onNavigate} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {open > items.length && (
        <Text size="xs" c="dimmed">
          {t('alerts.more', { count: open - items.length })}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/overview#alerts" size="sm" onClick={() => onNavigate()}>
          {t('alerts.showAll')}
        </Anchor>
        <Anchor component={Link} to={pages.watchdogs} size="sm" onClick={() => onNavigate()}>
          {t('alerts.settings')}
        </Anchor>
      </Group>
    </Stack>
  );
}
