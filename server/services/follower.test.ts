import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { journalRepository } from '../storage/journal-repository';
import { followerWorld, interval, type FollowerWorld } from '../testing/follower-harness';
import { addScheduleRow } from '../testing/schedule-rows';
import { testStoreKind } from '../testing/test-databases';
import { fetchClient } from './upstream-call';

describe(`the server follows the journal (${testStoreKind})`, () => {
  let world: FollowerWorld;

  beforeEach(async () => {
    world = await followerWorld();
  });
  afterEach(() => world.close());

  it('reads each active execution once per interval with its operator’s session, and never after it ended', async () => {
    const { workspace, reads } = world;
    await world.signIn();
    const first = await world.started();
    const second = await world.started();
    const a = world.follower('instance-a');
    await world.run(4, a);
    for (const id of [first, second]) expect(world.readsOf(id)).toHaveLength(4);
    expect(await workspace.journal.find(demoRuntimeId, first)).toMatchObject({
      status: 'RUNNING',
      startedBy: demoAccount.username,
    });

    await world.run(6, a);
    const entry = await workspace.journal.find(demoRuntimeId, first);
    expect(entry).toMatchObject({ status: 'SUCCESS', ended: true });
    const readsAtEnd = reads.length;
    await world.run(5, a);
    expect(reads).toHaveLength(readsAtEnd);
  });

  it('keeps to one read per interval when each read takes a while', async () => {
    const { clock, reads } = world;
    await world.signIn();
    const id = await world.started(demoRobots.queued);
    const a = world.follower('instance-a', {
      // Every answer takes 600 ms of the clock.
      upstream: fetchClient(async (input, init) => {
        clock.advance(600);
        return world.upstream(input, init);
      }),
    });
    await a.tick();
    for (let step = 0; step < 10; step += 1) {
      // The next tick comes when the interval is over, counted from when the last read was due.
      clock.set(reads.at(-1)?.at ?? clock.now());
      clock.advance(interval - 600);
      await a.tick();
    }
    expect(world.readsOf(id)).toHaveLength(11);
  });

  it('with two instances, reads each execution once per interval, and the other takes over within two intervals', async () => {
    const { clock, reads } = world;
    await world.signIn();
    const id = await world.started(demoRobots.queued);
    const a = world.follower('instance-a');
    const b = world.follower('instance-b');
    await world.run(5, [a, b]);
    expect(world.readsOf(id)).toHaveLength(5);

    // Instance A dies without a word (its leases stay until they run out): B reads it within two intervals.
    const before = reads.length;
    await world.run(2, b);
    expect(reads.length).toBeGreaterThan(before);
    await world.run(3, b);
    expect(reads.filter((r) => r.at > clock.now() - 3 * interval)).toHaveLength(3);
  });

  it('reads with the token of the operator who started the run while one of their sessions lives, and never with someone else’s', async () => {
    const { clock, workspace } = world;
    const anaOnHerLaptop = await world.signIn('ana@example.test');
    clock.advance(1_000);
    const anaOnHerPhone = await world.signIn('ana@example.test');
    clock.advance(1_000);
    // The newest session of all is Bia's: the follower still reads Ana's run with Ana's token.
    const bia = await world.signIn('bia@example.test');
    const id = await world.started(demoRobots.queued, 'ana@example.test');
    const a = world.follower('instance-a');
    const bearers = () => world.readsOf(id).map((read) => read.authorization);

    await world.run(2, a);
    expect(bearers()).toEqual([`Bearer ${anaOnHerPhone.token}`, `Bearer ${anaOnHerPhone.token}`]);

    await workspace.sessions.delete(anaOnHerPhone.id);
    await world.run(2, a);
    expect(bearers().slice(2)).toEqual([`Bearer ${anaOnHerLaptop.token}`, `Bearer ${anaOnHerLaptop.token}`]);

    // Ana has signed out everywhere: what her run brings (its logs, its return value) is not read with
    // Bia's session. It waits for Ana, and a refusal could not end Bia's session.
    await workspace.sessions.delete(anaOnHerLaptop.id);
    await world.run(2, a);
    expect(bearers().slice(4)).toEqual([]);
    expect(bearers()).not.toContain(`Bearer ${bia.token}`);
    expect((await journalRepository(workspace.database.db).find(demoRuntimeId, id))?.followNote).toEqual({
      code: 'paused-no-session',
    });
  });

  it('reads a run a schedule started with the runner account while its owner has no session, and a person’s run never with it', async () => {
    const { workspace } = world;
    const runner = {
      configured: true,
      token: () => Promise.resolve('runner-token'),
      refused: () => Promise.resolve(),
    };
    const scheduled = await world.started(demoRobots.queued, 'ana@example.test');
    const byHand = await world.started(demoRobots.queued, 'bia@example.test');
    const schedule = await addScheduleRow(workspace.database.db, {
      name: 'Invoices at seven',
      nextDueAt: null,
    });
    await workspace.database.db
      .updateTable('executions')
      .set({ schedule_id: schedule })
      .where('execution_id', '=', scheduled)
      .execute();
    const a = world.follower('instance-a', { runner });
    await world.run(1, a);
    expect(world.readsOf(scheduled).map((read) => read.authorization)).toEqual(['Bearer runner-token']);
    expect(world.readsOf(byHand)).toEqual([]);

    // Once its owner signs in, her own session reads it.
    const ana = await world.signIn('ana@example.test');
    await world.run(1, a);
    expect(world.readsOf(scheduled).at(-1)?.authorization).toBe(`Bearer ${ana.token}`);
  });

  it('waits, saying so, while its starter is not signed in, and resumes when they sign in', async () => {
    const { workspace, reads } = world;
    const id = await world.started();
    const a = world.follower('instance-a');
    await world.run(2, a);
    expect(reads).toEqual([]);
    expect(
      await workspace.database.db
        .selectFrom('executions')
        .select('follow_note')
        .where('execution_id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ follow_note: 'paused-no-session' });
    await world.signIn('bia@example.test');
    await world.run(1, a);
    expect(reads).toEqual([]);
    await world.signIn(demoAccount.username);
    await world.run(1, a);
    expect(reads.map((r) => r.executionId)).toEqual([id]);
  });

  it('gives up on an execution the Runtime does not know, saying why', async () => {
    const { clock, workspace } = world;
    await world.signIn();
    await journalRepository(workspace.database.db).track(
      demoRuntimeId,
      'NOT-THERE',
      demoAccount.username,
      clock.now(),
    );
    await workspace.database.db
      .updateTable('executions')
      .set({ next_read_at: new Date(clock.now()) })
      .execute();
    const a = world.follower('instance-a');
    await world.run(3, a);
    expect(world.readsOf('NOT-THERE')).toHaveLength(1);
    expect(await workspace.journal.find(demoRuntimeId, 'NOT-THERE')).toMatchObject({
      lostReason: { code: 'not-found' },
    });
    // Stored as a code, for each console to say in its operator's language.
    expect(
      await workspace.database.db
        .selectFrom('executions')
        .select('lost_reason')
        .where('execution_id', '=', 'NOT-THERE')
        .executeTakeFirst(),
    ).toEqual({ lost_reason: 'not-found' });
  });

  it('never asks for ids that cannot work (recorded before ids were checked), saying which and why', async () => {
    const { clock, workspace } = world;
    await world.signIn();
    await journalRepository(workspace.database.db).track(
      demoRuntimeId,
      'a/b',
      demoAccount.username,
      clock.now(),
    );
    await world.run(2, world.follower('instance-a'));
    expect(world.readsOf('a/b')).toEqual([]);
    expect(await workspace.journal.find(demoRuntimeId, 'a/b')).toMatchObject({
      lostReason: { code: 'not-followable', id: 'execution', problem: 'slash' },
    });
  });
});
