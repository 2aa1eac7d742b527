/**
 * What the scheduler makes of each due fire, on the real fires table (both stores) and a clock the test
 * moves: the service's run call and the schedules' settings are the test's own.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduleFiresRepository } from '../storage/schedule-fires-repository';
import type { WorkspaceDatabase } from '../storage/database';
import { addFireRow, addScheduleRow } from '../testing/schedule-rows';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { recordingLogger } from '../testing/test-helpers';
import { createScheduler, type FiringSchedule, type RunAnswer } from './scheduler';

const t0 = Date.UTC(2026, 5, 1, 10, 0);
const minute = 60_000;

describe(`the scheduler (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('webhook_outbox').execute();
    await database.db.deleteFrom('schedule_fires').execute();
    await database.db.deleteFrom('schedules').execute();
  });

  /** One instance's scheduler, with the schedules' settings and the runs it calls. */
  function instance(
    name: string,
    world: {
      clock: { now: number };
      settings?: Partial<FiringSchedule>;
      unended?: boolean;
      token?: string | undefined;
      answer?: (call: number) => Promise<RunAnswer>;
      /** Called instead of answering the schedules' reading, which then never ends (an instance stopping). */
      stallLoad?: () => void;
      /** Schedules claimed and decided together (the scheduler's default otherwise). */
      batch?: number;
      /** Preparing the run calls fails (the database is unreachable a moment). */
      prepareFails?: boolean;
      fireRetentionMs?: number;
    },
  ) {
    const calls: { schedule: string; token: string; by: string }[] = [];
    const scheduler = createScheduler({
      instance: name,
      now: () => world.clock.now,
      fires: scheduleFiresRepository(database.db),
      schedules: {
        load: (ids) => {
          if (world.stallLoad !== undefined) {
            world.stallLoad();
            return new Promise(() => undefined);
          }
          return Promise.resolve(
            new Map(
              ids.map((id) => [
                id,
                {
                  id,
                  name: 'Invoices at seven',
                  owner: 'ana@example.test',
                  paused: false,
                  deleted: false,
                  secretsUnreadable: false,
                  overlap: 'skip' as const,
                  catchUpMinutes: 15,
                  target: {
                    runtimeId: 'RUNTIME-01',
                    robotId: 'invoice-bot',
                    apiVersion: 'v2' as const,
                    variables: [],
                  },
                  ...world.settings,
                },
              ]),
            ),
          );
        },
        calendars: (ids) =>
          Promise.resolve(
            new Map(ids.map((id) => [id, (dueAt: number) => ({ skipped: null, next: dueAt + minute })])),
          ),
        unended: (ids) => Promise.resolve(new Set(world.unended === true ? ids : [])),
      },
      prepare: (schedules, as) => {
        if (world.prepareFails === true) return Promise.reject(new Error('the database went away'));
        const token = as?.credential.token ?? ('token' in world ? world.token : 'runner-token');
        if (token === undefined) return Promise.resolve(new Map());
        return Promise.resolve(
          new Map(
            schedules.map((schedule) => [
              schedule.id,
              {
                send: async () => {
                  calls.push({ schedule: schedule.id, token, by: as?.username ?? schedule.owner });
                  const answer = await (world.answer?.(calls.length) ??
                    Promise.resolve({
                      kind: 'started' as const,
                      computerId: 'RUNTIME-01',
                      executionId: `exec-${calls.length}`,
                    }));
                  return { answer };
                },
              },
            ]),
          ),
        );
      },
      // What records a started run is schedule-runs.ts's, tested there.
      recordStarted: () => Promise.resolve(),
      leaseMs: 30_000,
      callTimeoutMs: 60_000,
      ...(world.batch === undefined ? {} : { batch: world.batch }),
      logger: recordingLogger(),
      ...(world.fireRetentionMs === undefined ? {} : { fireRetentionMs: world.fireRetentionMs }),
    });
    return { scheduler, calls };
  }

  /** The fires posted to the webhook (and the owner's notices), as [state, reason]. */
  const announced = () =>
    database.db
      .selectFrom('webhook_outbox')
      .innerJoin('schedule_fires', 'schedule_fires.id', 'webhook_outbox.fire_id')
      .select(['schedule_fires.state', 'schedule_fires.reason'])
      .orderBy('schedule_fires.due_at')
      .execute()
      .then((rows) => rows.map((row) => [row.state, row.reason]));

  const fires = () =>
    database.db
      .selectFrom('schedule_fires')
      .select(['due_at', 'state', 'reason', 'execution_id'])
      .orderBy('due_at')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, due_at: row.due_at.getTime() })));

  it('runs a due fire once, with the token it is given, and records the execution', async () => {
    const id = await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const clock = { now: t0 + 2_000 };
    const { scheduler, calls } = instance('a', { clock });
    await scheduler.tick();
    await scheduler.tick();
    expect(calls).toEqual([{ schedule: id, token: 'runner-token', by: 'ana@example.test' }]);
    expect(await fires()).toEqual([{ due_at: t0, state: 'started', reason: null, execution_id: 'exec-1' }]);
    expect(await announced()).toEqual([]);
  });

  it('after an outage runs the latest fire in the catch-up window once, and never runs older ones late', async () => {
    await addScheduleRow(database.db, { name: 'every minute', nextDueAt: t0 });
    // Down for 20 minutes: 21 fires due, 16 within the 15-minute window.
    const { scheduler, calls } = instance('a', { clock: { now: t0 + 20 * minute } });
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    const recorded = await fires();
    expect(recorded.filter((fire) => fire.state === 'started').map((fire) => fire.due_at)).toEqual([
      t0 + 20 * minute,
    ]);
    expect(recorded.filter((fire) => fire.reason === 'server-down').map((fire) => fire.due_at)).toEqual(
      [0, 1, 2, 3, 4].map((m) => t0 + m * minute),
    );
    expect(recorded.filter((fire) => fire.reason === 'caught-up')).toHaveLength(15);
    expect(recorded.at(-1)).toMatchObject({ state: 'started' });
    // The owner hears of the outage once, not of every minute of it nor of the ones the run stood for.
    expect(await announced()).toEqual([['missed', 'server-down']]);
  });

  it("runs a fire claimed within the loop's normal delay when the schedule catches nothing up (a window of 0)", async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const { scheduler, calls } = instance('a', {
      clock: { now: t0 + 2_000 },
      settings: { catchUpMinutes: 0 },
    });
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    expect(await fires()).toEqual([{ due_at: t0, state: 'started', reason: null, execution_id: 'exec-1' }]);
    expect(await announced()).toEqual([]);
  });

  it("misses a fire first claimed after the loop's normal delay when the schedule catches nothing up", async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    // Claimed a minute late: the fire of that minute is on time, the previous one is not.
    const { scheduler, calls } = instance('a', {
      clock: { now: t0 + minute },
      settings: { catchUpMinutes: 0 },
    });
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    expect(await fires()).toEqual([
      { due_at: t0, state: 'missed', reason: 'server-down', execution_id: null },
      { due_at: t0 + minute, state: 'started', reason: null, execution_id: 'exec-1' },
    ]);
  });

  it('runs a fire claimed on time by an instance that stopped before calling, taken over after the lease, within a 1-minute window', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const clock = { now: t0 + 1_000 };
    // Instance a claims the fire and stops before deciding it (its reading of the schedule never ends).
    let claimed = false;
    const a = instance('a', { clock, settings: { catchUpMinutes: 1 }, stallLoad: () => (claimed = true) });
    void a.scheduler.tick();
    await expect.poll(() => claimed).toBe(true);
    // Its 30-second lease runs out 31 s after the claim; b takes the fire over well over a minute after it was due.
    clock.now = t0 + 90_000;
    const b = instance('b', { clock, settings: { catchUpMinutes: 1 } });
    await b.scheduler.tick();
    // The fire a claimed, and the next minute's, claimed by b 30 s after it was due.
    expect(b.calls).toHaveLength(2);
    expect((await fires()).map(({ due_at, state }) => [due_at, state])).toEqual([
      [t0, 'started'],
      [t0 + minute, 'started'],
    ]);
    expect(await announced()).toEqual([]);
  });

  it.each([
    ['its previous run has not ended', { unended: true }, 'skipped', 'overlap'],
    ['it was paused after the fire was claimed', { settings: { paused: true } }, 'skipped', 'paused'],
    [
      'nobody is signed in and there is no runner account',
      { token: undefined },
      'missed',
      'no-one-signed-in',
    ],
  ] as const)('does not call the service when %s', async (_, world, state, reason) => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const { scheduler, calls } = instance('a', { clock: { now: t0 }, ...world });
    await scheduler.tick();
    expect(calls).toEqual([]);
    expect(await fires()).toEqual([{ due_at: t0, state, reason, execution_id: null }]);
    expect(await announced()).toEqual(state === 'missed' ? [['missed', reason]] : []);
  });

  it('runs anyway when its overlap is allowed', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const { scheduler, calls } = instance('a', {
      clock: { now: t0 },
      unended: true,
      settings: { overlap: 'allow' },
    });
    await scheduler.tick();
    expect(calls).toHaveLength(1);
  });

  it('records a run the service refused as failed, and announces it', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const { scheduler } = instance('a', {
      clock: { now: t0 },
      answer: () => Promise.resolve({ kind: 'refused', detail: 'upstream-conflict' }),
    });
    await scheduler.tick();
    expect(await fires()).toEqual([{ due_at: t0, state: 'failed', reason: 'refused', execution_id: null }]);
    expect(await announced()).toEqual([['failed', 'refused']]);
  });

  it('records a call that got no answer in time as unknown (the run may have started), and announces it', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const { scheduler, calls } = instance('a', {
      clock: { now: t0 },
      answer: () => Promise.resolve({ kind: 'no-answer', detail: 'upstream-timeout' }),
    });
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    expect(await fires()).toEqual([
      { due_at: t0, state: 'unknown', reason: 'no-answer', execution_id: null },
    ]);
    expect(await announced()).toEqual([['unknown', 'no-answer']]);
  });

  it('starts each fire once when three instances tick at the same moment', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => addScheduleRow(database.db, { name: `s${i}`, nextDueAt: t0 })),
    );
    const clock = { now: t0 };
    const instances = ['a', 'b', 'c'].map((name) => instance(name, { clock }));
    await Promise.all(instances.map(({ scheduler }) => scheduler.tick()));
    expect(instances.flatMap(({ calls }) => calls)).toHaveLength(10);
    expect((await fires()).map((fire) => fire.state)).toEqual(Array.from({ length: 10 }, () => 'started'));
  });

  it('keeps a slow call its own while the service may still answer, and records the run it started', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const clock = { now: t0 };
    let answer: (answer: RunAnswer) => void = () => undefined;
    const a = instance('a', { clock, answer: () => new Promise<RunAnswer>((resolve) => (answer = resolve)) });
    const ticked = a.scheduler.tick();
    await expect.poll(() => a.calls.length).toBe(1);
    // Past the 30 s claim, within the call's 60 s timeout: b must not take the call for an interrupted one.
    clock.now = t0 + 45_000;
    const b = instance('b', { clock });
    await b.scheduler.tick();
    expect(await fires()).toMatchObject([{ due_at: t0, state: 'calling' }]);
    answer({ kind: 'started', computerId: 'RUNTIME-01', executionId: 'exec-slow' });
    await ticked;
    expect(await fires()).toEqual([
      { due_at: t0, state: 'started', reason: null, execution_id: 'exec-slow' },
    ]);
    expect(await announced()).toEqual([]);
  });

  it('records each batch as its answers arrive, not once the whole tick is answered', async () => {
    await addScheduleRow(database.db, { name: 'first', nextDueAt: t0 });
    await addScheduleRow(database.db, { name: 'second', nextDueAt: t0 + 1 });
    let release: () => void = () => undefined;
    const { scheduler } = instance('a', {
      clock: { now: t0 + 1_000 },
      batch: 1,
      answer: (call) =>
        call === 1
          ? Promise.resolve({ kind: 'started', computerId: 'RUNTIME-01', executionId: 'exec-1' })
          : new Promise<RunAnswer>((resolve) => {
              release = () => resolve({ kind: 'started', computerId: 'RUNTIME-01', executionId: 'exec-2' });
            }),
    });
    const ticked = scheduler.tick();
    // The second call is still out: the first one's run is recorded already.
    await expect.poll(async () => (await fires()).map((fire) => fire.state)).toEqual(['started', 'calling']);
    release();
    await ticked;
    expect((await fires()).map((fire) => fire.execution_id)).toEqual(['exec-1', 'exec-2']);
  });

  it('leaves no fire behind when "Run now" fails before its call, for the loop to run later as someone else', async () => {
    const id = await addScheduleRow(database.db, { name: 'a', nextDueAt: null });
    const clock = { now: t0 };
    const a = instance('a', { clock, prepareFails: true });
    const as = {
      username: 'bia@example.test',
      credential: { token: 'bia-token', refused: () => Promise.resolve() },
    };
    await expect(a.scheduler.runNow(id, as)).rejects.toThrow('the database went away');
    expect(await fires()).toEqual([]);
    // Well past the claim's lease, another instance's loop finds nothing to take over.
    clock.now = t0 + 10 * minute;
    const b = instance('b', { clock });
    await b.scheduler.tick();
    expect(b.calls).toEqual([]);
  });

  it('never calls twice a fire whose instance stopped during the call, and says so', async () => {
    await addScheduleRow(database.db, { name: 'a', nextDueAt: t0 });
    const clock = { now: t0 };
    // Instance a calls and never hears back (killed mid-call).
    const a = instance('a', { clock, answer: () => new Promise<RunAnswer>(() => undefined) });
    void a.scheduler.tick();
    await expect.poll(() => a.calls.length).toBe(1);
    // Its claim outlives the call's timeout (60 s) by the lease (30 s): then b may say what became of it.
    clock.now = t0 + 90_000;
    const b = instance('b', { clock });
    await b.scheduler.tick();
    // b calls only the next minute's fire, due meanwhile.
    expect(b.calls).toHaveLength(1);
    expect(await fires()).toMatchObject([
      { due_at: t0, state: 'unknown', reason: 'call-interrupted' },
      { due_at: t0 + minute, state: 'started' },
    ]);
    expect(await announced()).toEqual([['unknown', 'call-interrupted']]);
  });

  it('forgets the settled fires past their retention after a tick, an hour apart by its clock', async () => {
    const day = 24 * 60 * minute;
    const id = await addScheduleRow(database.db, { name: 'a', nextDueAt: null });
    for (const daysAgo of [10, 9, 8]) {
      await addFireRow(database.db, id, { dueAt: t0 - daysAgo * day, state: 'started' });
    }
    const clock = { now: t0 };
    const { scheduler } = instance('a', { clock, fireRetentionMs: 7 * day });
    await scheduler.tick();
    // The latest is kept however old: the schedule's row shows it.
    expect((await fires()).map((fire) => fire.due_at)).toEqual([t0 - 8 * day]);

    // A newer fire makes it one to forget, at the next purge: an hour after the last one.
    await addFireRow(database.db, id, { dueAt: t0, state: 'started' });
    clock.now = t0 + 59 * minute;
    await scheduler.tick();
    expect((await fires()).map((fire) => fire.due_at)).toEqual([t0 - 8 * day, t0]);
    clock.now = t0 + 60 * minute;
    await scheduler.tick();
    expect((await fires()).map((fire) => fire.due_at)).toEqual([t0]);
  });
});
