/**
 * Claiming fires: once per due instant whatever races, a schedule moved on to its next instant, a fire
 * left by a stopped instance taken over (run if never called, `unknown` if it was being called). On
 * PostgreSQL the racing claims are separate connections, as separate instances are. Purging them past
 * their retention without losing what a page or a rule still reads.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addFireRow, addScheduleRow } from '../testing/schedule-rows';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import type { WorkspaceDatabase } from './database';
import {
  scheduleFiresRepository,
  type Calendars,
  type DueInstant,
  type ScheduleFiresRepository,
} from './schedule-fires-repository';

const t0 = Date.UTC(2026, 5, 1, 10, 0);
const minute = 60_000;
const lease = 30_000;
/** Every schedule's calendar says the same of every instant. */
const calendar =
  (say: (dueAt: number) => DueInstant): Calendars =>
  (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, say])));
/** Every minute, on the minute. */
const everyMinute = calendar((dueAt) => ({ skipped: null, next: dueAt + minute }));

describe(`a schedule's fires (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let fires: ScheduleFiresRepository;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    fires = scheduleFiresRepository(database.db);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('webhook_outbox').execute();
    await database.db.deleteFrom('schedule_fires').execute();
    await database.db.deleteFrom('schedules').execute();
  });

  const addSchedule = (name: string, nextDueAt: number | null, paused = false) =>
    addScheduleRow(database.db, { name, nextDueAt, paused });

  const firesOf = (id: string) =>
    database.db
      .selectFrom('schedule_fires')
      .select(['due_at', 'state', 'reason'])
      .where('schedule_id', '=', id)
      .orderBy('due_at')
      .execute();
  const nextDue = async (id: string) =>
    (
      await database.db
        .selectFrom('schedules')
        .select('next_due_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).next_due_at?.getTime() ?? null;

  it('claims what is due once (paused too, to be recorded skipped), moves each on, leaves what is not due', async () => {
    const due = await addSchedule('due', t0);
    const later = await addSchedule('later', t0 + minute);
    const paused = await addSchedule('paused', t0, true);

    const claimed = await fires.claimDue('a', t0, lease, 100, everyMinute);
    expect(claimed.map((fire) => fire.scheduleId).toSorted()).toEqual([due, paused].toSorted());
    expect(claimed.every((fire) => fire.dueAt === t0)).toBe(true);
    expect(await nextDue(due)).toBe(t0 + minute);
    expect(await nextDue(later)).toBe(t0 + minute);
    // Claimed already: nothing more at the same instant.
    expect(await fires.claimDue('b', t0, lease, 100, everyMinute)).toEqual([]);
    expect(await firesOf(due)).toEqual([{ due_at: new Date(t0), state: 'claimed', reason: null }]);
  });

  it('gives each due fire to exactly one of several instances claiming at once', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => addSchedule(`s${i}`, t0)));
    const claims = await Promise.all(
      ['a', 'b', 'c'].map((instance) => fires.claimDue(instance, t0, lease, 100, everyMinute)),
    );
    const claimedIds = claims.flat().map((fire) => fire.scheduleId);
    expect(claimedIds.toSorted()).toEqual(ids.toSorted());
    const rows = await database.db.selectFrom('schedule_fires').select(['schedule_id', 'due_at']).execute();
    expect(rows).toHaveLength(20);
    for (const id of ids) expect(await nextDue(id)).toBe(t0 + minute);
  });

  it('records an instant the calendar skips as settled, and claims only the others', async () => {
    const id = await addSchedule('weekdays', t0);
    // The first instant falls on a day the calendar skips, the next one runs.
    const weekend = calendar((dueAt) => ({
      skipped: dueAt === t0 ? 'weekend' : null,
      next: dueAt + minute,
    }));
    const claimed = await fires.claimDue('a', t0 + minute, lease, 100, weekend);
    expect(claimed.map((fire) => fire.dueAt)).toEqual([t0 + minute]);
    expect(await firesOf(id)).toEqual([
      { due_at: new Date(t0), state: 'skipped', reason: 'calendar' },
      { due_at: new Date(t0 + minute), state: 'claimed', reason: null },
    ]);
  });

  it('writes every instant due by now after an outage, oldest first', async () => {
    const id = await addSchedule('every minute', t0);
    const claimed = await fires.claimDue('a', t0 + 3 * minute + 1, lease, 100, everyMinute);
    expect(claimed.map((fire) => fire.dueAt)).toEqual([t0, t0 + minute, t0 + 2 * minute, t0 + 3 * minute]);
    expect(await nextDue(id)).toBe(t0 + 4 * minute);
  });

  it('stops a schedule whose calendar has no next instant', async () => {
    const last = await addSchedule('last', t0);
    await fires.claimDue(
      'a',
      t0,
      lease,
      100,
      calendar(() => ({ skipped: null, next: null })),
    );
    expect(await nextDue(last)).toBeNull();
    expect(await fires.claimDue('a', t0 + 10 * minute, lease, 100, everyMinute)).toEqual([]);
  });

  it('hands a fire over when its instance stopped before calling, and never calls one twice', async () => {
    const never = await addSchedule('never called', t0);
    const during = await addSchedule('called', t0);
    const claimed = await fires.claimDue('a', t0, lease, 100, everyMinute);
    const fireOf = (id: string) => claimed.find((fire) => fire.scheduleId === id)?.fireId ?? -1;
    expect(await fires.startCalling([fireOf(during)], 'a', t0, lease)).toEqual(new Set([fireOf(during)]));

    // Instance a stops: nothing is taken over while its leases hold.
    expect(await fires.takeOverExpired('b', t0 + lease - 1, lease)).toEqual([]);
    const taken = await fires.takeOverExpired('b', t0 + lease, lease);
    // Taken over, it keeps the instant it was first claimed: how late it is counts to there.
    expect(taken).toEqual([{ fireId: fireOf(never), scheduleId: never, dueAt: t0, claimedAt: t0 }]);
    expect(await firesOf(during)).toEqual([
      {
        due_at: new Date(t0),
        state: 'unknown',
        reason: 'call-interrupted',
      },
    ]);

    // a, back, no longer holds either: it may neither call nor record.
    expect(await fires.startCalling([fireOf(never)], 'a', t0 + lease, lease)).toEqual(new Set());
    expect(await fires.finish(fireOf(during), 'a', t0 + lease, { state: 'started' })).toBe(false);
    // b does.
    expect(await fires.startCalling([fireOf(never)], 'b', t0 + lease, lease)).toEqual(
      new Set([fireOf(never)]),
    );
    const execution = { computerId: 'RUNTIME-01', executionId: 'exec-1' };
    expect(await fires.finish(fireOf(never), 'b', t0 + lease + 1, { state: 'started', execution })).toBe(
      true,
    );
    expect(await firesOf(never)).toEqual([{ due_at: new Date(t0), state: 'started', reason: null }]);
  });

  describe('past their retention', () => {
    const day = 24 * 3_600_000;
    /** Fires due before this are past the retention. */
    const before = t0 - 180 * day;
    /** An instant `days` days past the retention. */
    const old = (days: number) => before - days * day;
    const left = async () =>
      (
        await database.db
          .selectFrom('schedule_fires')
          .innerJoin('schedules', 'schedules.id', 'schedule_fires.schedule_id')
          .select(['schedules.name', 'schedule_fires.due_at', 'schedule_fires.state'])
          .orderBy('schedules.name')
          .orderBy('schedule_fires.due_at')
          .execute()
      ).map((row) => `${row.name} ${(row.due_at.getTime() - before) / day} ${row.state}`);

    it('forgets old settled fires, oldest first and a batch at a time, and keeps what is still read', async () => {
      const busy = await addSchedule('busy', null);
      await addFireRow(database.db, busy, { dueAt: old(9), state: 'started' });
      await addFireRow(database.db, busy, { dueAt: old(8), state: 'failed', announced: true });
      await addFireRow(database.db, busy, { dueAt: old(7), state: 'claimed' });
      await addFireRow(database.db, busy, { dueAt: old(6), state: 'calling' });
      await addFireRow(database.db, busy, { dueAt: old(5), state: 'missed', reason: 'caught-up' });
      await addFireRow(database.db, busy, { dueAt: before + day, state: 'started' });
      // Paused since a failure: its fires are skipped, and its alert lasts by the failure.
      const paused = await addSchedule('paused', null);
      await addFireRow(database.db, paused, { dueAt: old(4), state: 'started' });
      await addFireRow(database.db, paused, { dueAt: old(3), state: 'failed' });
      await addFireRow(database.db, paused, { dueAt: old(2), state: 'skipped', reason: 'paused' });
      await addFireRow(database.db, paused, { dueAt: old(1), state: 'skipped', reason: 'paused' });
      // Ended long ago: its last fire is what its row shows.
      const ended = await addSchedule('ended', null);
      await addFireRow(database.db, ended, { dueAt: old(2.5), state: 'skipped', reason: 'overlap' });
      await addFireRow(database.db, ended, { dueAt: old(1.5), state: 'started' });

      expect(await fires.purgeSettled(before, 3)).toBe(3);
      expect(await fires.purgeSettled(before, 3)).toBe(2);
      expect(await fires.purgeSettled(before, 3)).toBe(0);
      expect(await left()).toEqual([
        'busy -8 failed',
        'busy -7 claimed',
        'busy -6 calling',
        'busy 1 started',
        'ended -1.5 started',
        'paused -3 failed',
        'paused -1 skipped',
      ]);
    });

    it('keeps every fire of the retention, whatever its state', async () => {
      const recent = await addSchedule('recent', null);
      await addFireRow(database.db, recent, { dueAt: before, state: 'missed', reason: 'server-down' });
      await addFireRow(database.db, recent, { dueAt: before + day, state: 'skipped', reason: 'paused' });
      await addFireRow(database.db, recent, { dueAt: before + 2 * day, state: 'started' });
      expect(await fires.purgeSettled(before, 100)).toBe(0);
      expect(await left()).toHaveLength(3);
    });
  });
});
