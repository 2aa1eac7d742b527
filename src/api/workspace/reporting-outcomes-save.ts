/**
 * What a change of the team's status → outcome mapping may name (`PUT /api/reporting-outcomes`), checked
 * by the server: a module of its own, so that the pages that only read the mapping do not download it.
 */
import { reportingOutcomes } from '../spec-gaps';
import { z } from '../zod';
import { statusKey } from './reporting-outcomes';

/** How many statuses a mapping may name: far more than any service has. */
export const maxMappedStatuses = 200;

/** Why a status cannot be named so, or `undefined` when it can. */
function statusProblem(status: string): string | undefined {
  if (status.length === 0 || status.length > 64) return 'A status is 1 to 64 characters.';
  if (status !== statusKey(status)) return 'A status is written in capitals, without spaces around it.';
  return undefined;
}

export const outcomeMappingSchema = z
  .record(z.string(), z.enum(reportingOutcomes))
  .superRefine((mapping, context) => {
    const statuses = Object.keys(mapping);
    if (statuses.length > maxMappedStatuses)
      context.addIssue({ code: 'custom', message: `At most ${maxMappedStatuses} statuses.` });
    for (const status of statuses) {
      const message = statusProblem(status);
      if (message !== undefined) context.addIssue({ code: 'custom', path: [status], message });
    }
  });

/** `PUT /api/reporting-outcomes`: the whole mapping, and the version it was edited from (409 if it moved). */
export const reportingOutcomesSaveSchema = z.object({
  outcomes: outcomeMappingSchema,
  version: z.number().int().nonnegative(),
});
