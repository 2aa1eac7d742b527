import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { textLimits } from '@/api/limits';
import type { JobPosition } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { EditsExistingNote } from './edits-existing-note';
import { HourValueInput } from './hour-value-input';
import {
  jobPositionFormSchema,
  type JobPositionFormInput,
  type KnownJobPosition,
} from './job-position-report';
import { recordNamed } from './name-key';
import { formatDecimal } from './locale-number';
import { RecordFormHeading } from './record-form-heading';
import { ReportPreview } from './report-preview';
import { useSendButtonProps } from './reporting-availability';

interface JobPositionFormProps {
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: JobPositionFormInput;
  /** The title of the known position being edited, or `null` for a new one. */
  readonly editing: string | null;
  /** The positions the team knows, to say which one a new title would edit. */
  readonly known: readonly KnownJobPosition[];
  readonly locale: string;
  readonly onCancelEdit: () => void;
  readonly onSend: (position: JobPosition) => void;
  readonly sending: boolean;
  /**
   * The answer to the last send, inside the form so that its "Send again" submits the form; given the
   * form, whose edits make a success panel go (SendOutcome).
   */
  readonly outcome: (control: Control<JobPositionFormInput, unknown, JobPosition>) => ReactNode;
}

export function JobPositionForm({
  initialValues,
  editing,
  known,
  locale,
  onCancelEdit,
  onSend,
  sending,
  outcome,
}: JobPositionFormProps) {
  const t = useT();
  const sendButton = useSendButtonProps('jobPosition');
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => jobPositionFormSchema(locale, t), [locale, t]);
  const form = useForm<JobPositionFormInput, unknown, JobPosition>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  useErrorsInLanguage(form, schema);
  const submit = form.handleSubmit(onSend);
  const typedTitle = useWatch({ control: form.control, name: 'title' });
  const existing = editing === null ? recordNamed(known, (p) => p.title, typedTitle) : undefined;

  return (
    <Stack>
      <Paper
        withBorder
        p="lg"
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('reporting.jobPositions.form')}
      >
        <Stack>
          <RecordFormHeading form="jobPositions" editing={editing} onCancelEdit={onCancelEdit} />
          {/* Nothing changes under a send that is under way. */}
          <Fieldset variant="unstyled" disabled={sending} aria-label={t('reporting.jobPositions.fields')}>
            <Stack>
              <TextInput
                label={t('reporting.jobPositions.titleLabel')}
                // The title selects the record (spec-gaps.ts `upsertKeyRule`): a new one would not edit.
                description={
                  editing === null
                    ? t('reporting.jobPositions.titleHint', { max: textLimits.jobPositionTitle })
                    : t('reporting.record.renameNote')
                }
                required
                readOnly={editing !== null}
                // After "Edit" the form remounts with the record's values; focus lands on what is edited.
                autoFocus={editing !== null}
                error={form.formState.errors.title?.message}
                {...form.register('title')}
              />
              {existing !== undefined && (
                <EditsExistingNote
                  form="jobPositions"
                  typed={typedTitle}
                  existing={existing.title}
                  sentBy={existing.sentBy}
                  details={t('reporting.perHour', { amount: formatDecimal(existing.hourValue, locale) })}
                />
              )}
              <HourValueInput control={form.control} name="hourValue" locale={locale} />
            </Stack>
          </Fieldset>
          {outcome(form.control)}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} {...sendButton}>
              {t(editing === null ? 'reporting.jobPositions.submit' : 'reporting.record.sendChanges')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ReportPreview endpoint="jobPosition" control={form.control} schema={schema} />
    </Stack>
  );
}
