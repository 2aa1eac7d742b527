/**
 * The field schema the RPA and volumetry forms share besides the numbers (number-fields.ts): the
 * processing time, picked as local text and sent as an ISO UTC instant.
 */
import { z } from '@/api/zod';
import type { Translate } from '@/i18n/i18n-provider';
import { localInputMessage, parseLocalInput } from './local-date-time';

/** A local date and time from a datetime-local input, sent as UTC with milliseconds and Z. */
export function processedAtField(t: Translate) {
  return z.string().transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: t('reporting.processedAt.missing') });
      return z.NEVER;
    }
    const result = parseLocalInput(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: localInputMessage(result.problem, t) });
      return z.NEVER;
    }
    return result.iso;
  });
}
