/** The RPA executions form (endpoint 8, spec §2.8): its schema, its history and how it is sent. */
import { z } from 'zod';
import { api } from '@/api/browser-client';
import { acknowledgementSchema, rpaRecordSchema, type Acknowledgement, type RpaRecord } from '@/api/schemas';
import { ideaIdStore } from './idea-id';
import { toLocalInput } from './local-date-time';
import { countEmpty, processedAtField, wholeNumber, type NumberInputValue } from './figure-fields';
import { createReportHistory } from './report-history';

export const rpaFormSchema = z
  .object({
    ideaId: wholeNumber('Enter the idea ID.'),
    successExecutions: wholeNumber(countEmpty),
    alertExecutions: wholeNumber(countEmpty),
    errorExecutions: wholeNumber(countEmpty),
    successExecutionTime: wholeNumber(countEmpty),
    alertExecutionTime: wholeNumber(countEmpty),
    errorExecutionTime: wholeNumber(countEmpty),
    processedAt: processedAtField,
  })
  // The spec's own schema has the last word on the payload: exactly its eight fields.
  .pipe(rpaRecordSchema);

export type RpaFormInput = z.input<typeof rpaFormSchema>;

/** The six figures "Fill from the queue" can supply. */
export type RpaFigures = Omit<RpaRecord, 'ideaId' | 'processedAt'>;
export const rpaFigureFields = [
  'successExecutions',
  'alertExecutions',
  'errorExecutions',
  'successExecutionTime',
  'alertExecutionTime',
  'errorExecutionTime',
] as const satisfies readonly (keyof RpaFigures)[];

/** Read when the form mounts: the remembered idea id, empty figures, and now as the processing time. */
export function rpaFormDefaults(now = new Date()): RpaFormInput {
  const empty: NumberInputValue = '';
  return {
    ideaId: ideaIdStore.get() ?? empty,
    successExecutions: empty,
    alertExecutions: empty,
    errorExecutions: empty,
    successExecutionTime: empty,
    alertExecutionTime: empty,
    errorExecutionTime: empty,
    processedAt: toLocalInput(now),
  };
}

export const rpaHistory = createReportHistory('rpa', rpaRecordSchema, acknowledgementSchema);

/** Sends the record; the idea id is remembered only once the service accepted it. */
export async function sendRpaRecord(record: RpaRecord): Promise<Acknowledgement> {
  const acknowledgement = await api.rpaRecord(record);
  ideaIdStore.set(record.ideaId);
  return acknowledgement;
}
