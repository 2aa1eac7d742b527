/**
 * The schedules list reads what it shows of the fires, each schedule's latest, and no more: a team's
 * fires grow every minute, the list's work must not grow with them. Measured in rows the database read
 * (EXPLAIN ANALYZE), not in time.
 */
import { sql } from 'kysely';
import type { Schedule } from '../../src/api/workspace/schedules';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityRepository } from '../storage/activity-repository';
import type { WorkspaceDatabase } from '../storage/database';
import { schedulesRepository } from '../storage/schedules-repository';
import { createTokenSeal } from '../storage/token-seal';
import { rowsRead } from '../testing/rows-read';
import { addFireRow, addScheduleRow } from '../testing/schedule-rows';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { createScheduleService } from './schedule-service';

const t0 = Date.UTC(2026, 5, 1, 10, 0);
const minute = 60_000;
/** Each schedule's fires: a few days of a schedule that fires every ten minutes. */
const firesEach = 400;

describe(`the schedules list's read of fires (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  beforeAll(async () => {
    // The worker's shared database, emptied (every table): opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
  });

  /** A schedule with `firesEach` settled fires, ten minutes apart, the latest due at t0. */
  async function scheduleWithHistory(name: string): Promise<string> {
    const id = await addScheduleRow(database.db, { name, nextDueAt: null });
    await database.db
      .insertInto('schedule_fires')
      .values(
        Array.from({ length: firesEach }, (_, index) => ({
          schedule_id: id,
          due_at: new Date(t0 - index * 10 * minute),
          state: 'started' as const,
          recorded_at: new Date(t0 - index * 10 * minute),
        })),
      )
      .execute();
    return id;
  }

  it("reads one fire per schedule listed, however many each has, and answers each one's latest", async () => {
    const invoices = await scheduleWithHistory('invoices');
    const payroll = await scheduleWithHistory('payroll');
    const deleted = await scheduleWithHistory('deleted');
    await database.db
      .updateTable('schedules')
      .set({ deleted_at: new Date(t0) })
      .where('id', '=', deleted)
      .execute();
    // A fire under way is the latest: the list shows it.
    await addFireRow(database.db, payroll, { dueAt: t0 + minute, state: 'calling' });
    // Fresh statistics: the plans are those of a table this large, whatever the store did before.
    await sql`analyze schedule_fires`.execute(database.db);

    const listed: Schedule[] = [];
    const read = await rowsRead(database.db, 'schedule_fires', async (db) => {
      const service = createScheduleService({
        schedules: schedulesRepository(db),
        activity: activityRepository(db),
        seal: await createTokenSeal('a-test-secret-of-at-least-thirty-two-chars'),
        now: () => t0,
      });
      listed.push(...(await service.list()));
    });

    expect(
      listed.map((schedule) => [schedule.id, schedule.lastFire?.dueAt, schedule.lastFire?.state]),
    ).toEqual([
      [invoices, new Date(t0).toISOString(), 'started'],
      [payroll, new Date(t0 + minute).toISOString(), 'calling'],
    ]);
    // Every fire of the table is 3 × 400 + 1: the list reads the two it shows.
    expect(read).toBe(2);
  });
});
