import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { JobPosition } from '@/api/schemas';
import { HourValueInput } from './hour-value-input';
import {
  jobPositionFormSchema,
  toJobPosition,
  type JobPositionFormInput,
  type JobPositionFormValues,
} from './job-position-report';
import { RecordFormHeading } from './record-form-heading';

interface JobPositionFormProps {
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: JobPositionFormInput;
  /** The title of the known position being edited, or `null` for a new one. */
  readonly editing: string | null;
  readonly onCancelEdit: () => void;
  readonly onSend: (position: JobPosition) => void;
  readonly sending: boolean;
}

export function JobPositionForm({
  initialValues,
  editing,
  onCancelEdit,
  onSend,
  sending,
}: JobPositionFormProps) {
  const form = useForm<JobPositionFormInput, unknown, JobPositionFormValues>({
    resolver: zodResolver(jobPositionFormSchema),
    defaultValues: initialValues,
  });
  const submit = form.handleSubmit((valid) => onSend(toJobPosition(valid)));

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label="Send a job position">
      <Stack>
        <RecordFormHeading
          noun="job position"
          editing={editing}
          rule="Sending a title that already exists (compared without case) updates that position instead of creating one."
          onCancelEdit={onCancelEdit}
        />
        <TextInput
          label="Title"
          description="The position's identifying name (the collaborator)"
          withAsterisk
          // After "Edit" the form remounts with the record's values; the cursor goes where the work is.
          autoFocus={editing !== null}
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <HourValueInput control={form.control} name="hourValue" description="Decimal, not negative" />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {editing === null ? 'Send job position' : 'Send changes'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
