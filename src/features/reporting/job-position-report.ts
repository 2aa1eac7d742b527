import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import {
  acknowledgementSchema,
  jobPositionSchema,
  type Acknowledgement,
  type JobPosition,
} from '@/api/schemas';
import type { HistoryEntry } from '@/api/workspace/history';
import type { Translate } from '@/i18n/i18n-provider';
import { toDecimalInput } from './locale-number';
import { nameField } from './name-field';
import { hourValueField } from './number-fields';
import { readSend, type FormSchemas } from './report-history';

/**
 * From the text typed in `locale` to the request that is sent, refusing in `t`'s words; the preview goes
 * through it too.
 */
export function jobPositionFormSchema(locale: string, t: Translate) {
  return (
    z
      .object({
        title: nameField(textLimits.jobPositionTitle, t('reporting.jobPositions.titleMissing'), t),
        hourValue: hourValueField(locale, t),
      })
      // Exactly the two fields of spec §2.11, in the order the client sends them.
      .transform((values) => ({ title: values.title, hourValue: values.hourValue }))
      .pipe(jobPositionSchema)
  );
}
export type JobPositionFormInput = z.input<ReturnType<typeof jobPositionFormSchema>>;

export const emptyJobPositionForm: JobPositionFormInput = { title: '', hourValue: '' };

/** The form's starting values for editing a known position, the hourly value as typed in `locale`. */
export function jobPositionFormFrom(position: JobPosition, locale: string): JobPositionFormInput {
  return { title: position.title, hourValue: toDecimalInput(position.hourValue, locale) };
}

export const jobPositionSchemas: FormSchemas<JobPosition, Acknowledgement> = {
  payload: jobPositionSchema,
  answer: acknowledgementSchema,
};

/** A job position the team sent successfully, and who sent it last. */
export interface KnownJobPosition extends JobPosition {
  readonly sentBy: string;
}

/**
 * The known positions from the server's list (one entry per title, newest first), with the values last
 * sent: the acknowledgement carries no record, so what was sent is the best knowledge there is.
 */
export function knownJobPositions(entries: readonly HistoryEntry[]): KnownJobPosition[] {
  return entries.flatMap((entry) => {
    const send = readSend(entry, jobPositionSchemas);
    return send.payload === undefined ? [] : [{ ...send.payload, sentBy: send.sentBy }];
  });
}
