/** The document volumetry form (endpoint 9, spec §2.9): its schema, how its history is read and how it is sent. */
import { z } from '@/api/zod';
import { api } from '@/data/browser-client';
import {
  acknowledgementSchema,
  volumetryRecordSchema,
  type Acknowledgement,
  type VolumetryRecord,
} from '@/api/schemas';
import type { Translate } from '@/i18n/i18n-provider';
import { processedAtField } from './figure-fields';
import { ideaIdStore } from './idea-id';
import { ideaIdField, wholeNumberField } from './number-fields';
import type { FormSchemas } from './report-history';

/**
 * From the text typed in `locale` to the record that is sent, refusing in `t`'s words; the preview goes
 * through it too.
 */
export function volumetryFormSchema(locale: string, t: Translate) {
  const volume = wholeNumberField(locale, t('reporting.count.missing'), t);
  return (
    z
      .object({
        ideaId: ideaIdField(locale, t),
        successExecutions: volume,
        alertExecutions: volume,
        errorExecutions: volume,
        processedAt: processedAtField(t),
        // The figures form's times (figure-fields.ts), which this form does not show: never read.
        successExecutionTime: z.string(),
        alertExecutionTime: z.string(),
        errorExecutionTime: z.string(),
      })
      // The spec's own schema has the last word on the payload: exactly its five fields.
      .transform(({ ideaId, successExecutions, alertExecutions, errorExecutions, processedAt }) => ({
        ideaId,
        successExecutions,
        alertExecutions,
        errorExecutions,
        processedAt,
      }))
      .pipe(volumetryRecordSchema)
  );
}

export type VolumetryFormInput = z.input<ReturnType<typeof volumetryFormSchema>>;

export const volumetrySchemas: FormSchemas<VolumetryRecord, Acknowledgement> = {
  payload: volumetryRecordSchema,
  answer: acknowledgementSchema,
};

/** Sends the record; the idea id is remembered only once the service accepted it. */
export async function sendVolumetryRecord(record: VolumetryRecord): Promise<Acknowledgement> {
  const acknowledgement = await api.volumetryRecord(record);
  ideaIdStore.set(record.ideaId);
  return acknowledgement;
}
