/**
 * Field schemas shared by the RPA and volumetry forms besides the numbers (number-fields.ts): what to
 * type in an empty count, and the processing time, picked as local text and sent as an ISO UTC instant.
 */
import { z } from 'zod';
import { localInputMessages, parseLocalInput } from './local-date-time';

export const countEmpty = 'Enter a whole number (0 if there were none).';

/** A local date and time from a datetime-local input, sent as UTC with milliseconds and Z. */
export const processedAtField = z.string().transform((value, ctx) => {
  if (value.trim() === '') {
    ctx.addIssue({ code: 'custom', message: 'Enter when the figures were processed.' });
    return z.NEVER;
  }
  const result = parseLocalInput(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: localInputMessages[result.problem] });
    return z.NEVER;
  }
  return result.iso;
});
