import { z } from 'zod';
import {
  acknowledgementSchema,
  jobPositionSchema,
  type Acknowledgement,
  type JobPosition,
} from '@/api/schemas';
import { hourValueFieldSchema } from './hour-value';
import { latestByName } from './latest-by-name';
import { toLocaleInput } from './locale-number';
import { createReportHistory, type HistoryEntry } from './report-history';

export const jobPositionFormSchema = z.object({
  title: z.string().trim().min(1, 'Enter the job title.'),
  hourValue: hourValueFieldSchema,
});
export type JobPositionFormInput = z.input<typeof jobPositionFormSchema>;
export type JobPositionFormValues = z.output<typeof jobPositionFormSchema>;

export const emptyJobPositionForm: JobPositionFormInput = { title: '', hourValue: '' };

/** The form's starting values for editing a known position. */
export function jobPositionFormFrom(position: JobPosition): JobPositionFormInput {
  return { title: position.title, hourValue: toLocaleInput(position.hourValue) };
}

/** Exactly the two fields of spec §2.11. */
export function toJobPosition(values: JobPositionFormValues): JobPosition {
  return { title: values.title, hourValue: values.hourValue };
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
