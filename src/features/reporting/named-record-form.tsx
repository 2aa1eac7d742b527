import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import type { z } from '@/api/zod';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { EditsExistingNote } from './edits-existing-note';
import { HourValueInput } from './hour-value-input';
import { recordNamed } from './name-key';
import { namedRecordDrafts } from './named-record-draft';
import { RecordFormHeading, type RecordForm } from './record-form-heading';
import { ReportPreview } from './report-preview';
import { SendButton, type ReportEndpoint } from './reporting-availability';
import { FormPanel } from '@/components/form-panel';

/** A record the team sent, with who sent it last. */
interface SentRecord {
  readonly sentBy: string;
}

/**
 * What tells one named record's form from the other's (a supplier, a job position): the rest, a name
 * that selects the record it edits (spec-gaps.ts `upsertKeyRule`), an hourly value, the note on which
 * known record a name would edit, the send and the preview, is one form.
 */
export interface NamedRecordKind<Input extends FieldValues, Request, Known extends SentRecord> {
  /** The words' group (`reporting.<form>.*`), the heading's and the note's. */
  readonly form: RecordForm;
  readonly endpoint: ReportEndpoint;
  /** The field that names the record, and the hourly value's (typed as text). */
  readonly nameField: FieldPathByValue<Input, string>;
  readonly hourValueField: FieldPathByValue<Input, string>;
  /** The name field's label and its hint (given the longest name the service takes). */
  readonly nameLabel: (t: Translate) => string;
  readonly nameHint: (t: Translate) => string;
  /** A name the browser would autofill with the operator's own (a supplier's `name`) says `off`. */
  readonly autoComplete?: 'off';
  /** From the text typed in `locale` to the request that is sent (the preview goes through it too). */
  readonly schema: (locale: string, t: Translate) => z.ZodType<Request, Input>;
  readonly nameOf: (known: Known) => string;
  /** A known record in a line, for the note on what a name would edit. */
  readonly summary: (known: Known, t: Translate, locale: string) => string;
  /** Fields of this kind only, between the name and the hourly value. */
  readonly Fields?: ComponentType<{ control: Control<Input, unknown, Request> }>;
}

interface NamedRecordFormProps<Input extends FieldValues, Request, Known extends SentRecord> {
  readonly kind: NamedRecordKind<Input, Request, Known>;
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: DefaultValues<Input>;
  /** The name of the known record being edited, or `null` for a new one. */
  readonly editing: string | null;
  /** The records the team knows, to say which one a new name would edit. */
  readonly known: readonly Known[];
  readonly locale: string;
  readonly onCancelEdit: () => void;
  readonly onSend: (request: Request) => void;
  readonly sending: boolean;
  /**
   * The answer to the last send, inside the form so that its "Send again" submits the form; given the
   * form, whose edits make a success panel go (SendOutcome).
   */
  readonly outcome: (control: Control<Input, unknown, Request>) => ReactNode;
}

export function NamedRecordForm<Input extends FieldValues, Request, Known extends SentRecord>({
  kind,
  initialValues,
  editing,
  known,
  locale,
  onCancelEdit,
  onSend,
  sending,
  outcome,
}: NamedRecordFormProps<Input, Request, Known>) {
  const t = useT();
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => kind.schema(locale, t), [kind, locale, t]);
  const draft = namedRecordDrafts[kind.form];
  const form = useForm<Input, unknown, Request>({
    resolver: zodResolver(schema),
    // A new record starts from what was typed before a reload or a visit elsewhere, if anything was.
    // (The draft is what this form wrote, its shape checked when read: the form's own values.)
    defaultValues: (editing === null ? (draft.get() as DefaultValues<Input> | null) : null) ?? initialValues,
  });
  useErrorsInLanguage(form, schema);
  useEffect(() => {
    if (editing !== null) return undefined;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => draft.set(values) });
  }, [form, draft, editing]);
  const submit = form.handleSubmit(onSend);
  const typedName = useWatch({ control: form.control, name: kind.nameField });
  const existing = editing === null ? recordNamed(known, kind.nameOf, typedName) : undefined;
  const { Fields } = kind;

  return (
    <Stack>
      <FormPanel label={t(`reporting.${kind.form}.form`)} onSubmit={submit}>
        <Stack>
          <RecordFormHeading form={kind.form} editing={editing} onCancelEdit={onCancelEdit} />
          {/* Nothing changes under a send that is under way. */}
          <Fieldset variant="unstyled" disabled={sending} aria-label={t(`reporting.${kind.form}.fields`)}>
            <Stack>
              <TextInput
                label={kind.nameLabel(t)}
                // The name selects the record: a new one would not edit.
                description={editing === null ? kind.nameHint(t) : t('reporting.record.renameNote')}
                required
                readOnly={editing !== null}
                // After "Edit" the form remounts with the record's values; focus lands on what is edited.
                autoFocus={editing !== null}
                error={form.getFieldState(kind.nameField, form.formState).error?.message}
                autoComplete={kind.autoComplete}
                {...form.register(kind.nameField)}
              />
              {existing !== undefined && (
                <EditsExistingNote
                  form={kind.form}
                  typed={typedName}
                  existing={kind.nameOf(existing)}
                  sentBy={existing.sentBy}
                  details={kind.summary(existing, t, locale)}
                />
              )}
              {Fields !== undefined && <Fields control={form.control} />}
              <HourValueInput control={form.control} name={kind.hourValueField} locale={locale} />
            </Stack>
          </Fieldset>
          {outcome(form.control)}
          <SendButton endpoint={kind.endpoint} sending={sending}>
            {t(editing === null ? `reporting.${kind.form}.submit` : 'reporting.record.sendChanges')}
          </SendButton>
        </Stack>
      </FormPanel>
      <ReportPreview endpoint={kind.endpoint} control={form.control} schema={schema} />
    </Stack>
  );
}
