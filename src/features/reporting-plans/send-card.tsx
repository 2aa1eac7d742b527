import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportingSend } from '@/api/workspace/reporting-plans';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { useAllowed } from '@/data/use-role';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { pages, withQuery } from '@/lib/pages';
import { DecisionDialog, type Decision } from './decision-dialog';
import { kindWord, periodWords, sendStateColor } from './plan-words';
import { RestatementPanel } from './restatement-panel';
import { figureFields, figureLabel, figureOf } from './send-figures';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The queue, filtered to the executions behind a send. */
export const sendExecutionsPath = (send: Pick<ReportingSend, 'id'>) =>
  withQuery(pages.queue, new URLSearchParams({ send: String(send.id) }));

/**
 * One record of an idea's period: its state, its figures as they were or will be sent, the executions
 * behind them (in the queue), who asked, approved or rejected and why, and an admin's decision while it
 * waits (or after it failed).
 */
export function SendCard({ send, zone }: { send: ReportingSend; zone: string }) {
  const t = useT();
  const locale = useAppLocale();
  const mayDecide = useAllowed(workspaceRouteTable.approveReportingSend.role);
  const [deciding, setDeciding] = useState<Decision>();
  const title = t(
    send.correctionOf === null ? 'reportingPlans.send.title' : 'reportingPlans.send.correctionTitle',
    {
      idea: String(send.ideaId),
      kind: kindWord(send.kind, t),
      period: periodWords(send, zone, locale, t),
    },
  );
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" style={wrapAnywhere}>
            {title}
          </Title>
          <Badge color={sendStateColor(send.state)} variant="light">
            {t(`reportingPlans.state.${send.state}`)}
          </Badge>
        </Group>
        <Table
          withRowBorders={false}
          verticalSpacing={2}
          aria-label={t('reportingPlans.send.figures', { send: title })}
        >
          <Table.Tbody>
            {figureFields[send.kind].map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row" fw={400}>
                  {figureLabel(send.kind, field, t)}
                </Table.Th>
                <Table.Td ta="end">
                  {new Intl.NumberFormat(locale).format(figureOf(send.figures, field) ?? 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          <Anchor component={Link} to={sendExecutionsPath(send)} underline="always">
            {t('reportingPlans.send.executions', { count: send.executions })}
          </Anchor>
        </Text>
        {send.documentsUnknown > 0 && (
          <Alert color="yellow" p="xs" role="note">
            {t('reportingPlans.send.documentsUnknown', { count: send.documentsUnknown })}
          </Alert>
        )}
        <Text size="sm" c="dimmed" style={wrapAnywhere}>
          {[
            send.requestedBy === 'plan'
              ? t('reportingPlans.send.byPlan')
              : t('reportingPlans.send.byPerson', { who: send.requestedBy }),
            send.approvedBy === null
              ? undefined
              : t(
                  send.state === 'rejected'
                    ? 'reportingPlans.send.rejectedBy'
                    : 'reportingPlans.send.approvedBy',
                  {
                    who: send.approvedBy,
                  },
                ),
            send.sentAt === null
              ? undefined
              : t('reportingPlans.send.sentAt', { when: formatTime(send.sentAt, locale) }),
          ]
            .filter((part) => part !== undefined)
            .join(' · ')}
        </Text>
        {send.note !== null && (
          <Text size="sm" style={wrapAnywhere}>
            {t('reportingPlans.send.note', { note: send.note })}
          </Text>
        )}
        {send.error !== null && (
          <Alert color={send.state === 'unknown' ? 'orange' : 'red'} p="xs" role="note">
            {t(
              send.state === 'unknown' ? 'reportingPlans.send.unknownText' : 'reportingPlans.send.failedText',
            )}
          </Alert>
        )}
        {send.restatement !== null && (
          <RestatementPanel send={send} restatement={send.restatement} title={title} />
        )}
        {mayDecide && (send.state === 'waiting' || send.state === 'failed') && (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => setDeciding('approve')}
              aria-label={t(
                send.state === 'failed'
                  ? 'reportingPlans.decision.sendAgainOf'
                  : 'reportingPlans.decision.approveOf',
                { send: title },
              )}
            >
              {t(
                send.state === 'failed'
                  ? 'reportingPlans.decision.sendAgain'
                  : 'reportingPlans.decision.review',
              )}
            </Button>
            {send.state === 'waiting' && (
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => setDeciding('reject')}
                aria-label={t('reportingPlans.decision.rejectOf', { send: title })}
              >
                {t('reportingPlans.decision.reject')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {deciding !== undefined && (
        <DecisionDialog
          send={send}
          decision={deciding}
          title={title}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Paper>
  );
}
