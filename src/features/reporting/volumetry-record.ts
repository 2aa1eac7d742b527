/** The document volumetry form (endpoint 9, spec §2.9): its schema, its history and how it is sent. */
import { z } from 'zod';
import { api } from '@/api/browser-client';
import {
  acknowledgementSchema,
  volumetryRecordSchema,
  type Acknowledgement,
  type VolumetryRecord,
} from '@/api/schemas';
import { ideaIdStore } from './idea-id';
import { toLocalInput } from './local-date-time';
import { countEmpty, processedAtField, wholeNumber, type NumberInputValue } from './figure-fields';
import { createReportHistory } from './report-history';

export const volumetryFormSchema = z
  .object({
    ideaId: wholeNumber('Enter the idea ID.'),
    successExecutions: wholeNumber(countEmpty),
    alertExecutions: wholeNumber(countEmpty),
    errorExecutions: wholeNumber(countEmpty),
    processedAt: processedAtField,
  })
  // The spec's own schema has the last word on the payload: exactly its five fields.
  .pipe(volumetryRecordSchema);

export type VolumetryFormInput = z.input<typeof volumetryFormSchema>;

/** Read when the form mounts: the remembered idea id, empty volumes, and now as the processing time. */
export function volumetryFormDefaults(now = new Date()): VolumetryFormInput {
  const empty: NumberInputValue = '';
  return {
    ideaId: ideaIdStore.get() ?? empty,
    successExecutions: empty,
    alertExecutions: empty,
    errorExecutions: empty,
    processedAt: toLocalInput(now),
  };
}

export const volumetryHistory = createReportHistory(
  'volumetry',
  volumetryRecordSchema,
  acknowledgementSchema,
);

/** Sends the record; the idea id is remembered only once the service accepted it. */
export async function sendVolumetryRecord(record: VolumetryRecord): Promise<Acknowledgement> {
  const acknowledgement = await api.volumetryRecord(record);
  ideaIdStore.set(record.ideaId);
  return acknowledgement;
}
