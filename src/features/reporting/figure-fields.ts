/**
 * Field schemas shared by the RPA and volumetry forms. They take what the inputs hold (a NumberInput
 * gives a number, or '' when empty; a datetime-local input gives text) and give what the spec sends:
 * whole numbers and an ISO 8601 UTC instant.
 */
import { z } from 'zod';
import { localInputMessages, parseLocalInput } from './local-date-time';

/** What a Mantine NumberInput holds. */
export type NumberInputValue = number | string;

/** A whole number of at least 0; `empty` says what to type when nothing was. */
export function wholeNumber(empty: string) {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: empty });
      return z.NEVER;
    }
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number.' });
      return z.NEVER;
    }
    if (number < 0) {
      ctx.addIssue({ code: 'custom', message: 'Cannot be negative.' });
      return z.NEVER;
    }
    // The spec types these fields integer (§2.8, §2.9); a fraction is refused rather than rounded.
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a whole number.' });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', message: 'This number is too large.' });
      return z.NEVER;
    }
    return number;
  });
}

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
