import { z } from 'zod';
import {
  supplierRequestSchema,
  supplierResponseSchema,
  supplierTypes,
  type SupplierRequest,
  type SupplierResponse,
  type SupplierType,
} from '@/api/schemas';
import { latestByName } from './latest-by-name';
import { toDecimalInput } from './locale-number';
import { hourValueField } from './number-fields';
import { createReportHistory, type HistoryEntry } from './report-history';

/** The approach type as the radio group holds it ('' until one is chosen), sent as its integer. */
const typeFieldSchema = z.string().transform((value, ctx): SupplierType => {
  const match = supplierTypes.find((type) => String(type.value) === value);
  if (match === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Choose the approach type.' });
    return z.NEVER;
  }
  return match.value;
});

/** From the text typed in `locale` to the request that is sent; the preview goes through it too. */
export function supplierFormSchema(locale: string) {
  return (
    z
      .object({
        name: z.string().trim().min(1, 'Enter the supplier name.'),
        type: typeFieldSchema,
        hourValue: hourValueField(locale),
      })
      // Exactly the three fields of spec §2.10, in the order the client sends them.
      .transform((values) => ({ name: values.name, type: values.type, hourValue: values.hourValue }))
      .pipe(supplierRequestSchema)
  );
}
export type SupplierFormInput = z.input<ReturnType<typeof supplierFormSchema>>;

export const emptySupplierForm: SupplierFormInput = { name: '', type: '', hourValue: '' };

export const supplierHistory = createReportHistory(
  'suppliers',
  supplierRequestSchema,
  supplierResponseSchema,
);

/** "Automation", or the number itself for a type the service knows and we do not. */
export function supplierTypeLabel(type: number): string {
  return supplierTypes.find((candidate) => candidate.value === type)?.label ?? `Type ${type}`;
}

/** The suppliers this browser sent successfully, as the service last returned each (its id included). */
export function knownSuppliers(
  entries: readonly HistoryEntry<SupplierRequest, SupplierResponse>[],
): SupplierResponse[] {
  const returned = entries.flatMap((entry) =>
    entry.outcome === 'sent' && entry.response !== undefined ? [entry.response] : [],
  );
  return latestByName(returned, (supplier) => supplier.name);
}

/** The form's starting values for editing a known supplier, the hourly value as typed in `locale`. */
export function supplierFormFrom(supplier: SupplierResponse, locale: string): SupplierFormInput {
  return {
    name: supplier.name,
    type: String(supplier.type),
    hourValue: toDecimalInput(supplier.hourValue, locale),
  };
}
