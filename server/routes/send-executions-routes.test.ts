/**
 * The queue's filter to a send's executions (issue 36): `GET /api/executions?send=<id>` lists exactly the
 * executions the send's figures count, with its plan's filters, and nothing for an id of no send.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { JournalPage } from '../../src/api/workspace/journal';
import type { ReportingPlan, ReportingSend } from '../../src/api/workspace/reporting-plans';
import { seedJournal } from '../testing/journal-seed';
import { dailyPlanOfIdea, saoPaulo as local, saveIdeaRobot } from '../testing/reporting-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { callsAs, workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const june3 = '2030-06-03T03:00:00.000Z';
const schedule = '00000000-0000-4000-8000-000000000001';

describe(`the queue filtered to a send's executions (${testStoreKind})`, () => {
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    const now = local(4, 9);
    const workspace = await testWorkspace(() => now);
    app = workspaceRoutesAlone(workspace, { now: () => now });
    // A and T make idea 31 (T is the robot used for tests); C makes idea 32.
    await saveIdeaRobot(workspace);
    await saveIdeaRobot(workspace, { robotId: 'T', name: 'Invoices (test)' });
    await saveIdeaRobot(workspace, { robotId: 'C', name: 'Contracts', ideaId: 32 });
    const bySchedule = { robot: 'A', status: 'FINISHED', schedule } as const;
    await seedJournal(workspace.database.db, [
      { ...bySchedule, id: 'counted-1', start: local(3, 10), end: local(3, 10, 2) },
      { ...bySchedule, id: 'counted-2', status: 'FAILED', start: local(3, 12), end: local(3, 12, 1) },
      // Started the day before: it belongs to the day it ended in.
      { ...bySchedule, id: 'counted-3', start: local(2, 23, 50), end: local(3, 0, 10) },
      { ...bySchedule, id: 'next-day', start: local(3, 23, 50), end: local(4, 0, 10) },
      { ...bySchedule, id: 'deleted', start: local(3, 13), end: local(3, 13, 1), deleted: true },
      { ...bySchedule, id: 'other-idea', robot: 'C', start: local(3, 14), end: local(3, 14, 1) },
      { ...bySchedule, id: 'test-robot', robot: 'T', start: local(3, 15), end: local(3, 15, 1) },
      { id: 'by-hand', robot: 'A', status: 'FINISHED', start: local(3, 16), end: local(3, 16, 1) },
    ]);
  });
  const request = (method: string, path: string, body?: unknown) =>
    callsAs(app, 'ana@example.test')(method, path, body);
  const waitingSend = async () => {
    const made = await request('POST', '/reporting-plans', {
      ...dailyPlanOfIdea,
      records: ['rpa'],
      excludeManual: true,
      excludedRobots: ['T'],
    });
    const plan = (await made.json()) as ReportingPlan;
    const [send] = (await (
      await request('POST', `/reporting-plans/${plan.id}/send`, { period: june3 })
    ).json()) as ReportingSend[];
    if (send === undefined) throw new Error('The period was not put up for approval.');
    return { plan, send };
  };
  const listed = async (query: string) => {
    const answer = await request('GET', `/executions?${query}`);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as JournalPage;
    return { ids: page.items.map((item) => item.executionId).sort(), total: page.total };
  };

  it("lists exactly the executions the send's figures count, with its plan's filters", async () => {
    const { send } = await waitingSend();
    expect(send).toMatchObject({ state: 'waiting', executions: 3 });
    expect(await listed(`send=${send.id}`)).toEqual({
      ids: ['counted-1', 'counted-2', 'counted-3'],
      total: 3,
    });
    // Other filters still apply.
    expect(await listed(`send=${send.id}&status=FAILED`)).toEqual({ ids: ['counted-2'], total: 1 });
  });

  it('once its plan is deleted, counts the period with no filters of the plan', async () => {
    const { plan, send } = await waitingSend();
    expect((await request('DELETE', `/reporting-plans/${plan.id}`)).status).toBe(204);
    expect((await listed(`send=${send.id}`)).ids).toEqual([
      'by-hand',
      'counted-1',
      'counted-2',
      'counted-3',
      'test-robot',
    ]);
  });

  it('lists nothing for an id of no send, and refuses one that is not an id', async () => {
    expect(await listed('send=999')).toEqual({ ids: [], total: 0 });
    const refused = await request('GET', '/executions?send=0');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^send: /);
  });
});
