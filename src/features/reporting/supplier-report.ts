import { z } from 'zod';
import {
  supplierRequestSchema,
  supplierResponseSchema,
  supplierTypes,
  type SupplierRequest,
  type SupplierResponse,
  type SupplierType,
} from '@/api/schemas';
import { hourValueFieldSchema } from './hour-value';
import { latestByName } from './latest-by-name';
import { toLocaleInput } from './locale-number';
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

export const supplierFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the supplier name.'),
  type: typeFieldSchema,
  hourValue: hourValueFieldSchema,
});
export type SupplierFormInput = z.input<typeof supplierFormSchema>;
export type SupplierFormValues = z.output<typeof supplierFormSchema>;

export const emptySupplierForm: SupplierFormInput = { name: '', type: '', hourValue: '' };

/** Exactly the three fields of spec §2.10, whatever else the form may hold one day. */
export function toSupplierRequest(values: SupplierFormValues): SupplierRequest {
  return { name: values.name, type: values.type, hourValue: values.hourValue };
}

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

/** The form's starting values for editing a known supplier. */
export function supplierFormFrom(supplier: SupplierResponse): SupplierFormInput {
  return { name: supplier.name, type: String(supplier.type), hourValue: toLocaleInput(supplier.hourValue) };
}
