import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SupplierResponse } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { formatDecimal } from './locale-number';
import { LongText } from './long-text';
import { supplierTypeLabel } from './supplier-report';

/** The supplier as the service returned it (spec §2.10, response), field by field. */
export function SupplierAnswer({ supplier }: { supplier: SupplierResponse }) {
  const locale = useAppLocale();
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t('reporting.suppliers.supplierId'), String(supplier.idSupplier)],
    [t('reporting.suppliers.name'), <LongText key="name">{supplier.name}</LongText>],
    [t('reporting.suppliers.type'), supplierTypeLabel(supplier.type, t)],
    [t('reporting.hourValue.label'), formatDecimal(supplier.hourValue, locale)],
    // The spec does not say what `standard` means, so it is shown as given.
    [
      t('reporting.suppliers.standard'),
      t(supplier.standard ? 'reporting.suppliers.yes' : 'reporting.suppliers.no'),
    ],
  ];
  return (
    <Table variant="vertical" verticalSpacing={4} aria-label={t('reporting.suppliers.answer')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
