import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { textLimits } from '@/api/limits';
import type { ReportingSend, Restatement } from '@/api/workspace/reporting-plans';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { AppDialog } from '@/components/app-dialog';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { notices } from '@/lib/notices';
import { useAppLocale } from '@/lib/locale';
import { executionPath } from '@/lib/pages';
import { figureFields, figureLabel, figureOf } from './send-figures';

type Decision = 'correct' | 'dismiss';

/**
 * What late ends changed in a sent period: the figures sent, the figures now, the difference, and the
 * executions behind it (each a link to its page). An admin sends the difference as a correction, or
 * dismisses it, with a note either way.
 */
export function RestatementPanel({
  send,
  restatement,
  title,
}: {
  send: ReportingSend;
  restatement: Restatement;
  title: string;
}) {
  const t = useT();
  const locale = useAppLocale();
  const mayDecide = useAllowed(workspaceRouteTable.correctReportingSend.role);
  const [deciding, setDeciding] = useState<Decision>();
  const number = (value: number | undefined) => new Intl.NumberFormat(locale).format(value ?? 0);
  const signed = (value: number | undefined) =>
    new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value ?? 0);
  const open = restatement.state === 'open';
  return (
    <section aria-label={t('reportingPlans.restatement.label', { send: title })}>
      <Alert
        color={open ? 'yellow' : 'gray'}
        role="note"
        title={t(`reportingPlans.restatement.${restatement.state}`, { count: restatement.executions })}
      >
        <Stack gap="xs">
          <Table withRowBorders={false} verticalSpacing={2} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reportingPlans.restatement.figure')}</Table.Th>
                <Table.Th ta="end">{t('reportingPlans.restatement.sent')}</Table.Th>
                <Table.Th ta="end">{t('reportingPlans.restatement.now')}</Table.Th>
                <Table.Th ta="end">{t('reportingPlans.restatement.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figureFields[send.kind].map((field) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={400}>
                    {figureLabel(send.kind, field, t)}
                  </Table.Th>
                  <Table.Td ta="end">{number(figureOf(send.figures, field))}</Table.Td>
                  <Table.Td ta="end">{number(figureOf(restatement.figures, field))}</Table.Td>
                  <Table.Td ta="end">{signed(restatement.difference[field])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {restatement.lateExecutions.length > 0 && (
            <>
              <Text size="sm">{t('reportingPlans.restatement.executions')}</Text>
              <List size="sm">
                {restatement.lateExecutions.map((execution) => (
                  <List.Item key={`${execution.computerId}/${execution.executionId}`}>
                    <Anchor component={Link} to={executionPath(execution)} underline="always">
                      {t('reportingPlans.restatement.execution', {
                        execution: execution.executionId,
                        runtime: execution.computerId,
                      })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {restatement.decidedBy !== null && !open && (
            <Text size="sm">
              {t(
                restatement.state === 'corrected'
                  ? 'reportingPlans.restatement.correctedBy'
                  : 'reportingPlans.restatement.dismissedBy',
                { who: restatement.decidedBy, note: restatement.note ?? '' },
              )}
            </Text>
          )}
          {open && mayDecide && (
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => setDeciding('correct')}
                aria-label={t('reportingPlans.restatement.correctOf', { send: title })}
              >
                {t('reportingPlans.restatement.correct')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setDeciding('dismiss')}
                aria-label={t('reportingPlans.restatement.dismissOf', { send: title })}
              >
                {t('reportingPlans.restatement.dismiss')}
              </Button>
            </Group>
          )}
        </Stack>
        {deciding !== undefined && (
          <RestatementDialog
            send={send}
            decision={deciding}
            title={title}
            onClose={() => setDeciding(undefined)}
          />
        )}
      </Alert>
    </section>
  );
}

/** The note an admin gives for a correction or a dismissal, and the decision sent with it. */
function RestatementDialog({
  send,
  decision,
  title,
  onClose,
}: {
  send: ReportingSend;
  decision: Decision;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = useMutation({
    mutationFn: () =>
      decision === 'correct'
        ? workspaceApi.correctReportingSend(send.id, note.trim())
        : workspaceApi.dismissReportingRestatement(send.id, note.trim()),
    onSuccess: (answer) => {
      onClose();
      notices.show({
        color: decision === 'dismiss' || answer.state === 'sent' ? undefined : 'red',
        message:
          decision === 'dismiss'
            ? t('reportingPlans.restatement.dismissedNotice', { send: title })
            : t(`reportingPlans.decision.outcome.${answer.state}`, {
                send: t('reportingPlans.restatement.correctionOf', { send: title }),
              }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingSends() }),
  });
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t(
        decision === 'correct'
          ? 'reportingPlans.restatement.correctTitle'
          : 'reportingPlans.restatement.dismissTitle',
        { send: title },
      )}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim() === '') {
            setProblem(t('reportingPlans.restatement.noteRequired'));
            return;
          }
          setProblem(undefined);
          decide.mutate();
        }}
      >
        <Stack>
          <Text size="sm">
            {t(
              decision === 'correct'
                ? 'reportingPlans.restatement.correctText'
                : 'reportingPlans.restatement.dismissText',
            )}
          </Text>
          <Textarea
            label={t('reportingPlans.decision.note')}
            withAsterisk
            maxLength={textLimits.description}
            rows={3}
            value={note}
            error={problem}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {decide.isError && (
            <Alert color="red" role="alert" title={t('reportingPlans.decision.failed')}>
              {errorMessage(decide.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reportingPlans.form.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending}>
              {t(
                decision === 'correct'
                  ? 'reportingPlans.restatement.correct'
                  : 'reportingPlans.restatement.dismiss',
              )}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
