/**
 * What the RPA and volumetry forms share besides the numbers' reading (number-fields.ts): the processing
 * time, picked as local text and sent as an ISO UTC instant, and the fields of both.
 */
import { z } from '@/api/zod';
import type { Translate } from '@/i18n/i18n-provider';
import { ideaIdStore } from './idea-id';
import { localInputMessage, parseLocalInput, toLocalInput } from './local-date-time';
import { toWholeNumberInput } from './locale-number';

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

/** The counts of both forms (executions for RPA, documents for volumetry) and the RPA form's times. */
export const countFields = ['successExecutions', 'alertExecutions', 'errorExecutions'] as const;
export const timeFields = ['successExecutionTime', 'alertExecutionTime', 'errorExecutionTime'] as const;
export type FigureField = (typeof countFields)[number] | (typeof timeFields)[number];

/**
 * What the RPA and volumetry forms hold, as typed: one shape for both, the volumetry form showing the
 * counts only (its schema reads nothing else, so its times stay empty and are never sent).
 */
export type FiguresFormInput = Record<'ideaId' | FigureField | 'processedAt', string>;

/** Read when a form mounts: the remembered idea id, empty figures, and now as the processing time. */
export function figuresFormDefaults(now = new Date()): FiguresFormInput {
  const remembered = ideaIdStore.get();
  return {
    ideaId: remembered === null ? '' : toWholeNumberInput(remembered),
    successExecutions: '',
    alertExecutions: '',
    errorExecutions: '',
    successExecutionTime: '',
    alertExecutionTime: '',
    errorExecutionTime: '',
    processedAt: toLocalInput(now),
  };
}
