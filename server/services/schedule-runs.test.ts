/**
 * The scheduler over the real workspace and the simulated orchestration service, on a clock the test
 * moves: who a due fire runs as (the runner account, signed in once and renewed before its token
 * expires; else the owner's live session; else nobody, and the fire is missed and announced), what the
 * run call sends, and that the runner's password is never logged nor its token kept in the clear.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, type TestClock } from '../../src/mocks/node/msw-simulator';
import { scheduleInputSchema } from '../../src/api/workspace/schedules';
import { schedulesRepository } from '../storage/schedules-repository';
import { createTokenSeal } from '../storage/token-seal';
import { testStoreKind } from '../testing/test-databases';
import {
  createFakeUpstream,
  recordingLogger,
  testConfig,
  testPassword,
  testWorkspace,
} from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { createRunnerAccount, renewBeforeMs } from './runner-account';
import { workspaceScheduler } from './schedule-runs';
import { createScheduleService } from './schedule-service';
import { fetchClient } from './upstream-call';

const schedule = scheduleInputSchema.parse({
  name: 'Invoices every minute',
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  variables: [{ name: 'password', value: 'hunter2-secret', secret: true }],
  cron: '* * * * *',
  timeZone: 'UTC',
  // Each fire runs whether the last one ended or not: these tests count run calls.
  overlap: 'allow',
});

describe(`schedules run as the runner account or their owner (${testStoreKind})`, () => {
  let clock: TestClock;
  let workspace: Workspace;
  beforeEach(async () => {
    clock = createTestClock(Date.UTC(2030, 0, 1, 9, 0, 30));
    workspace = await testWorkspace(clock.now);
  });

  function scheduler(env: Record<string, string> = {}) {
    const upstream = createFakeUpstream(clock.now);
    const logger = recordingLogger();
    const config = testConfig(env);
    const client = fetchClient(upstream.fetch);
    const runner = createRunnerAccount({
      config,
      store: workspace.runnerToken,
      upstream: client,
      now: clock.now,
      logger,
    });
    const made = workspaceScheduler({
      workspace,
      config,
      upstream: client,
      now: clock.now,
      logger,
      instance: 'instance-a',
      runner,
    });
    const logins = () => upstream.requests.filter((r) => r.url.includes('/api/user/'));
    const runs = () => upstream.requests.filter((r) => r.url.includes('/run/'));
    return { tick: made.tick, upstream, logger, logins, runs };
  }

  const fires = () =>
    workspace.database.db
      .selectFrom('schedule_fires')
      .select(['state', 'reason'])
      .orderBy('due_at')
      .execute();

  /** Moves to the next minute's fire and ticks. */
  async function nextMinute(tick: () => Promise<void>) {
    clock.advance(60_000);
    await tick();
  }

  const runner = { RUNNER_USERNAME: 'ana@example.com', RUNNER_PASSWORD: testPassword };

  it('signs the runner in once, keeps its token sealed, and renews it before it expires', async () => {
    await workspace.schedules.create(schedule, 'bia@example.com');
    const { tick, logins, runs, logger } = scheduler(runner);
    await nextMinute(tick);
    await nextMinute(tick);
    expect(logins()).toHaveLength(1);
    expect(runs()).toHaveLength(2);
    // The run calls carry the runner's token, and the secret value as typed.
    const token = runs()[0]?.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    expect(token).not.toBe('');
    expect(JSON.parse(runs()[0]?.body ?? '')).toEqual({
      variables: [{ name: 'password', type: 'text', value: 'hunter2-secret' }],
    });
    const kept = await workspace.database.db.selectFrom('runner_token').selectAll().executeTakeFirstOrThrow();
    expect(kept.token_sealed).not.toContain(token);
    // The simulator's tokens last an hour: within `renewBeforeMs` of the end it signs in again.
    clock.set(kept.expires_at.getTime() - renewBeforeMs - 30_000);
    await tick();
    expect(logins()).toHaveLength(1);
    await nextMinute(tick);
    expect(logins()).toHaveLength(2);
    expect(logger.lines.join('\n')).not.toContain(testPassword);
    expect(logger.lines.join('\n')).not.toContain('hunter2-secret');
    // Every fire called ran (the clock's jump made the others missed or caught up, never failed).
    const recorded = await fires();
    expect(recorded.filter((fire) => fire.state === 'started')).toHaveLength(runs().length);
    expect(recorded.filter((fire) => fire.state === 'failed')).toEqual([]);
  });

  it('runs as the owner’s live session without a runner account, and misses (announced) with neither', async () => {
    await workspace.schedules.create(schedule, 'bia@example.com');
    const { tick, runs, upstream } = scheduler();
    await nextMinute(tick);
    expect(runs()).toHaveLength(0);
    expect(await fires()).toEqual([{ state: 'missed', reason: 'no-one-signed-in' }]);
    const outbox = await workspace.webhookOutbox.list();
    expect(outbox).toMatchObject([{ fireId: expect.any(Number) as number, state: 'pending' }]);

    // Bia signs in: her session's token runs her schedule.
    const issued = upstream.sim.login('bia@example.com', testPassword);
    if (issued === undefined) throw new Error('the simulator refused Bia');
    await workspace.sessions.set('bia-session', {
      username: 'bia@example.com',
      token: issued.token,
      createdAt: clock.now(),
      expiresAt: clock.now() + 3_600_000,
    });
    await nextMinute(tick);
    expect(runs().map((r) => r.headers.get('authorization'))).toEqual([`Bearer ${issued.token}`]);
    expect((await fires()).at(-1)).toEqual({ state: 'started', reason: null });
  });

  it('fails (announced) a fire whose secret values no secret of the server opens, and never runs it without them', async () => {
    // Saved by an instance started with another SESSION_SECRET.
    const elsewhere = createScheduleService({
      schedules: schedulesRepository(workspace.database.db),
      activity: workspace.activity,
      seal: await createTokenSeal('a-session-secret-of-another-instance-32'),
      now: clock.now,
    });
    await elsewhere.create(schedule, 'bia@example.com');
    const { tick, runs } = scheduler(runner);
    await nextMinute(tick);
    expect(runs()).toHaveLength(0);
    expect(await fires()).toEqual([{ state: 'failed', reason: 'secret-unreadable' }]);
    expect(await workspace.webhookOutbox.list()).toMatchObject([{ state: 'pending' }]);
    expect(await workspace.scheduleFires.announcedTo('bia@example.com', { since: 0 }, 10)).toMatchObject([
      { state: 'failed', reason: 'secret-unreadable' },
    ]);
  });

  it('does not knock on the service every tick with a runner password it refuses', async () => {
    await workspace.schedules.create(schedule, 'bia@example.com');
    const { tick, logins, logger } = scheduler({ ...runner, RUNNER_PASSWORD: 'wrong-password' });
    await nextMinute(tick);
    clock.advance(20_000);
    await tick();
    expect(logins()).toHaveLength(1);
    expect(await fires()).toEqual([{ state: 'missed', reason: 'no-one-signed-in' }]);
    expect(logger.lines.join('\n')).toContain('runner account: signing in as ana@example.com failed');
    expect(logger.lines.join('\n')).not.toContain('wrong-password');
  });
});
