/**
 * The watchdogs' rules about what already happened (a schedule's fires, a robot's ends) on a fake clock,
 * each on its own: raised once while the cause lasts, acknowledged or not; resolved when it goes; a new
 * alert when it comes back. And what holds for every rule: one turned off resolves its alerts, and the
 * database never keeps two unresolved alerts of one cause.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FireState } from '../storage/schema';
import { seedJournal } from '../testing/journal-seed';
import { addScheduleRow } from '../testing/schedule-rows';
import { testStoreKind } from '../testing/test-databases';
import { watchdogHarness, type WatchdogHarness } from '../testing/watchdog-harness';

const t0 = Date.UTC(2030, 5, 3, 9, 0);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe(`the watchdogs' rules about schedules and robots (${testStoreKind})`, () => {
  let w: WatchdogHarness;
  beforeEach(async () => {
    w = await watchdogHarness(t0);
  });

  async function fire(scheduleId: string, dueAt: number, state: FireState, reason: string | null = null) {
    await w.db
      .insertInto('schedule_fires')
      .values({
        schedule_id: scheduleId,
        due_at: new Date(dueAt),
        state,
        reason,
        claimed_by: null,
        claim_until: null,
        called_at: null,
        computer_id: null,
        execution_id: null,
        recorded_at: new Date(dueAt),
      })
      .execute();
  }

  it('raises a schedule whose fire went wrong until one of its fires starts a run', async () => {
    await w.rules({ scheduleFires: { enabled: true } });
    const id = await addScheduleRow(w.db, { name: 'Invoices at seven', nextDueAt: null });
    await fire(id, t0 - day, 'started');
    expect(await w.evaluate(t0)).toEqual([]);

    await fire(id, t0, 'failed', 'refused');
    expect(await w.evaluate(t0 + minute)).toEqual(['raised 1']);
    expect(await w.only()).toMatchObject({
      kind: 'schedule-fire',
      subject: {
        scheduleId: id,
        scheduleName: 'Invoices at seven',
        computerId: 'RUNTIME-01',
        robotId: 'invoice-bot',
      },
      facts: { state: 'failed', dueAt: t0 },
    });
    // The next fire missed too, one skipped, one caught up by a later one: still the same alert.
    await fire(id, t0 + day, 'missed', 'server-down');
    await fire(id, t0 + 2 * day, 'skipped', 'paused');
    await fire(id, t0 + 3 * day, 'missed', 'caught-up');
    expect(await w.evaluate(t0 + 3 * day)).toEqual([]);
    await w.acknowledge(1, t0 + 3 * day + minute, 'The runner account was locked');
    expect(await w.evaluate(t0 + 3 * day + 2 * minute)).toEqual([]);

    await fire(id, t0 + 4 * day, 'started');
    expect(await w.evaluate(t0 + 4 * day)).toEqual(['resolved 1']);
    // It goes wrong again: a new alert, which resolves when the schedule is deleted.
    await fire(id, t0 + 5 * day, 'unknown', 'call-interrupted');
    expect(await w.evaluate(t0 + 5 * day)).toEqual(['raised 2']);
    expect((await w.all())[1]).toMatchObject({ facts: { state: 'unknown', dueAt: t0 + 5 * day } });
    await w.db
      .updateTable('schedules')
      .set({ deleted_at: new Date(t0 + 5 * day) })
      .execute();
    expect(await w.evaluate(t0 + 5 * day + minute)).toEqual(['resolved 2']);
    expect(await w.logged()).toEqual([
      'alert-raised 1',
      'alert-resolved 1',
      'alert-raised 2',
      'alert-resolved 2',
    ]);
    expect(await w.posted()).toEqual([
      'alert.raised 1',
      'alert.resolved 1',
      'alert.raised 2',
      'alert.resolved 2',
    ]);
  });

  it('raises a robot whose last ends failed the rule’s number of times in a row, until one does not', async () => {
    await w.rules({ failures: { enabled: true, inARow: 3 } });
    const end = (id: string, at: number, status: string, robot = 'R1') =>
      seedJournal(w.db, [{ id, robot, start: at - 10 * minute, end: at, status }]);
    await end('OK', t0 - 4 * hour, 'SUCCESS');
    await end('F1', t0 - 3 * hour, 'ERROR');
    await end('F2', t0 - 2 * hour, 'FAILED');
    // Still queued or running: not an end, and no break in the row.
    await seedJournal(w.db, [{ id: 'NOW', start: t0 - hour, status: 'RUNNING' }]);
    // R2's failures are older than 30 days.
    for (const n of [1, 2, 3]) await end(`OLD-${n}`, t0 - (40 + n) * day, 'ERROR', 'R2');
    expect(await w.evaluate(t0)).toEqual([]);

    await end('F3', t0 + hour, 'error ');
    expect(await w.evaluate(t0 + hour)).toEqual(['raised 1']);
    expect(await w.only()).toMatchObject({
      kind: 'robot-failing',
      subject: { robotId: 'R1' },
      facts: { failures: 3 },
    });
    await end('F4', t0 + 2 * hour, 'FAILURE');
    expect(await w.evaluate(t0 + 2 * hour)).toEqual([]);
    await w.acknowledge(1, t0 + 2 * hour + minute);
    expect(await w.evaluate(t0 + 3 * hour)).toEqual([]);

    // Anything that ended without an error breaks the row.
    await end('STOPPED', t0 + 4 * hour, 'CANCELED');
    expect(await w.evaluate(t0 + 4 * hour)).toEqual(['resolved 1']);
    for (const n of [5, 6]) await end(`F${n}`, t0 + n * hour, 'ERROR');
    expect(await w.evaluate(t0 + 6 * hour)).toEqual([]);
    await end('F7', t0 + 7 * hour, 'ERROR');
    expect(await w.evaluate(t0 + 7 * hour)).toEqual(['raised 2']);
    expect(await w.logged()).toEqual(['alert-raised 1', 'alert-resolved 1', 'alert-raised 2']);
    expect(await w.posted()).toEqual(['alert.raised 1', 'alert.resolved 1', 'alert.raised 2']);
  });

  it('resolves the alerts of a rule turned off', async () => {
    await w.rules({ queued: { enabled: true, minutes: 15 } });
    await seedJournal(w.db, [{ id: 'Q1', start: t0, status: 'PENDENT' }]);
    expect(await w.evaluate(t0 + hour)).toEqual(['raised 1']);
    await w.rules({});
    expect(await w.evaluate(t0 + hour + minute)).toEqual(['resolved 1']);
    expect(await w.evaluate(t0 + 2 * hour)).toEqual([]);
  });

  it('keeps at most one unresolved alert per cause, whoever writes it', async () => {
    const alert = (resolvedAt: Date | null) => ({
      kind: 'runtime-down',
      cause_key: '["runtime-down", "RT1"]',
      subject: '{"computerId":"RT1"}',
      facts: '{"minutes":30}',
      raised_at: new Date(t0),
      resolved_at: resolvedAt,
    });
    await w.db.insertInto('alerts').values(alert(null)).execute();
    await expect(w.db.insertInto('alerts').values(alert(null)).execute()).rejects.toThrow(/unique/);
    // Once resolved, the same cause may be raised again.
    await w.db
      .updateTable('alerts')
      .set({ resolved_at: new Date(t0 + minute) })
      .execute();
    await w.db.insertInto('alerts').values(alert(null)).execute();
    expect(await w.db.selectFrom('alerts').select('resolved_at').orderBy('id').execute()).toEqual([
      { resolved_at: new Date(t0 + minute) },
      { resolved_at: null },
    ]);
  });
});
