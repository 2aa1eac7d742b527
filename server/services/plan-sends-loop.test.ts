/**
 * The reporting plans' loop on a clock the test moves (issue 36): a plan's period goes once when its send
 * is due, every period missed while no instance looked goes when one looks again, a paused plan sends
 * nothing, and a send left `sending` by a stopped instance becomes `unknown`, never sent again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportingPlanSettings } from '../../src/api/workspace/reporting-plans';
import { seedJournal } from '../testing/journal-seed';
import { dailyPlanOfIdea, saoPaulo, saveIdeaRobot } from '../testing/reporting-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { workspacePlanSends, type PlanSendsService } from './plan-sends-service';

const local = saoPaulo;
const settings: ReportingPlanSettings = {
  ...dailyPlanOfIdea,
  records: ['rpa'],
  approval: false,
  excludeManual: false,
  excludedRobots: [],
  sendZeros: true,
  paused: false,
  pauseNote: null,
};

describe(`the reporting plans' loop (${testStoreKind})`, () => {
  let now = local(3, 12);
  let workspace: Workspace;
  let sent: unknown[];
  let sends: PlanSendsService;
  beforeEach(async () => {
    now = local(3, 12);
    sent = [];
    workspace = await testWorkspace(() => now);
    sends = workspacePlanSends(
      workspace,
      (_kind, record) => {
        sent.push(record);
        return Promise.resolve({ kind: 'sent' });
      },
      () => now,
      30_000,
    );
    await saveIdeaRobot(workspace);
    await seedJournal(workspace.database.db, [
      { id: 'e1', robot: 'A', status: 'FINISHED', start: local(3, 10), end: local(3, 10, 2) },
      { id: 'e2', robot: 'A', status: 'FINISHED', start: local(4, 10), end: local(4, 10, 1) },
    ]);
  });
  const processedAt = (record: unknown) => (record as { processedAt: string }).processedAt;

  it('sends each period once when due, and every period missed once it looks again', async () => {
    await workspace.reportingPlans.create(settings, 'ana@example.test');
    expect(await sends.runDue(local(4, 0, 29))).toEqual({ prepared: 0, gaveUp: 0 });
    now = local(4, 0, 30);
    expect(await sends.runDue(now)).toEqual({ prepared: 1, gaveUp: 0 });
    expect(sent).toEqual([expect.objectContaining({ successExecutions: 1, successExecutionTime: 120 })]);
    expect(await sends.runDue(now)).toEqual({ prepared: 0, gaveUp: 0 });

    // No one looked for three days: the 4th, 5th and 6th go, each once, oldest first.
    now = local(7, 9);
    expect(await sends.runDue(now)).toEqual({ prepared: 3, gaveUp: 0 });
    expect(sent.map(processedAt)).toEqual([
      '2030-06-04T03:00:00.000Z',
      '2030-06-05T03:00:00.000Z',
      '2030-06-06T03:00:00.000Z',
      '2030-06-07T03:00:00.000Z',
    ]);
    expect(sent[1]).toMatchObject({ successExecutions: 1, successExecutionTime: 60 });
    expect(sent[2]).toMatchObject({ successExecutions: 0 });
    expect((await sends.list({ state: 'sent' })).map((send) => send.requestedBy)).toEqual(
      Array(4).fill('plan'),
    );
  });

  it('sends nothing for a paused plan, and gives a send left sending up as unknown', async () => {
    const created = await workspace.reportingPlans.create({ ...settings, paused: true }, 'ana@example.test');
    now = local(5, 9);
    expect(await sends.runDue(now)).toEqual({ prepared: 0, gaveUp: 0 });
    expect(sent).toEqual([]);

    // An instance kept the 3rd's record and stopped before its call came back.
    if (created.kind !== 'saved') throw new Error('the plan was not created');
    const [stuck] = await workspace.planSendStores.sends.create([
      {
        planId: created.plan.id,
        ideaId: 31,
        kind: 'rpa',
        periodStart: local(3, 0),
        periodEnd: local(4, 0),
        state: 'sending',
        figures: { ideaId: 31 },
        executions: 1,
        documentsUnknown: 0,
        requestedBy: 'plan',
        at: now,
      },
    ]);
    // Past both records' calls (30 s each) and a minute to write what came of them.
    expect(await sends.runDue(now + 120_000)).toEqual({ prepared: 0, gaveUp: 0 });
    expect(await sends.runDue(now + 120_001)).toEqual({ prepared: 0, gaveUp: 1 });
    expect(await workspace.planSendStores.sends.find(stuck?.id ?? 0)).toMatchObject({ state: 'unknown' });
    expect(sent).toEqual([]);
  });

  it("calls a period's second record after the first one's slow answer, never giving it up meanwhile", async () => {
    let looked: { prepared: number; gaveUp: number } | undefined;
    const slow = workspacePlanSends(
      workspace,
      async (kind, record) => {
        if (kind === 'rpa') {
          // The call takes its whole timeout and more; another instance looks meanwhile.
          now += 100_000;
          looked = await slow.runDue(now);
        }
        sent.push({ kind, record });
        return { kind: 'sent' };
      },
      () => now,
      30_000,
    );
    await workspace.reportingPlans.create({ ...settings, records: ['rpa', 'volumetry'] }, 'ana@example.test');
    now = local(4, 0, 30);
    expect(await slow.runDue(now)).toMatchObject({ gaveUp: 0 });
    // The other look finds the period kept (and keeps nothing again), and gives nothing up.
    expect(looked).toMatchObject({ gaveUp: 0 });
    expect(sent.map((call) => (call as { kind: string }).kind)).toEqual(['rpa', 'volumetry']);
    expect((await slow.list({})).map((send) => [send.kind, send.state])).toEqual([
      ['volumetry', 'sent'],
      ['rpa', 'sent'],
    ]);
  });
});
