/** The RPA executions form (endpoint 8, spec §2.8): its schema, how its history is read and how it is sent. */
import { z } from '@/api/zod';
import { api } from '@/data/browser-client';
import { acknowledgementSchema, rpaRecordSchema, type Acknowledgement, type RpaRecord } from '@/api/schemas';
import type { Translate } from '@/i18n/i18n-provider';
import { countFields, processedAtField, timeFields } from './figure-fields';
import { ideaIdStore } from './idea-id';
import { toWholeNumberInput } from './locale-number';
import { ideaIdField, readWholeNumberField, wholeNumberField } from './number-fields';
import type { FormSchemas } from './report-history';

/**
 * From the text typed in `locale` to the record that is sent, refusing in `t`'s words; the preview goes
 * through it too.
 */
export function rpaFormSchema(locale: string, t: Translate) {
  const figure = wholeNumberField(locale, t('reporting.count.missing'), t);
  return (
    z
      .object({
        ideaId: ideaIdField(locale, t),
        successExecutions: figure,
        alertExecutions: figure,
        errorExecutions: figure,
        successExecutionTime: figure,
        alertExecutionTime: figure,
        errorExecutionTime: figure,
        processedAt: processedAtField(t),
      })
      // The spec's own schema has the last word on the payload: exactly its eight fields.
      .pipe(rpaRecordSchema)
  );
}

export type RpaFormInput = z.input<ReturnType<typeof rpaFormSchema>>;

/** The six figures "Fill from the queue" can supply. */
export type RpaFigures = Omit<RpaRecord, 'ideaId' | 'processedAt'>;
export const rpaFigureFields = [
  ...countFields,
  ...timeFields,
] as const satisfies readonly (keyof RpaFigures)[];
export type RpaFigureField = (typeof rpaFigureFields)[number];

/** A figure the operator typed that the queue's figures would change: as typed, and what replaces it. */
interface ReplacedFigure {
  readonly field: RpaFigureField;
  readonly typed: string;
  readonly next: string;
}

/**
 * The figures typed in the form that using `figures` would change. An empty field is no change, nor is
 * the same number written another way ("1,500" for 1500); anything else typed is, even if unreadable.
 */
export function replacedFigures(
  typed: Readonly<Record<RpaFigureField, string>>,
  figures: RpaFigures,
  locale: string,
): ReplacedFigure[] {
  return rpaFigureFields.flatMap((field) => {
    const text = typed[field].trim();
    if (text === '') return [];
    const reading = readWholeNumberField(text, locale);
    if (reading.ok && reading.value === figures[field]) return [];
    return [{ field, typed: text, next: toWholeNumberInput(figures[field]) }];
  });
}

export const rpaSchemas: FormSchemas<RpaRecord, Acknowledgement> = {
  payload: rpaRecordSchema,
  answer: acknowledgementSchema,
};

/** Sends the record; the idea id is remembered only once the service accepted it. */
export async function sendRpaRecord(record: RpaRecord): Promise<Acknowledgement> {
  const acknowledgement = await api.rpaRecord(record);
  ideaIdStore.set(record.ideaId);
  return acknowledgement;
}
