/**
 * The team's status → outcome mapping (`/api/reporting-outcomes`): which outcome of an RPA record
 * (spec §2.8) each execution status counts as. One mapping for the whole team, kept by the server and
 * changed by an admin (logged), so that "Fill from the queue" in any browser and the records the console
 * sends by itself count the same way. A status it does not name counts as `defaultReportingOutcome`
 * (spec-gaps.ts) says.
 */
import {
  defaultReportingOutcome,
  knownStatuses,
  reportingOutcomes,
  type ReportingOutcome,
} from '../spec-gaps';
import { z } from '../zod';

/** A status as the mapping names it: trimmed, in capitals (the service's statuses are compared so). */
export const statusKey = (status: string): string => status.trim().toUpperCase();

export type OutcomeMapping = Readonly<Record<string, ReportingOutcome>>;

/** The mapping as kept: every known status with its outcome, and who changed it last (none: the defaults). */
export const reportingOutcomesSchema = z.object({
  outcomes: z.record(z.string(), z.enum(reportingOutcomes)),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type ReportingOutcomes = z.infer<typeof reportingOutcomesSchema>;

/** Every status the console knows, with its default outcome. */
export const defaultOutcomeMapping: OutcomeMapping = Object.fromEntries(
  Object.keys(knownStatuses).map((status) => [status, defaultReportingOutcome(status)]),
);

/** The outcome a status counts as under a mapping: the mapping's word, or the default. */
export function outcomeOf(status: string, mapping: OutcomeMapping): ReportingOutcome {
  return mapping[statusKey(status)] ?? defaultReportingOutcome(status);
}
