import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { trackRequestSchema, type JournalEntry } from '@/api/workspace';
import { workspaceApi, workspaceKeys } from '@/api/workspace-client';
import { errorMessage } from '@/lib/error-message';
import { executionPath } from '@/lib/execution-path';

type TrackExecutionInput = z.input<typeof trackRequestSchema>;
type TrackExecutionValues = z.output<typeof trackRequestSchema>;

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
  const queryClient = useQueryClient();
  const form = useForm<TrackExecutionInput, unknown, TrackExecutionValues>({
    resolver: zodResolver(trackRequestSchema),
    // Checked when the operator leaves a field, then as they correct it.
    mode: 'onTouched',
    defaultValues: { computerId: '', executionId: '' },
  });
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
      const how = entry.source === 'run' ? 'started' : 'tracked';
      form.setError('executionId', {
        message: `Execution ${entry.executionId} on ${entry.computerId} is already in the journal (${how} by ${entry.startedBy}).`,
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Now in the journal',
      message: (
        <Text span size="sm" {...wrapAnywhere}>
          Execution {entry.executionId} on {entry.computerId} is followed from now on.{' '}
          <Anchor component={Link} to={executionPath(entry)} size="sm" underline="always">
            Open it
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
        Track execution
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Add an execution started elsewhere to the team&apos;s journal by its Runtime and execution id.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Track execution">
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Runtime ID"
            required
            autoComplete="off"
            error={form.formState.errors.computerId?.message}
            errorProps={wrapAnywhere}
            {...form.register('computerId')}
          />
          <TextInput
            label="Execution ID"
            required
            autoComplete="off"
            miw={260}
            error={form.formState.errors.executionId?.message}
            errorProps={wrapAnywhere}
            {...form.register('executionId')}
          />
          <Button type="submit" mt={25} loading={tracking.isPending}>
            Track
          </Button>
        </Group>
        {tracking.error !== null && (
          <Alert color="red" role="alert" title="The execution was not tracked" mt="sm">
            {errorMessage(tracking.error)}
          </Alert>
        )}
      </form>
    </Paper>
  );
});
