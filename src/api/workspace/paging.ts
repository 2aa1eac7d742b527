/**
 * What the workspace's list queries share: a page's size, and the optional text and instant filters.
 */
import { z } from '../zod';
import { textLimits } from '../limits';

export const maxJournalPage = 200;

export const optionalText = z
  .string()
  .trim()
  .max(textLimits.name * 2)
  .optional()
  .transform((value) => (value === '' ? undefined : value));
export const optionalInstant = z.coerce.number().int().nonnegative().optional();
