import { z } from 'zod';
import {
  acknowledgementSchema,
  jobPositionSchema,
  type Acknowledgement,
  type JobPosition,
} from '@/api/schemas';
import { latestByName } from './latest-by-name';
import { toDecimalInput } from './locale-number';
import { hourValueField } from './number-fields';
import { createReportHistory, type HistoryEntry } from './report-history';

/** From the text typed in `locale` to the request that is sent; the preview goes through it too. */
export function jobPositionFormSchema(locale: string) {
  return (
    z
      .object({
        title: z.string().trim().min(1, 'Enter the job title.'),
        hourValue: hourValueField(locale),
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

export const jobPositionHistory = createReportHistory(
  'job-positions',
  jobPositionSchema,
  acknowledgementSchema,
);

/**
 * The positions this browser sent successfully, with the values last sent: the acknowledgement
 * carries no record, so what was sent is the best knowledge there is.
 */
export function knownJobPositions(
  entries: readonly HistoryEntry<JobPosition, Acknowledgement>[],
): JobPosition[] {
  const sent = entries.flatMap((entry) => (entry.outcome === 'sent' ? [entry.payload] : []));
  return latestByName(sent, (position) => position.title);
}
