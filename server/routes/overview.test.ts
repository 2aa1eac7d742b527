import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Overview } from '../../src/api/workspace/overview';
import type { WorkspaceDatabase } from '../storage/database';
import { seedJournal, type JournalSeed } from '../testing/journal-seed';
import { addScheduleRow } from '../testing/schedule-rows';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { testSessionSecret } from '../testing/test-helpers';
import { openWorkspace } from '../workspace';
import { catalogRepository } from '../storage/catalog-repository';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

// Saturday 1 June 2030, 00:00 UTC: the period's start in every test.
const t0 = Date.UTC(2030, 5, 1);
const minute = 60_000;
const hour = 60 * minute;
const at = (h: number, m = 0) => t0 + h * hour + m * minute;

/**
 * The journal of the tests, with what each execution is expected to count as:
 * R1 on RT1: 10 and 30 minutes, both SUCCESS, in the 01:00 bar; R1 on RT2: 20 minutes FAILED (02:00);
 * R2: 1 minute ALERT (02:00), then CANCELED with no readable end (03:00), a deleted one (never counted);
 * right now: R1 RUNNING (04:00), PENDENT (04:10), one not read yet (06:00), one given up on (05:00,
 * "other"), and one RUNNING since before the period (counted as running now, not in the period).
 */
const journal: readonly JournalSeed[] = [
  { id: 'A1', start: at(1, 10), end: at(1, 20), status: 'SUCCESS' },
  { id: 'A2', start: at(1, 30), end: at(2), status: 'Success ' },
  { id: 'A3', runtime: 'RT2', start: at(2, 5), end: at(2, 25), status: 'FAILED' },
  { id: 'A4', robot: 'R2', start: at(2, 30), end: at(2, 31), status: 'ALERT' },
  { id: 'A5', robot: 'R2', start: at(3), end: null, ended: true, status: 'CANCELED' },
  { id: 'A6', robot: 'R2', start: at(3, 30), status: 'PENDENT', deleted: true },
  { id: 'A7', start: at(4), status: 'RUNNING' },
  { id: 'A8', start: at(4, 10), status: 'PENDENT' },
  { id: 'A9', start: at(5), status: 'RUNNING', lost: true },
  { id: 'A10', start: at(6), status: null },
  { id: 'A11', start: at(-2), status: 'RUNNING' },
  { id: 'A12', start: at(-1), end: at(-1, 5), status: 'ERROR' },
];

