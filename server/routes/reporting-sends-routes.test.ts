/**
 * The plans' sends through the routes (issue 36): "Send now" of a period that is over, approval with a
 * corrected figure and a note, rejection, a refused or unanswered call, and never a period twice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportingPlan, ReportingSend } from '../../src/api/workspace/reporting-plans';
import type { ReportSender, SendResult } from '../services/report-sender';
import { seedJournal } from '../testing/journal-seed';
import { dailyPlanOfIdea, saoPaulo, saveIdeaRobot } from '../testing/reporting-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { callsAs, workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const local = saoPaulo;
const june3 = '2030-06-03T03:00:00.000Z';
const plan = {
  ...dailyPlanOfIdea,
  records: ['rpa', 'volumetry'],
};

describe(`the reporting plans' sends (${testStoreKind})`, () => {
  let now = local(4, 9);
  let calls: { kind: string; record: unknown }[];
  let answer: SendResult;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    now = local(4, 9);
    calls = [];
    answer = { kind: 'sent' };
    const workspace = await testWorkspace(() => now);
    const send: ReportSender = (kind, record) => {
      calls.push({ kind, record });
      return Promise.resolve(answer);
    };
    app = workspaceRoutesAlone(workspace, { now: () => now, send });
    await saveIdeaRobot(workspace, { documentsFrom: 'execution' });
    await seedJournal(workspace.database.db, [
      { id: 'e1', robot: 'A', status: 'FINISHED', start: local(3, 10), end: local(3, 10, 2) },
      { id: 'e2', robot: 'A', status: 'FINISHED', start: local(3, 11), end: local(3, 11, 1) },
      { id: 'e3', robot: 'A', status: 'FAILED', start: local(3, 12), end: local(3, 12, 1) },
    ]);
  });
  const request = (method: string, path: string, body?: unknown) =>
    callsAs(app, 'ana@example.test')(method, path, body);
  const createPlan = async (settings: object = {}) =>
    ((await (await request('POST', '/reporting-plans', { ...plan, ...settings })).json()) as ReportingPlan)
      .id;
  const sendNow = (id: string, period = june3) => request('POST', `/reporting-plans/${id}/send`, { period });

  it('puts a period up for approval with its figures, sends the approved record once, as corrected', async () => {
    const id = await createPlan();
    const made = await sendNow(id);
    expect(made.status).toBe(201);
    const [rpa, volumetry] = (await made.json()) as ReportingSend[];
    expect(rpa).toMatchObject({
      kind: 'rpa',
      state: 'waiting',
      periodStart: june3,
      periodEnd: '2030-06-04T03:00:00.000Z',
      executions: 3,
      requestedBy: 'ana@example.test',
      figures: {
        ideaId: 31,
        successExecutions: 2,
        successExecutionTime: 180,
        alertExecutions: 0,
        errorExecutions: 1,
        errorExecutionTime: 60,
        processedAt: '2030-06-04T03:00:00.000Z',
      },
    });
    expect(volumetry).toMatchObject({
      kind: 'volumetry',
      state: 'waiting',
      figures: { successExecutions: 2, errorExecutions: 1 },
    });
    expect(calls).toEqual([]);
    expect((await sendNow(id)).status).toBe(409);

    // A correction needs a note; approved, exactly the corrected record goes, once.
    expect(
      (await request('POST', `/reporting-sends/${rpa?.id}/approve`, { figures: { errorExecutions: 0 } }))
        .status,
    ).toBe(400);
    const approved = await request('POST', `/reporting-sends/${rpa?.id}/approve`, {
      figures: { errorExecutions: 0, errorExecutionTime: 0 },
      note: 'e3 was a test run',
    });
    expect(await approved.json()).toMatchObject({
      state: 'sent',
      approvedBy: 'ana@example.test',
      note: 'e3 was a test run',
    });
    expect(calls).toEqual([
      { kind: 'rpa', record: { ...rpa?.figures, errorExecutions: 0, errorExecutionTime: 0 } },
    ]);
    expect((await request('POST', `/reporting-sends/${rpa?.id}/approve`, {})).status).toBe(409);
    expect(calls).toHaveLength(1);
    // In the reporting history beside the forms' sends: asked by Ana, sent by the plan she approved.
    const history = (await (await request('GET', '/reporting/history?form=rpa')).json()) as {
      items: unknown[];
    };
    expect(history.items).toMatchObject([
      {
        form: 'rpa',
        outcome: 'sent',
        sentBy: 'ana@example.test',
        byPlan: true,
        approvedBy: 'ana@example.test',
        payload: { errorExecutions: 0, successExecutions: 2 },
      },
    ]);

    const rejected = await request('POST', `/reporting-sends/${volumetry?.id}/reject`, {
      note: 'Counted by hand',
    });
    expect(await rejected.json()).toMatchObject({ state: 'rejected', note: 'Counted by hand' });
    expect(
      ((await (await request('GET', '/reporting-sends?state=rejected')).json()) as ReportingSend[]).map(
        (s) => s.id,
      ),
    ).toEqual([volumetry?.id]);
  });

  it('sends at once without approval; a refused send may go again, an unanswered one never', async () => {
    const id = await createPlan({ approval: false, records: ['rpa'], sendZeros: true });
    answer = { kind: 'failed', error: 'The reporting service refused the record (HTTP 500).' };
    const [failed] = (await (await sendNow(id)).json()) as ReportingSend[];
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'The reporting service refused the record (HTTP 500).',
    });
    answer = { kind: 'sent' };
    expect(await (await request('POST', `/reporting-sends/${failed?.id}/approve`, {})).json()).toMatchObject({
      state: 'sent',
    });
    expect(calls).toHaveLength(2);

    answer = { kind: 'unknown', error: 'The reporting service did not answer in time.' };
    const [unknown] = (await (await sendNow(id, '2030-06-02T03:00:00.000Z')).json()) as ReportingSend[];
    // Nothing ended on 2 June: the plan sends zeros.
    expect(unknown).toMatchObject({
      state: 'unknown',
      periodStart: '2030-06-02T03:00:00.000Z',
      executions: 0,
      figures: { successExecutions: 0, alertExecutions: 0, errorExecutions: 0, successExecutionTime: 0 },
    });
    expect(calls).toHaveLength(3);
    expect((await request('POST', `/reporting-sends/${unknown?.id}/approve`, {})).status).toBe(409);
    expect(calls).toHaveLength(3);
  });

  it('refuses a period that is not over or not one of the plan, and never keeps a period twice', async () => {
    const id = await createPlan();
    expect(await (await sendNow(id, '2030-06-04T03:00:00.000Z')).json()).toMatchObject({
      message: 'period: this day is not over yet.',
    });
    expect((await sendNow(id, '2030-06-03T00:00:00.000Z')).status).toBe(400);
    const answers = await Promise.all([sendNow(id), sendNow(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await (await request('GET', '/reporting-sends?ideaId=31')).json()) as unknown[]).toHaveLength(2);
  });
});
