/**
 * The activity log's contract: who did what, and the log's query and pages.
 */
import { z } from '../zod';
import { maxJournalPage, optionalInstant, optionalText, pageOffset } from './paging';

export const activityActions = [
  'sign-in',
  'sign-out',
  // Every session of a person ended at once: by themselves, or by an admin (docs/security.md).
  'sign-out-everywhere',
  'sessions-end',
  'run',
  'track',
  'delete',
  'catalog-save',
  'catalog-delete',
  'catalog-import',
  'report-send',
  // A reporting plan's restatement (late ends) an admin dismissed; a correction is a `report-send`.
  'report-restatement-dismiss',
  'moved-in',
  'schedule-create',
  'schedule-change',
  'schedule-pause',
  'schedule-resume',
  'schedule-delete',
  'no-run-day-save',
  'no-run-day-remove',
  // The watchdogs (docs/watchdogs.md): raised and resolved by the watchdog itself, the rest by an operator.
  'alert-raised',
  'alert-resolved',
  'alert-acknowledge',
  'watchdog-settings-save',
  // Which outcome of a reporting record each status counts as (reporting-outcomes.ts), an admin's.
  'reporting-outcomes-save',
  // The job position and supplier that price the time saved (time-saved-reference.ts), an admin's.
  'time-saved-reference-save',
  // Reporting plans (reporting-plans.ts): an admin's; the target is the idea id.
  'reporting-plan-create',
  'reporting-plan-change',
  'reporting-plan-delete',
  // Roles (docs/roles.md): an admin's change, or the server's ADMINS at a start.
  'role-change',
  // Personal API tokens (api-tokens.ts): made, revoked, and each change made with one.
  'api-token-create',
  'api-token-revoke',
  'api-token-use',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actor: z.string(),
  action: z.enum(activityActions),
  /** What it was about, in a few words: an execution, a catalog entry, a form. */
  target: z.string(),
  /** A few facts (never a password, token or key). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  actor: optionalText,
  action: z.array(z.enum(activityActions)).max(activityActions.length).default([]),
  from: optionalInstant,
  to: optionalInstant,
  q: z.string().trim().max(200).default(''),
  offset: pageOffset,
  limit: z.coerce.number().int().min(1).max(maxJournalPage).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({ items: z.array(activityEntrySchema), total: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;
