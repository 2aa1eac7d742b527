import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { supplierTypes, type SupplierRequest } from '@/api/schemas';
import { HourValueInput } from './hour-value-input';
import { RecordFormHeading, renameNote } from './record-form-heading';
import {
  supplierFormSchema,
  toSupplierRequest,
  type SupplierFormInput,
  type SupplierFormValues,
} from './supplier-report';

interface SupplierFormProps {
  /** Read once: the page remounts the form (a new `key`) to start from other values. */
  readonly initialValues: SupplierFormInput;
  /** The name of the known supplier being edited, or `null` for a new one. */
  readonly editing: string | null;
  readonly onCancelEdit: () => void;
  readonly onSend: (supplier: SupplierRequest) => void;
  readonly sending: boolean;
  /** The answer to the last send, inside the form so that its "Send again" submits the form. */
  readonly outcome: ReactNode;
}

export function SupplierForm({
  initialValues,
  editing,
  onCancelEdit,
  onSend,
  sending,
  outcome,
}: SupplierFormProps) {
  const form = useForm<SupplierFormInput, unknown, SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: initialValues,
  });
  const submit = form.handleSubmit((valid) => onSend(toSupplierRequest(valid)));

  return (
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
            <HourValueInput control={form.control} name="hourValue" />
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
  );
}
