/**
 * `/api/reporting-outcomes`: the team's status → outcome mapping (reporting-outcomes-service.ts). Saved
 * from an old version: 409 with the mapping as it is now.
 */
import type { ReportingOutcomesService } from '../services/reporting-outcomes-service';
import { settingConflictAnswer, type ServeRoute } from './route-helpers';

export function serveReportingOutcomes(
  serve: ServeRoute,
  deps: { readonly reportingOutcomes: ReportingOutcomesService },
): void {
  const { reportingOutcomes } = deps;
  serve('reportingOutcomes', async (c) => c.json(await reportingOutcomes.get()));
  serve('saveReportingOutcomes', async (c, { body }) => {
    const outcome = await reportingOutcomes.save(body.outcomes, body.version, c.get('user'));
    if (outcome.kind === 'saved') return c.json(outcome.outcomes);
    return settingConflictAnswer(c, outcome.current, 'the mapping was');
  });
}
