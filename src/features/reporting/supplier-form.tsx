import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { textLimits } from '@/api/limits';
import { supplierTypes, type SupplierRequest } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { EditsExistingNote } from './edits-existing-note';
import { HourValueInput } from './hour-value-input';
import { recordNamed } from './name-key';
import { formatDecimal } from './locale-number';
import { RecordFormHeading } from './record-form-heading';
import { ReportPreview } from './report-preview';
import { useSendButtonProps } from './reporting-availability';
import {
  supplierFormSchema,
  supplierTypeLabel,
  type KnownSupplier,
  type SupplierFormInput,
} from './supplier-report';

interface SupplierFormProps {
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: SupplierFormInput;
  /** The name of the known supplier being edited, or `null` for a new one. */
  readonly editing: string | null;
  /** The suppliers the team knows, to say which one a new name would edit. */
  readonly known: readonly KnownSupplier[];
  readonly locale: string;
  readonly onCancelEdit: () => void;
  readonly onSend: (supplier: SupplierRequest) => void;
  readonly sending: boolean;
  /**
   * The answer to the last send, inside the form so that its "Send again" submits the form; given the
   * form, whose edits make a success panel go (SendOutcome).
   */
  readonly outcome: (control: Control<SupplierFormInput, unknown, SupplierRequest>) => ReactNode;
}

export function SupplierForm({
  initialValues,
  editing,
  known,
  locale,
  onCancelEdit,
  onSend,
  sending,
  outcome,
}: SupplierFormProps) {
  const t = useT();
  const sendButton = useSendButtonProps('supplier');
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => supplierFormSchema(locale, t), [locale, t]);
  const form = useForm<SupplierFormInput, unknown, SupplierRequest>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  useErrorsInLanguage(form, schema);
  const submit = form.handleSubmit(onSend);
  const typedName = useWatch({ control: form.control, name: 'name' });
  const existing = editing === null ? recordNamed(known, (s) => s.name, typedName) : undefined;

  return (
    <Stack>
      <Paper
        withBorder
        p="lg"
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('reporting.suppliers.form')}
      >
        <Stack>
          <RecordFormHeading form="suppliers" editing={editing} onCancelEdit={onCancelEdit} />
          {/* Nothing changes under a send that is under way. */}
          <Fieldset variant="unstyled" disabled={sending} aria-label={t('reporting.suppliers.fields')}>
            <Stack>
              <TextInput
                label={t('reporting.suppliers.name')}
                // The name selects the record (spec-gaps.ts `upsertKeyRule`): a new one would not edit.
                description={
                  editing === null
                    ? t('reporting.suppliers.nameHint', { max: textLimits.supplierName })
                    : t('reporting.record.renameNote')
                }
                required
                readOnly={editing !== null}
                // After "Edit" the form remounts with the record's values; focus lands on what is edited.
                autoFocus={editing !== null}
                error={form.formState.errors.name?.message}
                // A supplier's name, not the operator's: no autofill (a field named "name" invites it).
                autoComplete="off"
                {...form.register('name')}
              />
              {existing !== undefined && (
                <EditsExistingNote
                  form="suppliers"
                  typed={typedName}
                  existing={existing.name}
                  sentBy={existing.sentBy}
                  details={[
                    // An id as the service gave it, never grouped.
                    ...(existing.idSupplier === undefined
                      ? []
                      : [t('reporting.suppliers.idShort', { id: String(existing.idSupplier) })]),
                    supplierTypeLabel(existing.type, t),
                    t('reporting.perHour', { amount: formatDecimal(existing.hourValue, locale) }),
                  ].join(', ')}
                />
              )}
              <Controller
                control={form.control}
                name="type"
                render={({ field, fieldState }) => (
                  <Radio.Group
                    label={t('reporting.suppliers.type')}
                    withAsterisk
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  >
                    <Group mt={4}>
                      {supplierTypes.map((type) => (
                        <Radio
                          key={type.value}
                          value={String(type.value)}
                          label={`${supplierTypeLabel(type.value, t)} (${type.value})`}
                          onBlur={field.onBlur}
                          ref={type === supplierTypes[0] ? field.ref : undefined}
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              <HourValueInput control={form.control} name="hourValue" locale={locale} />
            </Stack>
          </Fieldset>
          {outcome(form.control)}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} {...sendButton}>
              {t(editing === null ? 'reporting.suppliers.submit' : 'reporting.record.sendChanges')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ReportPreview endpoint="supplier" control={form.control} schema={schema} />
    </Stack>
  );
}