describe(`the overview's figures (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    const workspace = await openWorkspace(database, testSessionSecret, () => t0);
    app = workspaceRoutesAlone(workspace, { now: () => t0, user: () => 'ana@example.test' });
  });
  beforeEach(async () => {
    await database.db.deleteFrom('schedule_fires').execute();
    await database.db.deleteFrom('schedules').execute();
    await database.db.deleteFrom('executions').execute();
    await seedJournal(database.db, journal);
  });

  async function overview(query: string): Promise<Overview> {
    const answer = await app.request(`/overview?${query}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Overview;
  }
  const day = `from=${t0}&to=${t0 + 24 * hour}`;

  it('counts a day by the hour and outcome, with the success rate of what ended', async () => {
    const figures = await overview(day);
    expect(figures.bucket).toBe('hour');
    expect(figures.bars).toHaveLength(24);
    expect(figures.bars[0]).toMatchObject({ from: t0, to: at(1) });
    const nonEmpty = figures.bars
      .map((bar, index) => ({ index, counts: bar.counts }))
      .filter(({ counts }) => Object.values(counts).some((n) => n > 0));
    expect(nonEmpty).toEqual([
      { index: 1, counts: { success: 2, alert: 0, error: 0, other: 0, active: 0 } },
      { index: 2, counts: { success: 0, alert: 1, error: 1, other: 0, active: 0 } },
      { index: 3, counts: { success: 0, alert: 0, error: 0, other: 1, active: 0 } },
      { index: 4, counts: { success: 0, alert: 0, error: 0, other: 0, active: 2 } },
      { index: 5, counts: { success: 0, alert: 0, error: 0, other: 1, active: 0 } },
      { index: 6, counts: { success: 0, alert: 0, error: 0, other: 0, active: 1 } },
    ]);
    // A1, A2, A3, A4, A5 ended; A1 and A2 succeeded.
    expect(figures).toMatchObject({ ended: 5, succeeded: 2 });
  });

  it("gives each robot's p50 and p95 over its timed ends, and the p50 of each bar as its trend", async () => {
    const figures = await overview(day);
    expect(figures.robots).toEqual([
      {
        robotId: 'R1',
        executions: 3,
        // 10, 20 and 30 minutes: the middle one, and 20 + 0.9 × 10 (interpolated at 0.95 × 2).
        p50Ms: 20 * minute,
        p95Ms: 29 * minute,
        trend: [
          { from: at(1), p50Ms: 20 * minute },
          { from: at(2), p50Ms: 20 * minute },
        ],
      },
      { robotId: 'R2', executions: 1, p50Ms: minute, p95Ms: minute, trend: [{ from: at(2), p50Ms: minute }] },
    ]);
  });

  it('counts what is queued and running now, whenever it started', async () => {
    expect((await overview(day)).now).toEqual({ queued: 2, running: 2 });
    expect((await overview(`${day}&robot=R2`)).now).toEqual({ queued: 0, running: 0 });
  });

  it('narrows every figure to one Runtime or one robot', async () => {
    const rt2 = await overview(`${day}&runtime=RT2`);
    expect(rt2).toMatchObject({ ended: 1, succeeded: 0, now: { queued: 0, running: 0 } });
    expect(rt2.bars[2]?.counts).toMatchObject({ error: 1 });
    expect(rt2.robots.map((robot) => [robot.robotId, robot.p50Ms])).toEqual([['R1', 20 * minute]]);
    const r2 = await overview(`${day}&robot=R2`);
    expect(r2).toMatchObject({ ended: 2, succeeded: 0 });
  });

  it("draws a longer period by the day, in the operator's time zone", async () => {
    const figures = await overview(`from=${t0}&to=${t0 + 3 * 24 * hour}&zone=America/Sao_Paulo`);
    expect(figures.bucket).toBe('day');
    // São Paulo is 3 h behind UTC: its days begin at 03:00 UTC; the first bar is clipped to the period.
    expect(figures.bars.map((bar) => [bar.from, bar.to])).toEqual([
      [t0, at(3)],
      [at(3), at(27)],
      [at(27), at(51)],
      [at(51), at(72)],
    ]);
    expect(figures.bars[0]?.counts).toEqual({ success: 2, alert: 1, error: 1, other: 0, active: 0 });
    expect(figures.bars[1]?.counts).toEqual({ success: 0, alert: 0, error: 0, other: 2, active: 3 });
  });

  it("lists the schedules' next fires and the period's missed or failed ones", async () => {
    const soon = await addScheduleRow(database.db, { name: 'Invoices', nextDueAt: at(25) });
    await addScheduleRow(database.db, { name: 'Paused', nextDueAt: at(24), paused: true });
    const later = await addScheduleRow(database.db, { name: 'Payroll', nextDueAt: at(30) });
    const fire = (schedule: string, due: number, state: 'missed' | 'failed' | 'started') => ({
      schedule_id: schedule,
      due_at: new Date(due),
      state,
      reason: null,
      claimed_by: null,
      claim_until: null,
      called_at: null,
      computer_id: null,
      execution_id: null,
      recorded_at: new Date(due),
    });
    await database.db
      .insertInto('schedule_fires')
      .values([
        fire(soon, at(7), 'missed'),
        fire(later, at(8), 'failed'),
        fire(later, at(9), 'started'),
        fire(later, at(-3), 'failed'),
      ])
      .execute();
    const figures = await overview(day);
    expect(figures.nextFires).toEqual([
      { scheduleId: soon, name: 'Invoices', robotId: 'invoice-bot', dueAt: at(25) },
      { scheduleId: later, name: 'Payroll', robotId: 'invoice-bot', dueAt: at(30) },
    ]);
    expect(figures.troubledFires).toEqual([
      { scheduleId: later, name: 'Payroll', dueAt: at(8), state: 'failed' },
      { scheduleId: soon, name: 'Invoices', dueAt: at(7), state: 'missed' },
    ]);
    expect(figures.troubledFireCount).toBe(2);
    expect((await overview(`${day}&robot=R1`)).nextFires).toEqual([]);
  });

  it("shows the time saved: successful executions, or their documents, times each robot's minutes", async () => {
    const catalog = catalogRepository(database.db);
    const who = { by: 'ana@example.test', at: t0 };
    await database.db.deleteFrom('catalog_robots').execute();
    // R1 is done by hand in 6 minutes an execution; R2 counts documents, 1.5 minutes each; R3 says no minutes.
    await catalog.saveRobot(
      { robotId: 'R1', name: 'R1', description: '', variables: [], manualMinutes: 6 },
      undefined,
      who,
    );
    await catalog.saveRobot(
      {
        robotId: 'R2',
        name: 'R2',
        description: '',
        variables: [],
        documentsFrom: 'items',
        manualMinutes: 1.5,
      },
      undefined,
      who,
    );
    await catalog.saveRobot({ robotId: 'R3', name: 'R3', description: '', variables: [] }, undefined, who);
    await seedJournal(database.db, [
      { id: 'D1', robot: 'R2', start: at(7), end: at(7, 1), status: 'SUCCESS', returnValue: { items: 30 } },
      { id: 'D2', robot: 'R2', start: at(8), end: at(8, 1), status: 'DONE', returnValue: { items: 'many' } },
      { id: 'D3', robot: 'R2', start: at(9), end: at(9, 1), status: 'FAILED', returnValue: { items: 50 } },
      { id: 'D4', robot: 'R3', start: at(9), end: at(9, 1), status: 'SUCCESS' },
    ]);
    // R1: A1 and A2 succeeded (A3 failed, A12 before the period): 2 × 6 min. R2: 30 documents × 1.5 min,
    // D2's count unreadable (left out and told), D3 failed.
    // Their own hours: A1 and A2 took 10 and 30 minutes, D1 one minute.
    expect((await overview(day)).timeSaved).toEqual({
      robots: [
        {
          robotId: 'R1',
          unit: 'executions',
          units: 2,
          unknown: 0,
          manualMinutes: 6,
          hours: 0.2,
          robotHours: 0.67,
        },
        {
          robotId: 'R2',
          unit: 'documents',
          units: 30,
          unknown: 1,
          manualMinutes: 1.5,
          hours: 0.75,
          robotHours: 0.02,
        },
      ],
      hours: 0.95,
      robotHours: 0.69,
      value: { state: 'no-reference' },
    });
    expect((await overview(`${day}&robot=R2`)).timeSaved.hours).toBe(0.75);
  });

  it('refuses a period that is backwards, too long, or in an unknown zone, in words', async () => {
    for (const query of [
      `from=${t0}&to=${t0}`,
      `from=${t0}&to=${t0 + 93 * 24 * hour}`,
      `${day}&zone=Mars/Olympus`,
      `to=${t0}`,
    ]) {
      const answer = await app.request(`/overview?${query}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid-request' });
    }
  });
});
