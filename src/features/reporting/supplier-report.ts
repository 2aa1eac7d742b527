import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import {
  supplierRequestSchema,
  supplierResponseSchema,
  supplierTypes,
  type SupplierRequest,
  type SupplierResponse,
  type SupplierType,
} from '@/api/schemas';
import type { HistoryEntry } from '@/api/workspace/history';
import type { Translate } from '@/i18n/i18n-provider';
import { toDecimalInput } from './locale-number';
import { nameField } from './name-field';
import { hourValueField } from './number-fields';
import { readSend, type FormSchemas } from './report-history';

/** The approach type as the radio group holds it ('' until one is chosen), sent as its integer. */
function typeFieldSchema(t: Translate) {
  return z.string().transform((value, ctx): SupplierType => {
    const match = supplierTypes.find((type) => String(type.value) === value);
    if (match === undefined) {
      ctx.addIssue({ code: 'custom', message: t('reporting.suppliers.typeMissing') });
      return z.NEVER;
    }
    return match.value;
  });
}

/**
 * From the text typed in `locale` to the request that is sent, refusing in `t`'s words; the preview goes
 * through it too.
 */
export function supplierFormSchema(locale: string, t: Translate) {
  return (
    z
      .object({
        name: nameField(textLimits.supplierName, t('reporting.suppliers.nameMissing'), t),
        type: typeFieldSchema(t),
        hourValue: hourValueField(locale, t),
      })
      // Exactly the three fields of spec §2.10, in the order the client sends them.
      .transform((values) => ({ name: values.name, type: values.type, hourValue: values.hourValue }))
      .pipe(supplierRequestSchema)
  );
}
export type SupplierFormInput = z.input<ReturnType<typeof supplierFormSchema>>;

export const emptySupplierForm: SupplierFormInput = { name: '', type: '', hourValue: '' };

export const supplierSchemas: FormSchemas<SupplierRequest, SupplierResponse> = {
  payload: supplierRequestSchema,
  answer: supplierResponseSchema,
};

/**
 * "Automation" (spec §2.10's names, in the app's language), or the number itself for a type the service
 * knows and we do not.
 */
export function supplierTypeLabel(type: number, t: Translate): string {
  const known = supplierTypes.find((candidate) => candidate.value === type);
  return known === undefined
    ? t('reporting.suppliers.type.other', { type: String(type) })
    : t(`reporting.suppliers.type.${known.value}`);
}

/** A supplier the team sent successfully: as the service last returned it, and who sent it. */
export interface KnownSupplier {
  readonly name: string;
  readonly type: number;
  readonly hourValue: number;
  /** Undefined when the service's answer could not be read (the values sent are shown instead). */
  readonly idSupplier: number | undefined;
  readonly sentBy: string;
}

/**
 * The known suppliers from the server's list (one entry per name, newest first): the service's answer
 * where it can be read, else the values sent. An entry with neither is left out, never the others.
 */
export function knownSuppliers(entries: readonly HistoryEntry[]): KnownSupplier[] {
  return entries.flatMap((entry) => {
    const send = readSend(entry, supplierSchemas);
    const values = send.answer ?? send.payload;
    if (values === undefined) return [];
    const { name, type, hourValue } = values;
    return [{ name, type, hourValue, idSupplier: send.answer?.idSupplier, sentBy: send.sentBy }];
  });
}

/** The form's starting values for editing a known supplier, the hourly value as typed in `locale`. */
export function supplierFormFrom(
  supplier: Pick<KnownSupplier, 'name' | 'type' | 'hourValue'>,
  locale: string,
): SupplierFormInput {
  return {
    name: supplier.name,
    type: String(supplier.type),
    hourValue: toDecimalInput(supplier.hourValue, locale),
  };
}
