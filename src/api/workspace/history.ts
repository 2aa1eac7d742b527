/**
 * The reporting history's contract: each send of a report form, and the history's query and pages.
 */
import { z } from '../zod';
import type { EndpointName } from '../endpoints';
import { maxJournalPage, pageOffset } from './paging';

export const reportForms = ['suppliers', 'job-positions', 'rpa', 'volumetry'] as const;
export const reportFormSchema = z.enum(reportForms);
export type ReportForm = z.infer<typeof reportFormSchema>;

/** The endpoint each form sends its records to. */
export const reportFormEndpoints = {
  rpa: 'rpaRecord',
  volumetry: 'volumetryRecord',
  suppliers: 'supplier',
  'job-positions': 'jobPosition',
} as const satisfies Record<ReportForm, EndpointName>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  form: reportFormSchema,
  sentAt: z.number(),
  sentBy: z.string(),
  /** The body sent, exactly; each form reads it with its own schema. */
  payload: z.unknown(),
  outcome: z.enum(['sent', 'failed']),
  /** The service's answer when it accepted the record. */
  answer: z.unknown(),
  /** Our English words for why it failed (never the service's own text), for logs and API callers. */
  error: z.string().nullable(),
  /**
   * Why it failed as the server's error code (`upstream-failed` …) and the HTTP status the browser got,
   * for the console to say in the operator's language; null for a send recorded before these were kept,
   * which only has `error`.
   */
  errorCode: z.string().nullable(),
  errorStatus: z.number().int().nullable(),
  /** Sent by a reporting plan (issue 36); `sentBy` asked for it ("plan" when it went by itself). */
  byPlan: z.boolean(),
  approvedBy: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The JSON text of one record, as the history's `payload` filter takes it. */
const recordJsonSchema = z
  .string()
  .max(4_000)
  .refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, 'Expected the JSON of one record.');

export const historyQuerySchema = z.object({
  form: reportFormSchema,
  /** Only the sends that ended this way. */
  outcome: z.enum(['sent', 'failed']).optional(),
  /**
   * Only the sends of exactly this record (its JSON, compared field by field whatever the order): asks
   * whether the same RPA or volumetry figures were already sent, since the service counts them twice.
   */
  payload: recordJsonSchema.optional(),
  offset: pageOffset,
  limit: z.coerce.number().int().min(1).max(maxJournalPage).default(50),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), total: z.number().int() });
export type HistoryPage = z.infer<typeof historyPageSchema>;
