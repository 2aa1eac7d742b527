import { Table } from '@mantine/core';
import type { SupplierResponse } from '@/api/schemas';
import { useAppLocale } from '@/lib/locale';
import { formatDecimal } from './locale-number';
import { supplierTypeLabel } from './supplier-report';

/** The supplier as the service returned it (spec §2.10, response), field by field. */
export function SupplierAnswer({ supplier }: { supplier: SupplierResponse }) {
  const locale = useAppLocale();
  const rows: [string, string][] = [
    ['Supplier ID', String(supplier.idSupplier)],
    ['Name', supplier.name],
    ['Approach type', supplierTypeLabel(supplier.type)],
    ['Hourly value', formatDecimal(supplier.hourValue, locale)],
    // The spec does not say what `standard` means, so it is shown as given.
    ['Standard', supplier.standard ? 'Yes' : 'No'],
  ];
  return (
    <Table variant="vertical" verticalSpacing={4} aria-label="Supplier as returned">
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
