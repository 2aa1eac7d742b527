import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { supplierTypes, type SupplierRequest } from '@/api/schemas';
import { EditsExistingNote } from './edits-existing-note';
import { HourValueInput } from './hour-value-input';
import { recordNamed } from './name-key';
import { formatDecimal } from './locale-number';
import { RecordFormHeading, renameNote } from './record-form-heading';
import { ReportPreview } from './report-preview';
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
  /** The answer to the last send, inside the form so that its "Send again" submits the form. */
  readonly outcome: ReactNode;
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
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => supplierFormSchema(locale), [locale]);
  const form = useForm<SupplierFormInput, unknown, SupplierRequest>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  const submit = form.handleSubmit(onSend);
  const typedName = useWatch({ control: form.control, name: 'name' });
  const existing = editing === null ? recordNamed(known, (s) => s.name, typedName) : undefined;

  return (
    <Stack>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label="Send a supplier">
        <Stack>
          <RecordFormHeading
            noun="supplier"
            editing={editing}
            rule="Sending a name that already exists (compared without case) updates that supplier instead of creating one."
            onCancelEdit={onCancelEdit}
          />
          {/* Nothing changes under a send that is under way. */}
          <Fieldset variant="unstyled" disabled={sending} aria-label="Supplier">
            <Stack>
              <TextInput
                label="Name"
                // The name selects the record (spec-gaps.ts `upsertKeyRule`): a new one would not edit.
                description={editing === null ? "The supplier's identifying name" : renameNote}
                required
                readOnly={editing !== null}
                // After "Edit" the form remounts with the record's values; focus lands on what is edited.
                autoFocus={editing !== null}
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
              {existing !== undefined && (
                <EditsExistingNote
                  noun="supplier"
                  field="name"
                  typed={typedName}
                  existing={existing.name}
                  sentBy={existing.sentBy}
                  details={[
                    ...(existing.idSupplier === undefined ? [] : [`ID ${existing.idSupplier}`]),
                    supplierTypeLabel(existing.type),
                    `${formatDecimal(existing.hourValue, locale)} per hour`,
                  ].join(', ')}
                />
              )}
              <Controller
                control={form.control}
                name="type"
                render={({ field, fieldState }) => (
                  <Radio.Group
                    label="Approach type"
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
                          label={`${type.label} (${type.value})`}
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
          {outcome}
          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {editing === null ? 'Send supplier' : 'Send changes'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ReportPreview endpoint="supplier" control={form.control} schema={schema} />
    </Stack>
  );
}
