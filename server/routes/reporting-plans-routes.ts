/**
 * `/api/reporting-plans` (reporting-plans-service.ts): a field the server refuses is named in a 400; an
 * edit from an old version is a 409 with the plan as it is now.
 */
import type { Context } from 'hono';
import { jsonError } from '../http-utils';
import type { PlanOutcome, ReportingPlansService } from '../services/reporting-plans-service';
import { conflictAnswer, type ServeRoute } from './route-helpers';

const notFound = () =>
  jsonError(404, 'not-found', 'There is no reporting plan with this id (it may have been deleted).');

function writeAnswer(c: Context, outcome: PlanOutcome, created: boolean): Response {
  switch (outcome.kind) {
    case 'saved':
      return c.json(outcome.plan, created ? 201 : 200);
    case 'invalid':
      return jsonError(400, 'invalid-request', `${outcome.field}: ${outcome.message}`);
    case 'conflict':
      return conflictAnswer(c, outcome.current, 'plan');
    case 'gone':
      return notFound();
  }
}

export function serveReportingPlans(
  serve: ServeRoute,
  deps: { readonly reportingPlans: ReportingPlansService },
): void {
  const plans = deps.reportingPlans;
  serve('reportingPlans', async (c) => c.json(await plans.list()));
  serve('createReportingPlan', async (c, { body }) =>
    writeAnswer(c, await plans.create(body, c.get('user')), true),
  );
  serve('reportingPlan', async (c, { params }) => {
    const plan = await plans.get(params.id);
    return plan === undefined ? notFound() : c.json(plan);
  });
  serve('updateReportingPlan', async (c, { params, body }) =>
    writeAnswer(c, await plans.patch(params.id, body, c.get('user')), false),
  );
  serve('deleteReportingPlan', async (c, { params }) =>
    (await plans.remove(params.id, c.get('user'))) ? c.body(null, 204) : notFound(),
  );
}
