import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from '@/api/zod';
import type { JournalEntry } from '@/api/workspace/journal';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { errorMessage } from '@/i18n/error-message';
import { executionPath } from '@/lib/pages';
import { idFieldSchema } from '@/i18n/id-words';

/** `trackRequestSchema` (the server's rule), refusing in the operator's words. */
const trackSchema = (t: Translate) =>
  z.object({
    computerId: idFieldSchema('runtime', t),
    executionId: idFieldSchema('execution', t),
  });

type TrackExecutionInput = z.input<ReturnType<typeof trackSchema>>;
type TrackExecutionValues = z.output<ReturnType<typeof trackSchema>>;

// Messages quote the ids, which may be long and without spaces.
const wrapAnywhere = { style: { overflowWrap: 'anywhere' } } as const;

export const trackFormId = 'track-execution';

type TrackOutcome =
  | { readonly kind: 'tracked'; readonly entry: JournalEntry }
  | { readonly kind: 'already'; readonly entry: JournalEntry };

/**
 * Adds an execution started elsewhere (another console, a script) to the team's journal. The journal is
 * asked first, so that one it already holds is named, with who brought it in, instead of added twice.
 */
// Memoised: it depends on nothing of the page, which redraws on every filter and keystroke.
export const TrackExecutionForm = memo(function TrackExecutionForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const schema = useMemo(() => trackSchema(t), [t]);
  const form = useForm<TrackExecutionInput, unknown, TrackExecutionValues>({
    resolver: zodResolver(schema),
    // Checked when the operator leaves a field, then as they correct it.
    mode: 'onTouched',
    defaultValues: { computerId: '', executionId: '' },
  });
  useErrorsInLanguage(form, schema);
  const tracking = useMutation({
    mutationFn: async ({ computerId, executionId }: TrackExecutionValues): Promise<TrackOutcome> => {
      const existing = await workspaceApi.journalEntry(computerId, executionId);
      if (existing !== null) return { kind: 'already', entry: existing };
      const entry = await workspaceApi.track(computerId, executionId);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() });
      return { kind: 'tracked', entry };
    },
  });

  const submit = form.handleSubmit(async (values) => {
    let outcome: TrackOutcome;
    try {
      outcome = await tracking.mutateAsync(values);
    } catch {
      return; // Shown below from `tracking.error`; a lost session is handled app-wide.
    }
    const { entry } = outcome;
    if (outcome.kind === 'already') {
      const already = entry.source === 'run' ? 'queue.track.alreadyStarted' : 'queue.track.alreadyTracked';
      form.setError('executionId', {
        message: t(already, { id: entry.executionId, runtime: entry.computerId, who: entry.startedBy }),
      });
      return;
    }
    notices.show({
      color: 'teal',
      title: t('queue.track.done'),
      message: (
        <Text span size="sm" {...wrapAnywhere}>
          {t('queue.track.followed', { id: entry.executionId, runtime: entry.computerId })}{' '}
          <Anchor component={Link} to={executionPath(entry)} size="sm" underline="always">
            {t('queue.track.open')}
          </Anchor>
        </Text>
      ),
    });
    // The Runtime stays filled in: several executions of one Runtime are often tracked in a row.
    form.reset({ computerId: values.computerId, executionId: '' });
    form.setFocus('executionId');
  });

  return (
    <Paper withBorder p="md" radius="md" id={trackFormId} component="section" aria-labelledby="track-title">
      <Title order={2} size="h4" id="track-title">
        {t('queue.track.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('queue.track.description')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('queue.track.title')}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('queue.track.runtime')}
            required
            autoComplete="off"
            error={form.formState.errors.computerId?.message}
            errorProps={wrapAnywhere}
            {...form.register('computerId')}
          />
          <TextInput
            label={t('queue.track.execution')}
            required
            autoComplete="off"
            miw={260}
            error={form.formState.errors.executionId?.message}
            errorProps={wrapAnywhere}
            {...form.register('executionId')}
          />
          <Button type="submit" mt={25} loading={tracking.isPending}>
            {t('queue.track.submit')}
          </Button>
        </Group>
        {tracking.error !== null && (
          <Alert color="red" role="alert" title={t('queue.track.failed')} mt="sm">
            {errorMessage(tracking.error, t)}
          </Alert>
        )}
      </form>
    </Paper>
  );
});
