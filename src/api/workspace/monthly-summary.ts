/**
 * The monthly summary (`GET /api/overview/summary`, issue 36): for the people who read ROI rather than
 * queues, one row per idea of a calendar month in the operator's zone, counted by the database as the
 * overview counts (executions placed by their start): the executions by outcome, the robots' own hours,
 * the hours saved and what they are worth at the team's reference, and the documents processed.
 */
import { z } from '../zod';
import { zoneSchema } from './overview';
import { timeSavedValueSchema } from './time-saved-value';

export const monthlySummaryQuerySchema = z.object({
  /** The month, as `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM, e.g. 2026-11.'),
  zone: zoneSchema,
});
export type MonthlySummaryQuery = z.infer<typeof monthlySummaryQuerySchema>;

const count = z.number().int().nonnegative();

/** The figures of an idea, or of the whole month. */
export const summaryFiguresSchema = z.object({
  /** The ended executions by how they ended (spec-gaps.ts tones: `other` is cancelled or unknown). */
  executions: z.object({ success: count, alert: count, error: count, other: count }),
  /** The robots' own hours: the durations of the successful executions the time saved counts. */
  robotHours: z.number(),
  hoursSaved: z.number(),
  value: timeSavedValueSchema,
  /** The documents processed, by the robots that count them, and the executions whose count was unreadable. */
  documents: z.number().nonnegative(),
  documentsUnknown: count,
});
export type SummaryFigures = z.infer<typeof summaryFiguresSchema>;

export const monthlySummarySchema = z.object({
  month: z.string(),
  zone: z.string(),
  /** The month's first instant and the next month's, in the zone (Unix ms). */
  from: z.number(),
  to: z.number(),
  /** One row per idea, by idea id; `ideaId` null gathers the robots that name no idea. */
  ideas: z.array(
    summaryFiguresSchema.extend({ ideaId: z.number().int().nullable(), robots: z.array(z.string()) }),
  ),
  total: summaryFiguresSchema,
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;
