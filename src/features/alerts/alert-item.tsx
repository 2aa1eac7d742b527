import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Alert } from '@/api/workspace/alerts';
import { textLimits } from '@/api/limits';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { alertLink, alertText } from './alert-words';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { useAllowed } from '@/data/use-role';
import { useAcknowledge } from './use-acknowledge';

const kindColors: Record<Alert['kind'], string> = {
  'queued-too-long': 'orange',
  'running-too-long': 'orange',
  'runtime-down': 'red',
  'schedule-fire': 'yellow',
  'robot-failing': 'red',
  'reporting-send': 'orange',
};

function alertState(alert: Alert): 'open' | 'acknowledged' | 'resolved' {
  if (alert.resolvedAt !== null) return 'resolved';
  return alert.acknowledgedAt === null ? 'open' : 'acknowledged';
}

/**
 * One alert: its kind, what happened, when, a link to where it is seen, and, while it is open,
 * "Acknowledge" with an optional note.
 */
export function AlertItem({ alert, onNavigate }: { alert: Alert; onNavigate?: () => void }) {
  const t = useT();
  const { locale } = useLanguage();
  const [note, setNote] = useState<string | undefined>(undefined);
  const acknowledge = useAcknowledge();
  const mayAcknowledge = useAllowed(workspaceRouteTable.acknowledgeAlert.role);
  const what = alertText(alert, t, locale);
  const link = alertLink(alert, t);
  const state = alertState(alert);
  return (
    <Paper withBorder p="sm" component="article" aria-label={t(`alerts.kind.${alert.kind}`)}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          {/* A dot: the light variants' coloured text falls below WCAG AA for orange and yellow. */}
          <Badge color={kindColors[alert.kind]} variant="dot">
            {t(`alerts.kind.${alert.kind}`)}
          </Badge>
          {state !== 'open' && (
            <Badge color={state === 'resolved' ? 'green' : 'gray'} variant="outline">
              {t(`alerts.state.${state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {what}
        </Text>
        <Text size="xs" c="dimmed">
          {t('alerts.raised', { when: formatTime(alert.raisedAt, locale) })}
          {alert.acknowledgedAt !== null &&
            ` · ${t('alerts.acknowledgedBy', { who: alert.acknowledgedBy ?? '—', when: formatTime(alert.acknowledgedAt, locale) })}`}
          {alert.resolvedAt !== null &&
            ` · ${t('alerts.resolved', { when: formatTime(alert.resolvedAt, locale) })}`}
        </Text>
        {alert.note !== null && alert.note !== '' && (
          <Text size="xs" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            “{alert.note}”
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {link !== undefined && (
            <Anchor component={Link} to={link.to} size="sm" onClick={onNavigate}>
              {link.label}
            </Anchor>
          )}
          {state === 'open' && !mayAcknowledge && (
            <Text size="xs" c="dimmed">
              {t('alerts.role.cannotAcknowledge')}
            </Text>
          )}
          {state === 'open' && mayAcknowledge && note === undefined && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setNote('')}
              aria-label={t('alerts.acknowledgeLabel', { what })}
            >
              {t('alerts.acknowledge')}
            </Button>
          )}
        </Group>
        {state === 'open' && mayAcknowledge && note !== undefined && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              acknowledge.mutate(
                { id: alert.id, note: note.trim() },
                { onSuccess: () => setNote(undefined) },
              );
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('alerts.note')}
                description={t('alerts.noteHint')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={textLimits.description}
                rows={2}
                data-autofocus
              />
              <Group gap="xs">
                <Button type="submit" size="compact-sm" loading={acknowledge.isPending}>
                  {t('alerts.confirm')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setNote(undefined)}>
                  {t('alerts.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
