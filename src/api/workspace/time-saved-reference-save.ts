/**
 * What a choice of the time saved's reference may name (`PUT /api/time-saved-reference`), and how a sent
 * record's hourly value is read, checked by the server and offered by the admin's form: a module of its
 * own, so that the pages that only read the reference do not download it.
 */
import { textLimits } from '../limits';
import { supplierResponseSchema } from '../schemas';
import { z } from '../zod';

/**
 * `PUT /api/time-saved-reference`: the choice and the version it was edited from. The server also
 * refuses, naming the field, a name the team never sent successfully.
 */
export const timeSavedReferenceSaveSchema = z
  .object({
    jobPosition: z.string().trim().min(1).max(textLimits.jobPositionTitle).nullable(),
    supplier: z.string().trim().min(1).max(textLimits.supplierName).nullable().default(null),
    version: z.number().int().nonnegative(),
  })
  .refine((choice) => choice.supplier === null || choice.jobPosition !== null, {
    path: ['supplier'],
    message: 'A supplier prices the robots’ hours against a job position: choose the job position too.',
  });

/** The records a reference names, and the reporting form each is sent with. */
export const referenceForms = { 'job-position': 'job-positions', supplier: 'suppliers' } as const;
export type ReferenceRecord = keyof typeof referenceForms;

const sentShape = {
  'job-position': z.object({ title: z.string(), hourValue: z.number().nonnegative() }),
  supplier: z.object({ name: z.string(), hourValue: z.number().nonnegative() }),
};

/**
 * A sent record's name and hourly value, as the time saved's value reads them: for a supplier the
 * service's answer where it reads (what the suppliers page shows), else what was sent; undefined when
 * neither holds a readable hourly value (a number from 0 up, spec §2.10, §2.11).
 */
export function sentHourValue(
  record: ReferenceRecord,
  send: { readonly payload: unknown; readonly answer: unknown },
): { name: string; hourValue: number } | undefined {
  const answered = record === 'supplier' && supplierResponseSchema.safeParse(send.answer).success;
  const read = sentShape[record].safeParse(answered ? send.answer : send.payload);
  if (!read.success) return undefined;
  return { name: 'title' in read.data ? read.data.title : read.data.name, hourValue: read.data.hourValue };
}
