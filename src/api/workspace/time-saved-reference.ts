/**
 * The team's reference for the time saved's value (`/api/time-saved-reference`, issue 36): one of the
 * job positions it sent to the analytics product, and optionally one of the suppliers it sent, each
 * named as sent (title, name). Their hourly values are never kept here: the value reads them from the
 * latest successful send of that name, so a position sent again with a new value counts at once.
 * Set by an admin from the version read (409 after someone else's save), read by everyone.
 */
import { textLimits } from '../limits';
import { z } from '../zod';

export const timeSavedReferenceSchema = z.object({
  /** The job position's title as sent, or null: no reference, no value. */
  jobPosition: z.string().nullable(),
  /** The supplier's name as sent, or null: the robots' own hours are not priced. */
  supplier: z.string().nullable(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type TimeSavedReference = z.infer<typeof timeSavedReferenceSchema>;
export type TimeSavedReferenceChoice = Pick<TimeSavedReference, 'jobPosition' | 'supplier'>;

export const noReference: TimeSavedReferenceChoice = { jobPosition: null, supplier: null };

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
