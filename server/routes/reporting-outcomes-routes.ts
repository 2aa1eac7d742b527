/**
 * `/api/reporting-outcomes`: the team's status → outcome mapping (reporting-outcomes-service.ts). Saved
 * from an old version: 409 with the mapping as it is now.
 */
import { jsonError } from '../http-utils';
import type { ReportingOutcomesService } from '../services/reporting-outcomes-service';
import { conflictAnswer, type ServeRoute } from './route-helpers';

export function serveReportingOutcomes(
  serve: ServeRoute,
  deps: { readonly reportingOutcomes: ReportingOutcomesService },
): void {
  const { reportingOutcomes } = deps;
  serve('reportingOutcomes', async (c) => c.json(await reportingOutcomes.get()));
  serve('saveReportingOutcomes', async (c, { body }) => {
    const outcome = await reportingOutcomes.save(body.outcomes, body.version, c.get('user'));
    if (outcome.kind === 'saved') return c.json(outcome.outcomes);
    const { current } = outcome;
    // Never saved, so there was no such version to edit from: the request is wrong, not late.
    if (current.updatedBy === null || current.updatedAt === null) {
      return jsonError(
        400,
        'invalid-request',
        'version: the mapping was never saved; edit it from version 0.',
      );
    }
    return conflictAnswer(
      c,
      { ...current, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
      'settings',
    );
  });
}
