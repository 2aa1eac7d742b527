/**
 * What the workspace's list queries share: a page's size, and the optional text and instant filters.
 */
import { z } from '../zod';
import { readLimits, textLimits } from '../limits';

export const maxJournalPage = 200;

/** Where a list's page starts (the queue, the activity log, the reporting history): the first row is 0. */
export const pageOffset = z.coerce
  .number()
  .int()
  .min(0)
  .max(
    readLimits.offset,
    `at most ${readLimits.offset.toLocaleString('en')}: narrow the filters to reach rows further on.`,
  )
  .default(0);

export const optionalText = z
  .string()
  .trim()
  .max(textLimits.name * 2)
  .optional()
  .transform((value) => (value === '' ? undefined : value));
export const optionalInstant = z.coerce.number().int().nonnegative().optional();
