import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { JobPosition } from '@/api/schemas';
import { HourValueInput } from './hour-value-input';
import {
  jobPositionFormSchema,
  toJobPosition,
  type JobPositionFormInput,
  type JobPositionFormValues,
} from './job-position-report';
import { RecordFormHeading, renameNote } from './record-form-heading';

interface JobPositionFormProps {
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: JobPositionFormInput;
  /** The title of the known position being edited, or `null` for a new one. */
  readonly editing: string | null;
  readonly onCancelEdit: () => void;
  readonly onSend: (position: JobPosition) => void;
  readonly sending: boolean;
  /** The answer to the last send, inside the form so that its "Send again" submits the form. */
  readonly outcome: ReactNode;
}

export function JobPositionForm({
  initialValues,
  editing,
  onCancelEdit,
  onSend,
  sending,
  outcome,
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
        {/* Nothing changes under a send that is under way. */}
        <Fieldset variant="unstyled" disabled={sending} aria-label="Job position">
          <Stack>
            <TextInput
              label="Title"
              // The title selects the record (spec-gaps.ts `upsertKeyRule`): a new one would not edit.
              description={
                editing === null ? "The position's identifying name (the collaborator)" : renameNote
              }
              required
              readOnly={editing !== null}
              // After "Edit" the form remounts with the record's values; focus lands on what is edited.
              autoFocus={editing !== null}
              error={form.formState.errors.title?.message}
              {...form.register('title')}
            />
            <HourValueInput control={form.control} name="hourValue" />
          </Stack>
        </Fieldset>
        {outcome}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {editing === null ? 'Send job position' : 'Send changes'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
