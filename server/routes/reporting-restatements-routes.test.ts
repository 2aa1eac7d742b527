/**
 * Late ends of a sent period (issue 36) on a clock the test moves: an execution whose end the journal
 * learns after its period was counted becomes the period's restatement (found by the plans' loop, here a
 * second instance's), which an admin sends as a correction once, or dismisses; more late ends open it
 * again with what was not sent yet. Also: "Send now" sends a record kind the plan gained later alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../src/api/workspace/activity';
import type { ReportingPlan, ReportingSend } from '../../src/api/workspace/reporting-plans';
import { workspacePlanSends, type PlanSendsService } from '../services/plan-sends-service';
import type { ReportSender } from '../services/report-sender';
import { seedJournal } from '../testing/journal-seed';
import { dailyPlanOfIdea, saoPaulo, saveIdeaRobot } from '../testing/reporting-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';
import type { Workspace } from '../workspace';

const local = saoPaulo;
const june3 = '2030-06-03T03:00:00.000Z';
const june3End = '2030-06-04T03:00:00.000Z';
const plan = {
  ...dailyPlanOfIdea,
  records: ['rpa'],
  approval: false,
};
const zeroRpa = {
  successExecutions: 0,
  alertExecutions: 0,
  errorExecutions: 0,
  successExecutionTime: 0,
  alertExecutionTime: 0,
  errorExecutionTime: 0,
};

describe(`the restatements of late ends (${testStoreKind})`, () => {
  let now = local(4, 9);
  let calls: { kind: string; record: unknown }[];
  let workspace: Workspace;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  /** The plans' loop of another instance. */
  let loop: PlanSendsService;
  beforeEach(async () => {
    now = local(4, 9);
    calls = [];
    workspace = await testWorkspace(() => now);
    const send: ReportSender = (kind, record) => {
      calls.push({ kind, record });
      return Promise.resolve({ kind: 'sent' });
    };
    app = workspaceRoutesAlone(workspace, { now: () => now, send });
    loop = workspacePlanSends(workspace, send, () => now, 30_000);
    await saveIdeaRobot(workspace);
    await seedJournal(workspace.database.db, [
      { id: 'e1', robot: 'A', status: 'FINISHED', start: local(3, 10), end: local(3, 10, 2) },
      { id: 'e2', robot: 'A', status: 'FINISHED', start: local(3, 11), end: local(3, 11, 1) },
      { id: 'e3', robot: 'A', status: 'FAILED', start: local(3, 12), end: local(3, 12, 1) },
      // Still running as far as the journal knows when the 3rd is counted.
      { id: 'late1', robot: 'A', status: 'RUNNING', start: local(3, 22) },
      { id: 'late2', robot: 'A', status: 'RUNNING', start: local(3, 23) },
    ]);
  });
  const request = (method: string, path: string, body?: unknown, user = 'ana@example.test') =>
    app.request(path, {
      method,
      headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const createPlan = async (settings: object = {}) =>
    (await (await request('POST', '/reporting-plans', { ...plan, ...settings })).json()) as ReportingPlan;
  const sendNow = (id: string) => request('POST', `/reporting-plans/${id}/send`, { period: june3 });
  const sends = async () => (await (await request('GET', '/reporting-sends')).json()) as ReportingSend[];
  /** The journal learns, now, that an execution ended at `end` with `status`. */
  const learnEnd = (id: string, start: number, end: number, status = 'FINISHED') =>
    workspace.journalStore.recordResult(
      'RT1',
      id,
      { status, progress: 1, init: start, end, ended: true, returnValue: null, logs: [] },
      now,
    );

  it('keeps a late end as a restatement that an admin sends once, as the difference', async () => {
    const { id: planId } = await createPlan();
    const [sent] = (await (await sendNow(planId)).json()) as ReportingSend[];
    expect(sent).toMatchObject({ state: 'sent', restatement: null, correctionOf: null });
    const sentFigures = { ideaId: 31, ...zeroRpa, successExecutions: 2, successExecutionTime: 180 };
    expect(sent?.figures).toEqual({
      ...sentFigures,
      errorExecutions: 1,
      errorExecutionTime: 60,
      processedAt: june3End,
    });
    // Ends learned before the count are in the figures: nothing to restate.
    expect(await loop.restate(now)).toBe(0);

    // The next morning the journal learns that late1 ended at 23:30 on the 3rd (90 minutes).
    now = local(5, 8);
    await learnEnd('late1', local(3, 22), local(3, 23, 30));
    expect(await loop.restate(now)).toBe(1);
    const [restated] = await sends();
    expect(restated?.restatement).toEqual({
      figures: { ...sent?.figures, successExecutions: 3, successExecutionTime: 180 + 5400 },
      difference: { ...zeroRpa, successExecutions: 1, successExecutionTime: 5400 },
      executions: 1,
      lateExecutions: [{ computerId: 'RT1', executionId: 'late1' }],
      state: 'open',
      decidedBy: null,
      note: null,
    });
    // Never sent by itself.
    expect(calls).toHaveLength(1);

    expect((await request('POST', `/reporting-sends/${sent?.id}/correct`, {})).status).toBe(400);
    expect((await request('POST', '/reporting-sends/999999/correct', { note: 'x' })).status).toBe(404);
    // Two admins correct at once: one correction.
    const answers = await Promise.all([
      request('POST', `/reporting-sends/${sent?.id}/correct`, { note: ' late1 ended late ' }),
      request('POST', `/reporting-sends/${sent?.id}/correct`, { note: 'me too' }, 'bia@example.test'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const difference = {
      ideaId: 31,
      ...zeroRpa,
      successExecutions: 1,
      successExecutionTime: 5400,
      processedAt: june3End,
    };
    expect(calls.slice(1)).toEqual([{ kind: 'rpa', record: difference }]);
    const correction = (await answers.find((answer) => answer.status === 201)?.json()) as ReportingSend;
    expect(correction).toMatchObject({
      correctionOf: sent?.id,
      state: 'sent',
      figures: difference,
      executions: 1,
      periodStart: june3,
    });
    const conflict = (await answers.find((answer) => answer.status === 409)?.json()) as {
      current: ReportingSend;
    };
    expect(conflict.current.restatement?.state).toBe('corrected');

    // The list shows both: the correction, and the period's send with its restatement corrected.
    expect(await sends()).toMatchObject([
      { id: correction.id, correctionOf: sent?.id },
      {
        id: sent?.id,
        restatement: { state: 'corrected', decidedBy: correction.approvedBy, note: correction.note },
      },
    ]);
    expect(correction.note === 'late1 ended late' || correction.note === 'me too').toBe(true);
    const history = (await (await request('GET', '/reporting/history?form=rpa')).json()) as {
      items: unknown[];
    };
    expect(history.items[0]).toMatchObject({ outcome: 'sent', byPlan: true, payload: difference });
    const activity = (await (await request('GET', '/activity?action=report-send')).json()) as ActivityPage;
    expect(activity.items[0]?.details).toMatchObject({ correctionOf: sent?.id, outcome: 'sent' });
    expect((await request('POST', `/reporting-sends/${sent?.id}/correct`, { note: 'again' })).status).toBe(
      409,
    );
    expect(await loop.restate(now)).toBe(0);

    // Another late end: open again with only what was not sent yet.
    now = local(5, 10);
    await learnEnd('late2', local(3, 23), local(3, 23, 10), 'FAILED');
    expect(await loop.restate(now)).toBe(1);
    const [again] = (await sends()).filter((send) => send.id === sent?.id);
    expect(again?.restatement).toMatchObject({
      state: 'open',
      decidedBy: null,
      executions: 1,
      difference: { ...zeroRpa, errorExecutions: 1, errorExecutionTime: 600 },
      figures: {
        successExecutions: 3,
        successExecutionTime: 5580,
        errorExecutions: 2,
        errorExecutionTime: 660,
      },
      lateExecutions: [{ computerId: 'RT1', executionId: 'late2' }],
    });
  });

  it('restates a period sent after approval, lets an admin dismiss it, and opens it again for more', async () => {
    const { id: planId } = await createPlan({ approval: true });
    const [waiting] = (await (await sendNow(planId)).json()) as ReportingSend[];
    // Learned while the send waits: not sent yet, so nothing is restated.
    now = local(4, 10);
    await learnEnd('late1', local(3, 22), local(3, 22, 30));
    expect(await loop.restate(now)).toBe(0);
    now = local(4, 11);
    expect(await loop.restate(now)).toBe(0);

    // Approved as counted: the end learned after the count is a restatement once the period went.
    now = local(4, 12);
    await request('POST', `/reporting-sends/${waiting?.id}/approve`, {});
    expect(calls).toHaveLength(1);
    expect(await loop.restate(now)).toBe(1);
    const [restated] = await sends();
    expect(restated?.restatement).toMatchObject({ state: 'open', executions: 1 });

    expect((await request('POST', `/reporting-sends/${waiting?.id}/dismiss`, {})).status).toBe(400);
    const dismissed = await request('POST', `/reporting-sends/${waiting?.id}/dismiss`, {
      note: 'late1 was a test run',
    });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toMatchObject({
      restatement: { state: 'dismissed', decidedBy: 'ana@example.test', note: 'late1 was a test run' },
    });
    expect((await request('POST', `/reporting-sends/${waiting?.id}/dismiss`, { note: 'x' })).status).toBe(
      409,
    );
    const activity = (await (
      await request('GET', '/activity?action=report-restatement-dismiss')
    ).json()) as ActivityPage;
    expect(activity.items).toMatchObject([
      {
        target: 'rpa',
        details: { send: waiting?.id, idea: 31, period: june3, note: 'late1 was a test run' },
      },
    ]);
    // Nothing new: it stays dismissed, and nothing is sent.
    now = local(4, 13);
    expect(await loop.restate(now)).toBe(0);
    expect(calls).toHaveLength(1);

    // One more late end: open again, with all that was not sent (the dismissed one was not).
    await learnEnd('late2', local(3, 23), local(3, 23, 1));
    expect(await loop.restate(now)).toBe(1);
    const [reopened] = await sends();
    expect(reopened?.restatement).toMatchObject({
      state: 'open',
      executions: 2,
      difference: { successExecutions: 2, successExecutionTime: 1860 },
      decidedBy: null,
      note: null,
    });
  });

  it('"Send now" sends alone a record kind the plan gained after its period went', async () => {
    const created = await createPlan();
    expect((await (await sendNow(created.id)).json()) as ReportingSend[]).toMatchObject([{ kind: 'rpa' }]);
    await request('PATCH', `/reporting-plans/${created.id}`, {
      records: ['rpa', 'volumetry'],
      version: created.version,
    });
    const added = await sendNow(created.id);
    expect(added.status).toBe(201);
    expect((await added.json()) as ReportingSend[]).toMatchObject([{ kind: 'volumetry', state: 'sent' }]);
    expect(calls.map((call) => call.kind)).toEqual(['rpa', 'volumetry']);
    expect((await sendNow(created.id)).status).toBe(409);
  });
});
