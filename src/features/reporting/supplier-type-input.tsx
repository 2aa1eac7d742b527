import { Group, Radio } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { supplierTypes, type SupplierRequest } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { supplierTypeLabel, type SupplierFormInput } from './supplier-report';

/** The supplier's approach type, one of spec §2.10's, each shown with the integer that is sent. */
export function SupplierTypeInput({
  control,
}: {
  control: Control<SupplierFormInput, unknown, SupplierRequest>;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
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
  );
}
