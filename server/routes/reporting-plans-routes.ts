/**
 * `/api/reporting-plans` (reporting-plans-service.ts): a field the server refuses is named in a 400; an
 * edit from an old version is a 409 with the plan as it is now.
 */
import type { Context } from 'hono';
import { jsonError } from '../http-utils';
import type { ReportingSend } from '../../src/api/workspace/reporting-plans';
import type { DecisionOutcome, PlanSendsService } from '../services/plan-sends-service';
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

const noSend = () => jsonError(404, 'not-found', 'There is no send with this id.');

/** A send that is not where the decision needs it: 409 with the send as it is now. */
function notNow(c: Context, send: ReportingSend, message: string): Response {
  return c.json({ error: 'conflict', message, current: send }, 409);
}

function decisionAnswer(c: Context, outcome: DecisionOutcome, message: string): Response {
  switch (outcome.kind) {
    case 'done':
      return c.json(outcome.send);
    case 'no-send':
      return noSend();
    case 'invalid':
      return jsonError(400, 'invalid-request', outcome.message);
    case 'not-now':
      return notNow(c, outcome.send, message);
  }
}

export function serveReportingPlans(
  serve: ServeRoute,
  deps: { readonly reportingPlans: ReportingPlansService; readonly planSends: PlanSendsService },
): void {
  const plans = deps.reportingPlans;
  const { planSends } = deps;
  serve('sendReportingPeriod', async (c, { params, body }) => {
    const outcome = await planSends.sendNow(params.id, Date.parse(body.period), c.get('user'));
    switch (outcome.kind) {
      case 'sent':
        return c.json(outcome.sends, 201);
      case 'no-plan':
        return notFound();
      case 'invalid':
        return jsonError(400, 'invalid-request', outcome.message);
      case 'already':
        return c.json(
          {
            error: 'conflict',
            message: 'This period was sent, or put up for approval, before: it is never sent twice.',
            current: outcome.sends,
          },
          409,
        );
    }
  });
  serve('reportingSends', async (c, { query }) => c.json(await planSends.list(query)));
  serve('approveReportingSend', async (c, { params, body }) =>
    decisionAnswer(
      c,
      await planSends.approve(params.id, c.get('user'), body),
      'This send is not waiting for approval, nor failed: it was decided meanwhile.',
    ),
  );
  serve('rejectReportingSend', async (c, { params, body }) =>
    decisionAnswer(
      c,
      await planSends.reject(params.id, c.get('user'), body.note),
      'This send is not waiting for approval any more: it was decided meanwhile.',
    ),
  );
  const noRestatement =
    'This send has no open restatement: it was corrected or dismissed meanwhile, or has none.';
  serve('correctReportingSend', async (c, { params, body }) => {
    const outcome = await planSends.correct(params.id, c.get('user'), body.note);
    return outcome.kind === 'done' ? c.json(outcome.send, 201) : decisionAnswer(c, outcome, noRestatement);
  });
  serve('dismissReportingRestatement', async (c, { params, body }) =>
    decisionAnswer(c, await planSends.dismiss(params.id, c.get('user'), body.note), noRestatement),
  );
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
