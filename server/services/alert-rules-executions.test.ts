/**
 * The watchdogs' rules about executions and Runtimes on a fake clock, each on its own: an alert is raised
 * once however long its cause lasts, acknowledged or not; it resolves when the cause goes (logged and
 * posted once each); a cause that comes back is a new alert.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { seedJournal } from '../testing/journal-seed';
import { testStoreKind } from '../testing/test-databases';
import { watchdogHarness, type WatchdogHarness } from '../testing/watchdog-harness';

const t0 = Date.UTC(2030, 5, 3, 9, 0);
const minute = 60_000;
const day = 24 * 60 * minute;

describe(`the watchdogs' rules about executions (${testStoreKind})`, () => {
  let w: WatchdogHarness;
  beforeEach(async () => {
    w = await watchdogHarness(t0);
  });

  it('raises an execution queued too long once, acknowledged or not, and resolves it once it runs', async () => {
    await w.rules({ queued: { enabled: true, minutes: 15 } });
    // Entered the journal 5 s before `start` (journal-seed.ts); a status not read yet counts as queued.
    await seedJournal(w.db, [
      { id: 'Q1', start: t0, status: 'PENDENT' },
      { id: 'Q2', start: t0 + minute, status: null },
      { id: 'RUN', start: t0 - 60 * minute, status: 'RUNNING' },
      { id: 'GONE', start: t0 - 60 * minute, status: 'PENDENT', deleted: true },
      { id: 'LOST', start: t0 - 60 * minute, status: 'PENDENT', lost: true },
    ]);
    expect(await w.evaluate(t0 + 14 * minute)).toEqual([]);
    expect(await w.evaluate(t0 + 15 * minute)).toEqual(['raised 1']);
    expect(await w.evaluate(t0 + 16 * minute)).toEqual(['raised 2']);
    expect(await w.all()).toMatchObject([
      {
        id: 1,
        kind: 'queued-too-long',
        subject: { computerId: 'RT1', executionId: 'Q1', robotId: 'R1' },
        facts: { minutes: 15 },
        raisedAt: t0 + 15 * minute,
        resolvedAt: null,
      },
      { id: 2, subject: { executionId: 'Q2' }, facts: { minutes: 15 } },
    ]);
    expect(await w.evaluate(t0 + 60 * minute)).toEqual([]);

    await w.acknowledge(1, t0 + 61 * minute, 'Asked the Runtime team');
    expect((await w.workspace.alerts.list({ state: 'open', limit: 50 })).items.map((a) => a.id)).toEqual([2]);
    expect(await w.evaluate(t0 + 90 * minute)).toEqual([]);

    await w.execution('Q1', { status: 'RUNNING' });
    await w.execution('Q2', { deleted_at: new Date(t0 + 91 * minute), deleted_by: 'bia@example.test' });
    expect(await w.evaluate(t0 + 92 * minute)).toEqual(['resolved 1', 'resolved 2']);
    expect(await w.all()).toMatchObject([
      {
        id: 1,
        resolvedAt: t0 + 92 * minute,
        acknowledgedBy: 'bia@example.test',
        note: 'Asked the Runtime team',
      },
      { id: 2, resolvedAt: t0 + 92 * minute, acknowledgedAt: null },
    ]);
    expect(await w.evaluate(t0 + 120 * minute)).toEqual([]);
    expect(await w.logged()).toEqual([
      'alert-raised 1',
      'alert-raised 2',
      'alert-resolved 1',
      'alert-resolved 2',
    ]);
    expect(await w.posted()).toEqual([
      'alert.raised 1',
      'alert.raised 2',
      'alert.resolved 1',
      'alert.resolved 2',
    ]);
  });

  it("raises an execution running past its robot's p95 × factor or the fixed limit, and resolves it once it ends", async () => {
    await w.rules({ running: { enabled: true, p95Factor: 3, limitMinutes: null } });
    // R1's usual: five timed ends of 10 minutes in the last 30 days (an older, longer one does not count).
    await seedJournal(w.db, [
      ...[1, 2, 3, 4, 5].map((n) => ({
        id: `R1-${n}`,
        start: t0 - n * day,
        end: t0 - n * day + 10 * minute,
        status: 'SUCCESS',
      })),
      { id: 'R1-OLD', start: t0 - 40 * day, end: t0 - 39 * day, status: 'SUCCESS' },
      { id: 'LONG', start: t0, status: 'RUNNING' },
      // R2 has four timed ends only: no usual duration to go by.
      ...[1, 2, 3, 4].map((n) => ({
        id: `R2-${n}`,
        robot: 'R2',
        start: t0 - n * day,
        end: t0 - n * day + minute,
        status: 'SUCCESS',
      })),
      { id: 'R2-LONG', robot: 'R2', start: t0 - 5 * 60 * minute, status: 'RUNNING' },
      { id: 'WAITING', start: t0 - 5 * 60 * minute, status: 'PENDENT' },
    ]);
    expect(await w.evaluate(t0 + 29 * minute)).toEqual([]);
    expect(await w.evaluate(t0 + 30 * minute)).toEqual(['raised 1']);
    expect(await w.only()).toMatchObject({
      kind: 'running-too-long',
      subject: { computerId: 'RT1', executionId: 'LONG', robotId: 'R1' },
      facts: { minutes: 30, limitMinutes: 30 },
    });
    await w.acknowledge(1, t0 + 31 * minute);
    expect(await w.evaluate(t0 + 40 * minute)).toEqual([]);

    // A limit that moves past it (the factor here) does not resolve it: the execution is still running.
    await w.rules({ running: { enabled: true, p95Factor: 10, limitMinutes: null } });
    expect(await w.evaluate(t0 + 41 * minute)).toEqual([]);
    // A fixed limit replaces the p95, for a robot without one too.
    await w.rules({ running: { enabled: true, p95Factor: 3, limitMinutes: 60 } });
    expect(await w.evaluate(t0 + 42 * minute)).toEqual(['raised 2']);
    expect((await w.all())[1]).toMatchObject({
      subject: { executionId: 'R2-LONG' },
      facts: { minutes: 5 * 60 + 42, limitMinutes: 60 },
    });

    await w.execution('LONG', { status: 'SUCCESS', ended: true, end_at: new Date(t0 + 50 * minute) });
    expect(await w.evaluate(t0 + 51 * minute)).toEqual(['resolved 1']);
    expect(await w.evaluate(t0 + 52 * minute)).toEqual([]);
    expect(await w.logged()).toEqual(['alert-raised 1', 'alert-raised 2', 'alert-resolved 1']);
    expect(await w.posted()).toEqual(['alert.raised 1', 'alert.raised 2', 'alert.resolved 1']);
  });

  it('raises a Runtime where the queue stood still while nothing ran, and again when it comes back', async () => {
    await w.rules({ runtimeDown: { enabled: true, minutes: 30 } });
    await seedJournal(w.db, [
      { id: 'BEFORE', start: t0 - 20 * minute, end: t0 - 10 * minute, status: 'SUCCESS' },
      { id: 'D1', start: t0, status: 'PENDENT' },
      // RT2 has waited for hours, but something runs there: slow, not down.
      { id: 'BUSY', runtime: 'RT2', start: t0 - 3 * 60 * minute, status: 'RUNNING' },
      { id: 'BEHIND', runtime: 'RT2', start: t0 - 2 * 60 * minute, status: 'PENDENT' },
    ]);
    expect(await w.evaluate(t0 + 29 * minute)).toEqual([]);
    expect(await w.evaluate(t0 + 30 * minute)).toEqual(['raised 1']);
    expect(await w.only()).toMatchObject({
      kind: 'runtime-down',
      subject: { computerId: 'RT1' },
      facts: { minutes: 30 },
    });
    // More queued behind it changes nothing: the same Runtime, the same alert.
    await seedJournal(w.db, [{ id: 'D2', start: t0 + 40 * minute, status: null }]);
    expect(await w.evaluate(t0 + 45 * minute)).toEqual([]);
    await w.acknowledge(1, t0 + 46 * minute, 'Restarting it');
    expect(await w.evaluate(t0 + 47 * minute)).toEqual([]);

    await w.execution('D1', { status: 'RUNNING' });
    expect(await w.evaluate(t0 + 48 * minute)).toEqual(['resolved 1']);

    // D1 ends, and D2 waits 30 more minutes with nothing running: down again, a new alert.
    await w.execution('D1', { status: 'SUCCESS', ended: true, end_at: new Date(t0 + 50 * minute) });
    expect(await w.evaluate(t0 + 79 * minute)).toEqual([]);
    expect(await w.evaluate(t0 + 80 * minute)).toEqual(['raised 2']);
    expect(await w.all()).toMatchObject([
      { id: 1, resolvedAt: t0 + 48 * minute, acknowledgedBy: 'bia@example.test' },
      { id: 2, subject: { computerId: 'RT1' }, resolvedAt: null, acknowledgedAt: null },
    ]);
    expect(await w.logged()).toEqual(['alert-raised 1', 'alert-resolved 1', 'alert-raised 2']);
    expect(await w.posted()).toEqual(['alert.raised 1', 'alert.resolved 1', 'alert.raised 2']);
  });
});
