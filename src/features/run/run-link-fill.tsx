import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { CatalogRobot } from '@/api/workspace/catalog';
import { journalEntryQuery } from '@/data/workspace-queries';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { withoutRunLink, type RunLink } from '@/lib/run-links';
import type { RunFormInput, RunFormValues } from './run-form-schema';
import {
  executionNote,
  formFromExecution,
  formWithRobot,
  isEmptyForm,
  sameForm,
  type PrefillNote,
} from './run-prefill';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** What the link asks for, once everything it needs has been read. */
type Plan =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'failed'; readonly error: unknown; readonly retry: () => unknown }
  | { readonly kind: 'ready'; readonly values: RunFormInput | undefined; readonly note: PrefillNote };

/**
 * Fills the run form as a run link asks (an execution's inputs, or a catalog robot), once, then takes
 * the link out of the address (replacing the history entry) so a reload does not fill it again; the
 * note saying what was done rides in the history entry's state. A draft that differs is never
 * replaced without asking. Mounted per history entry (keyed by the page), while the link is there.
 */
export function RunLinkFill({
  link,
  form,
  robots,
  catalogSettled,
  onFilled,
}: {
  link: RunLink;
  form: UseFormReturn<RunFormInput, unknown, RunFormValues>;
  robots: readonly CatalogRobot[] | undefined;
  /** The team's catalog has answered (or failed): a robot's template and secrets are known. */
  catalogSettled: boolean;
  onFilled: () => void;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const execution = link.kind === 'execution' ? link : { computerId: '', executionId: '' };
  const entry = useQuery({
    ...journalEntryQuery(execution.computerId, execution.executionId),
    enabled: link.kind === 'execution',
  });
  // Re-rendered as the form changes, so whether the draft differs is always current.
  useWatch({ control: form.control });
  const current = form.getValues();

  let plan: Plan;
  if (link.kind === 'not-an-execution') {
    plan = { kind: 'ready', values: undefined, note: { kind: 'not-an-execution' } };
  } else if (link.kind === 'robot') {
    const robot = robots?.find((r) => r.robotId === link.robotId);
    plan = catalogSettled
      ? {
          kind: 'ready',
          values: formWithRobot(current, link.robotId, robot, link.computerId),
          note: {
            kind: 'robot',
            robotId: link.robotId,
            name: robot?.name ?? null,
            computerId: link.computerId ?? null,
          },
        }
      : { kind: 'waiting' };
  } else if (entry.isError) {
    plan = { kind: 'failed', error: entry.error, retry: () => entry.refetch() };
  } else if (entry.data === undefined || !catalogSettled) {
    plan = { kind: 'waiting' };
  } else if (entry.data === null) {
    plan = {
      kind: 'ready',
      values: undefined,
      note: { kind: 'not-in-journal', executionId: link.executionId },
    };
  } else {
    plan = { kind: 'ready', values: formFromExecution(entry.data, robots), note: executionNote(entry.data) };
  }
  const asks =
    plan.kind === 'ready' &&
    plan.values !== undefined &&
    !isEmptyForm(current) &&
    !sameForm(current, plan.values);

  const done = useRef(false);
  const finish = (values: RunFormInput | undefined, note: PrefillNote | null) => {
    if (done.current) return;
    done.current = true;
    if (values !== undefined) {
      form.reset(values);
      onFilled();
    }
    setParams(withoutRunLink(params), { replace: true, state: note === null ? null : { runPrefill: note } });
  };
  // Nothing to lose: filled at once. Otherwise the dialog below asks.
  useEffect(() => {
    if (plan.kind === 'ready' && !asks) finish(plan.values, plan.note);
  });

  if (plan.kind === 'waiting') {
    return (
      <Group gap="xs" role="status" mb="md">
        <Loader size="xs" />
        <Text size="sm" style={wrapAnywhere}>
          {link.kind === 'execution'
            ? t('run.prefill.loadingExecution', { id: link.executionId })
            : t('run.prefill.loadingCatalog')}
        </Text>
      </Group>
    );
  }
  if (plan.kind === 'failed') {
    return (
      <Stack mb="md">
        <QueryErrorAlert
          title={t('run.prefill.loadFailed', { id: execution.executionId })}
          error={plan.error}
          onRetry={plan.retry}
        />
      </Stack>
    );
  }
  const ready = plan;
  return (
    <Modal
      opened={asks}
      onClose={() => finish(undefined, null)}
      title={t('run.prefill.confirmTitle')}
      centered
    >
      <Stack>
        <Text size="sm" style={wrapAnywhere}>
          {link.kind === 'execution'
            ? t('run.prefill.confirmExecution', { id: link.executionId })
            : t('run.prefill.confirmRobot', {
                robot: ready.note.kind === 'robot' ? (ready.note.name ?? ready.note.robotId) : '',
              })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => finish(undefined, null)}>
            {t('run.prefill.keep')}
          </Button>
          <Button onClick={() => finish(ready.values, ready.note)}>{t('run.prefill.replace')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
