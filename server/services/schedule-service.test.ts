/**
 * The schedules as the team keeps them: saved with their next fires from the calendar, secret values
 * sealed and never answered, changes made from an old version refused, every change in the activity log.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleInputSchema, type ScheduleInput } from '../../src/api/workspace/schedules';
import { activityRepository } from '../storage/activity-repository';
import type { WorkspaceDatabase } from '../storage/database';
import { schedulesDueChannel } from '../storage/migrations';
import { scheduleFiresRepository } from '../storage/schedule-fires-repository';
import { schedulesRepository } from '../storage/schedules-repository';
import { createTokenSeal } from '../storage/token-seal';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { createScheduleService, type ScheduleService } from './schedule-service';

// Tuesday 1 December 2026, 12:00 in São Paulo.
const t0 = Date.UTC(2026, 11, 1, 15, 0);
const ana = 'ana@example.test';
const input = (changes: Partial<ScheduleInput> = {}) =>
  scheduleInputSchema.parse({
    name: 'Invoices at seven',
    runtimeId: 'RUNTIME-01',
    robotId: 'invoice-bot',
    variables: [
      { name: 'customer', value: 'ACME' },
      { name: 'password', value: 's3cret-value', secret: true },
    ],
    cron: '0 7 * * 1-5',
    timeZone: 'America/Sao_Paulo',
    holidays: 'BR',
    ...changes,
  });

describe(`the schedules (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let service: ScheduleService;
  const clock = { now: t0 };
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    service = createScheduleService({
      schedules: schedulesRepository(database.db),
      activity: activityRepository(database.db),
      seal: await createTokenSeal('a-test-secret-of-at-least-thirty-two-chars'),
      now: () => clock.now,
    });
  });
  beforeEach(async () => {
    clock.now = t0;
    await database.db.deleteFrom('schedule_fires').execute();
    await database.db.deleteFrom('schedules').execute();
    await database.db.deleteFrom('activity').execute();
    await database.db.deleteFrom('no_run_days').execute();
  });

  /** What the scheduler is told of a schedule's due instant. */
  const dueInstant = async (id: string, dueAt: number) =>
    (await service.calendars([id])).get(id)?.(dueAt) ?? { skipped: null, next: null };

  const saved = async (changes?: Partial<ScheduleInput>) => {
    const outcome = await service.create(input(changes), ana);
    if (outcome.kind !== 'saved') throw new Error(`not saved: ${JSON.stringify(outcome)}`);
    return outcome.schedule;
  };

  it('saves a schedule with its next fires after the calendar, and never answers a secret value', async () => {
    const schedule = await saved();
    expect(schedule).toMatchObject({
      name: 'Invoices at seven',
      owner: ana,
      version: 1,
      apiVersion: 'v2',
      overlap: 'skip',
      catchUpMinutes: 15,
      variables: [
        { name: 'customer', value: 'ACME', secret: false },
        { name: 'password', value: null, secret: true },
      ],
    });
    // Weekdays at 07:00 (10:00 UTC) from Wednesday 2 December; Christmas Day skipped.
    expect(schedule.nextFires).toHaveLength(10);
    expect(schedule.nextFires.slice(0, 3)).toEqual([
      '2026-12-02T10:00:00.000Z',
      '2026-12-03T10:00:00.000Z',
      '2026-12-04T10:00:00.000Z',
    ]);
    const stored = await database.db.selectFrom('schedules').selectAll().executeTakeFirstOrThrow();
    expect(stored.next_due_at?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    // Sealed at rest: not in the row as typed.
    expect(JSON.stringify(stored)).not.toContain('s3cret-value');
    expect((await service.firing([schedule.id])).get(schedule.id)?.target.variables).toEqual([
      { name: 'customer', value: 'ACME', secret: false },
      { name: 'password', value: 's3cret-value', secret: true },
    ]);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ cron: '0 7 * *' }, 'cron'],
    [{ cron: '0 0 30 2 *' }, 'cron'],
    [{ holidays: 'XX' }, 'holidays'],
    [{ startsOn: '2027-01-10', endsOn: '2027-01-01' }, 'endsOn'],
  ] as const)('refuses %o naming the field, and saves nothing', async (changes, field) => {
    const outcome = await service.create(input(changes), ana);
    expect(outcome).toMatchObject({ kind: 'invalid', field });
    expect(await service.list()).toEqual([]);
  });

  it('keeps a secret value when a change sends none, refuses a change from an old version, and logs each', async () => {
    const schedule = await saved();
    clock.now = t0 + 60_000;
    const variables = [
      { name: 'customer', value: 'Initech' },
      { name: 'password', value: '', secret: true },
    ];
    const changed = await service.update(
      schedule.id,
      input({ variables, paused: true, pauseNote: 'Audit' }),
      1,
      ana,
    );
    expect(changed).toMatchObject({ kind: 'saved', schedule: { version: 2, paused: true, nextFires: [] } });
    expect((await service.firing([schedule.id])).get(schedule.id)?.target.variables).toEqual([
      { name: 'customer', value: 'Initech', secret: false },
      { name: 'password', value: 's3cret-value', secret: true },
    ]);
    expect(await service.update(schedule.id, input(), 1, 'bia@example.test')).toMatchObject({
      kind: 'conflict',
      current: { version: 2 },
    });
    expect(await service.update(schedule.id, input(), 2, ana)).toMatchObject({
      kind: 'saved',
      schedule: { version: 3 },
    });
    expect(await service.remove(schedule.id, ana)).toBe(true);
    expect(await service.remove(schedule.id, ana)).toBe(false);
    expect(await service.detail(schedule.id)).toBeUndefined();

    const logged = await database.db
      .selectFrom('activity')
      .select(['action', 'actor', 'target'])
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual([
      'schedule-create',
      'schedule-pause',
      'schedule-resume',
      'schedule-delete',
    ]);
    expect(logged.every((entry) => entry.actor === ana && entry.target === 'Invoices at seven')).toBe(true);
  });

  it('makes whoever changes what a schedule runs or when its owner, and leaves the owner when someone only pauses or resumes it', async () => {
    const bia = 'bia@example.test';
    const schedule = await saved();
    const ownerAfter = async (outcome: Promise<unknown>) => {
      expect(await outcome).toMatchObject({ kind: 'saved' });
      return (await service.detail(schedule.id))?.owner;
    };
    // The secret as the form sends it back when left alone: empty, kept.
    const keptSecret = [
      { name: 'customer', value: 'ACME' },
      { name: 'password', value: '', secret: true },
    ];
    // Pausing with a note and resuming: the runs would still be Ana's, doing what she set.
    expect(
      await ownerAfter(service.patch(schedule.id, { version: 1, paused: true, pauseNote: 'Audit' }, bia)),
    ).toBe(ana);
    expect(await ownerAfter(service.patch(schedule.id, { version: 2, paused: false }, bia))).toBe(ana);
    // Saved again as it was.
    expect(await ownerAfter(service.update(schedule.id, input({ variables: keptSecret }), 3, bia))).toBe(ana);
    // Another robot, another time, another secret value: each makes its author the owner.
    expect(
      await ownerAfter(
        service.update(schedule.id, input({ variables: keptSecret, robotId: 'payroll-bot' }), 4, bia),
      ),
    ).toBe(bia);
    expect(
      await ownerAfter(
        service.update(
          schedule.id,
          input({ variables: keptSecret, robotId: 'payroll-bot', cron: '0 8 * * 1-5' }),
          5,
          ana,
        ),
      ),
    ).toBe(ana);
    expect(
      await ownerAfter(
        service.update(
          schedule.id,
          input({
            robotId: 'payroll-bot',
            cron: '0 8 * * 1-5',
            variables: [
              { name: 'customer', value: 'ACME' },
              { name: 'password', value: 'another-secret', secret: true },
            ],
          }),
          6,
          bia,
        ),
      ),
    ).toBe(bia);
  });

  it("skips every schedule's fire on a day the team adds, and gives it back when it is removed", async () => {
    const schedule = await saved();
    const nextDue = async () =>
      (
        await database.db.selectFrom('schedules').select('next_due_at').executeTakeFirstOrThrow()
      ).next_due_at?.toISOString();
    expect(await nextDue()).toBe('2026-12-02T10:00:00.000Z');
    await service.saveNoRunDay('2026-12-02', 'Inventory', ana);
    // Still due, to be recorded as skipped by the team's calendar; the next run is the day after.
    expect(await nextDue()).toBe('2026-12-02T10:00:00.000Z');
    expect(await dueInstant(schedule.id, Date.parse('2026-12-02T10:00:00.000Z'))).toEqual({
      skipped: 'team',
      next: Date.parse('2026-12-03T10:00:00.000Z'),
    });
    expect((await service.detail(schedule.id))?.nextFires[0]).toBe('2026-12-03T10:00:00.000Z');
    expect(await service.listNoRunDays()).toEqual([{ day: '2026-12-02', note: 'Inventory', updatedBy: ana }]);
    expect(await service.removeNoRunDay('2026-12-02', 'bia@example.test')).toBe(true);
    expect(await dueInstant(schedule.id, Date.parse('2026-12-02T10:00:00.000Z'))).toMatchObject({
      skipped: null,
    });
    expect(await service.removeNoRunDay('2026-12-02', ana)).toBe(false);
    // Who set and who gave back the day, in the activity log.
    const logged = await database.db
      .selectFrom('activity')
      .select(['action', 'actor', 'target'])
      .where('action', 'like', 'no-run-day%')
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => [entry.action, entry.actor, entry.target])).toEqual([
      ['no-run-day-save', ana, '2026-12-02'],
      ['no-run-day-remove', 'bia@example.test', '2026-12-02'],
    ]);
  });

  it('announces a schedule due sooner and a lease ending sooner (to wake every scheduler), not one moved on', async () => {
    const heard: string[] = [];
    const listen = database.listen;
    if (listen === undefined) throw new Error('the test database listens');
    const unlisten = await listen(schedulesDueChannel, (payload) => heard.push(payload));
    try {
      const schedule = await saved();
      await vi.waitFor(() => expect(heard).toEqual(['schedule']));
      const repository = schedulesRepository(database.db);
      const due = Date.parse('2026-12-02T10:00:00.000Z');
      // Moved on (as a claim does): later, nobody to wake. Then a change brings it sooner: announced.
      await repository.setNextDue(schedule.id, due + 86_400_000);
      await repository.setNextDue(schedule.id, due);
      // A lease made to end sooner (a claim taken over), the last word: notifications come in commit
      // order, so any word of the move on would be before it.
      const fire = await scheduleFiresRepository(database.db).claimNow(schedule.id, 'a', clock.now, 60_000);
      await database.db
        .updateTable('schedule_fires')
        .set({ claim_until: new Date(clock.now) })
        .where('id', '=', fire.fireId)
        .execute();
      await vi.waitFor(() => expect(heard.at(-1)).toBe('lease'));
      expect(heard).toEqual(['schedule', 'schedule', 'lease']);
    } finally {
      await unlisten();
    }
  });

  it('tells the scheduler each instant due by the calendar, skipped or not, and none once deleted', async () => {
    const schedule = await saved();
    const at = (iso: string) => Date.parse(iso);
    // Thursday 24 December at 07:00, then Friday 25 (Christmas: due, to be recorded as skipped), then the
    // weekend (no match), so Monday 28.
    expect(await dueInstant(schedule.id, at('2026-12-24T10:00:00.000Z'))).toEqual({
      skipped: null,
      next: at('2026-12-25T10:00:00.000Z'),
    });
    expect(await dueInstant(schedule.id, at('2026-12-25T10:00:00.000Z'))).toEqual({
      skipped: 'holiday',
      next: at('2026-12-28T10:00:00.000Z'),
    });
    await service.remove(schedule.id, ana);
    expect(await dueInstant(schedule.id, t0)).toEqual({ skipped: null, next: null });
    expect((await service.firing([schedule.id])).get(schedule.id)).toMatchObject({
      deleted: true,
      owner: ana,
    });
  });
});
