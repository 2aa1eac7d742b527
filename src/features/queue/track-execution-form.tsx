import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { idSchema } from '@/api/ids';
import { executionKey, trackedExecutionsStore, trackExecution } from '@/lib/tracked-executions';

export const trackExecutionSchema = z.object({
  computerId: idSchema('the Runtime ID'),
  executionId: idSchema('the execution ID'),
});
type TrackExecutionInput = z.input<typeof trackExecutionSchema>;
type TrackExecutionValues = z.output<typeof trackExecutionSchema>;

// The "already in the list" message quotes the ids, which may be long and without spaces.
const wrapAnywhere = { style: { overflowWrap: 'anywhere' } } as const;

export const trackFormId = 'track-execution';

/**
 * Follows an execution started elsewhere (another browser, a script): it joins the list here and the
 * app-wide watcher reads its result from then on.
 */
export function TrackExecutionForm() {
  const form = useForm<TrackExecutionInput, unknown, TrackExecutionValues>({
    resolver: zodResolver(trackExecutionSchema),
    // Checked when the operator leaves a field, then as they correct it.
    mode: 'onTouched',
    defaultValues: { computerId: '', executionId: '' },
  });

  const submit = form.handleSubmit((values) => {
    const key = executionKey(values);
    if (trackedExecutionsStore.get().some((e) => executionKey(e) === key)) {
      form.setError('executionId', {
        message: `Execution ${values.executionId} on ${values.computerId} is already in the list.`,
      });
      return;
    }
    trackExecution({ ...values, source: 'track' });
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
        Follow an execution started elsewhere by its Runtime and execution id.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Track execution">
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
          <Button type="submit" mt={25}>
            Track
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
