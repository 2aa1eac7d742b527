/**
 * The identifying name of a supplier or a job position: the only free text reporting sends. Trimmed,
 * required, and held to the limit the server's proxy also holds it to (limits.ts, via the endpoint's
 * row), so that a pasted page of text is refused here, in the operator's words, before it is sent.
 */
import { z } from '@/api/zod';
import type { Translate } from '@/i18n/i18n-provider';

export function nameField(max: number, missing: string, t: Translate) {
  return z
    .string()
    .trim()
    .min(1, missing)
    .max(max, {
      error: (issue) =>
        t('reporting.text.tooLong', {
          max,
          length: typeof issue.input === 'string' ? issue.input.length : max + 1,
        }),
    });
}
