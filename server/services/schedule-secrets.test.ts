/**
 * A schedule's secret values sealed under a SESSION_SECRET this server has not got (it was changed, or
 * another instance started with another): said in its answer and to the scheduler, never saved away
 * empty by a change, kept through a pause; and after a rotation sealed again under the current secret.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduleInputSchema, type ScheduleInput } from '../../src/api/workspace/schedules';
import { activityRepository } from '../storage/activity-repository';
import type { WorkspaceDatabase } from '../storage/database';
import { schedulesRepository } from '../storage/schedules-repository';
import { createTokenSeal } from '../storage/token-seal';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { createScheduleService } from './schedule-service';

const t0 = Date.UTC(2026, 11, 1, 15, 0);
const ana = 'ana@example.test';
const bia = 'bia@example.test';
const oldSecret = 'the-secret-before-the-rotation-of-32-chars';
const newSecret = 'the-secret-after-the-rotation-of-32-chars!';

const customer = { name: 'customer', value: 'ACME' };
const input = (password: string, changes: Partial<ScheduleInput> = {}) =>
  scheduleInputSchema.parse({
    name: 'Invoices at seven',
    runtimeId: 'RUNTIME-01',
    robotId: 'invoice-bot',
    variables: [customer, { name: 'password', value: password, secret: true }],
    cron: '0 7 * * 1-5',
    timeZone: 'America/Sao_Paulo',
    ...changes,
  });

describe(`schedule secrets under another SESSION_SECRET (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  beforeAll(async () => {
    database = await emptyTestDatabase();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('schedules').execute();
  });

  /** The schedules as an instance sealing with `secret` (and opening with `previous` too) sees them. */
  const instance = async (secret: string, previous?: string) =>
    createScheduleService({
      schedules: schedulesRepository(database.db),
      activity: activityRepository(database.db),
      seal: await createTokenSeal(secret, previous),
      now: () => t0,
    });

  async function savedUnder(secret: string): Promise<string> {
    const outcome = await (await instance(secret)).create(input('s3cret-value'), ana);
    if (outcome.kind !== 'saved') throw new Error(`not saved: ${JSON.stringify(outcome)}`);
    return outcome.schedule.id;
  }

  it('says its secret values cannot be opened, refuses a change that leaves them empty, and keeps them through a pause', async () => {
    const id = await savedUnder(oldSecret);
    const elsewhere = await instance(newSecret);
    expect((await elsewhere.list()).map((s) => s.secretsUnreadable)).toEqual([true]);
    expect((await (await instance(oldSecret)).detail(id))?.secretsUnreadable).toBe(false);
    expect((await elsewhere.firing([id])).get(id)).toMatchObject({
      secretsUnreadable: true,
      target: { variables: [{ ...customer, secret: false }] },
    });

    // The form sends a secret left alone empty: with nothing to keep, the change is refused, naming it.
    expect(await elsewhere.update(id, input('', { cron: '0 8 * * 1-5' }), 1, bia)).toEqual({
      kind: 'invalid',
      field: 'variables.1.value',
      message: expect.stringMatching(/password .*type it again/) as string,
    });
    // Pausing changes nothing that runs: the sealed values stay as they were, for the secret that opens them.
    expect(await elsewhere.patch(id, { version: 1, paused: true }, bia)).toMatchObject({
      kind: 'saved',
      schedule: { paused: true, owner: ana, secretsUnreadable: true },
    });
    expect((await (await instance(oldSecret)).firing([id])).get(id)?.target.variables).toContainEqual({
      name: 'password',
      value: 's3cret-value',
      secret: true,
    });

    // Typed again, it is sealed under this server's secret.
    expect(await elsewhere.update(id, input('n3w-value', { paused: true }), 2, bia)).toMatchObject({
      kind: 'saved',
      schedule: { secretsUnreadable: false, owner: bia },
    });
    expect((await elsewhere.firing([id])).get(id)).toMatchObject({
      secretsUnreadable: false,
      target: {
        variables: [
          { ...customer, secret: false },
          { name: 'password', value: 'n3w-value' },
        ],
      },
    });
  });

  it('seals the values again under the new secret after a rotation, so the previous one can go', async () => {
    const id = await savedUnder(oldSecret);
    expect(await (await instance(oldSecret)).resealSecrets()).toBe(0);
    const rotated = await instance(newSecret, oldSecret);
    expect((await rotated.firing([id])).get(id)?.secretsUnreadable).toBe(false);
    expect(await rotated.resealSecrets()).toBe(1);
    expect(await rotated.resealSecrets()).toBe(0);
    const afterwards = await instance(newSecret);
    expect(await afterwards.detail(id)).toMatchObject({ version: 1, secretsUnreadable: false });
    expect((await afterwards.firing([id])).get(id)?.target.variables).toContainEqual({
      name: 'password',
      value: 's3cret-value',
      secret: true,
    });
  });
});
