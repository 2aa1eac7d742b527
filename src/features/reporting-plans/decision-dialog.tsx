import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportingNumberLimits } from '@/api/spec-gaps';
import { textLimits } from '@/api/limits';
import type { ReportingSend, SendFigures } from '@/api/workspace/reporting-plans';
import { AppDialog } from '@/components/app-dialog';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { notices } from '@/lib/notices';
import { figureFields, figureLabel, figureOf, type FigureField } from './send-figures';

export type Decision = 'approve' | 'reject';

/** The figures the admin changed from the ones counted; undefined when none changed. */
function corrections(
  send: ReportingSend,
  typed: Partial<Record<FigureField, number | string>>,
): SendFigures | undefined {
  const changed = Object.entries(typed).filter(
    ([field, value]) => typeof value === 'number' && value !== figureOf(send.figures, field as FigureField),
  );
  return changed.length === 0 ? undefined : Object.fromEntries(changed);
}

/**
 * An admin's decision on a send: approve it as counted, or with corrected figures (a note saying why is
 * then required), which sends it at once; or reject it, with a note. A send decided meanwhile by someone
 * else is said, and the list read again.
 */
export function DecisionDialog({
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
  const [typed, setTyped] = useState<Partial<Record<FigureField, number | string>>>({});
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string>();
  const corrected = decision === 'approve' ? corrections(send, typed) : undefined;
  const decide = useMutation({
    mutationFn: () =>
      decision === 'reject'
        ? workspaceApi.rejectReportingSend(send.id, note.trim())
        : workspaceApi.approveReportingSend(send.id, {
            ...(corrected === undefined ? {} : { figures: corrected }),
            ...(note.trim() === '' ? {} : { note: note.trim() }),
          }),
    onSuccess: (decided) => {
      onClose();
      notices.show({
        color: decided.state === 'sent' || decided.state === 'rejected' ? undefined : 'red',
        message: t(`reportingPlans.decision.outcome.${decided.state}`, { send: title }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingSends() }),
  });
  const noteRequired = decision === 'reject' || corrected !== undefined;
  return (
    <AppDialog
      opened
      onClose={onClose}
      size="lg"
      title={t(
        decision === 'approve'
          ? 'reportingPlans.decision.approveTitle'
          : 'reportingPlans.decision.rejectTitle',
        {
          send: title,
        },
      )}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (noteRequired && note.trim() === '') {
            setNoteProblem(
              t(
                decision === 'reject'
                  ? 'reportingPlans.decision.noteForReject'
                  : 'reportingPlans.decision.noteForCorrection',
              ),
            );
            return;
          }
          setNoteProblem(undefined);
          decide.mutate();
        }}
      >
        <Stack>
          {decision === 'approve' && (
            <>
              <Text size="sm">{t('reportingPlans.decision.approveText')}</Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {figureFields[send.kind].map((field) => (
                  <NumberInput
                    key={field}
                    label={figureLabel(send.kind, field, t)}
                    min={0}
                    max={reportingNumberLimits.integerMax}
                    allowDecimal={false}
                    allowNegative={false}
                    value={typed[field] ?? figureOf(send.figures, field) ?? ''}
                    onChange={(value) => setTyped({ ...typed, [field]: value })}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
          <Textarea
            label={t('reportingPlans.decision.note')}
            description={t(
              decision === 'reject'
                ? 'reportingPlans.decision.noteRejectHint'
                : 'reportingPlans.decision.noteApproveHint',
            )}
            withAsterisk={noteRequired}
            maxLength={textLimits.description}
            rows={3}
            value={note}
            error={noteProblem}
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
            <Button
              type="submit"
              color={decision === 'reject' ? 'red' : undefined}
              loading={decide.isPending}
            >
              {t(
                decision === 'reject'
                  ? 'reportingPlans.decision.reject'
                  : corrected === undefined
                    ? 'reportingPlans.decision.approve'
                    : 'reportingPlans.decision.approveCorrected',
              )}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
