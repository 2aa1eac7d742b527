/**
 * The team's reference for the time saved's value (`/api/time-saved-reference`, issue 36): one of the
 * job positions it sent to the analytics product, and optionally one of the suppliers it sent, each
 * named as sent (title, name). Their hourly values are never kept here: the value reads them from the
 * latest successful send of that name, so a position sent again with a new value counts at once.
 * Set by an admin from the version read (409 after someone else's save), read by everyone.
 */
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
