/**
 * Issue 20's promise with the real thing: three server processes (the run's build, as production runs
 * it) on one PostgreSQL, one schedule firing every minute, the fake upstream counting run calls. While
 * the minutes pass one instance is killed with SIGKILL between fires, another is restarted (SIGTERM
 * while a minute is due, then a new process) and a third is killed in the middle of a run call. Every
 * due minute makes exactly one run call, no more, no less; its fire records the run, or `unknown` for
 * the one whose instance died waiting for the answer, which is never called again.
 *
 * How the minutes pass fast. The server reads the time from `Date.now` (server/node/instance.ts), with
 * no setting for a test: a fake clock for three processes would need a hook in production code (which
 * a deployment could switch on by mistake) or a patched `Date` in each process, and it would move every
 * other timer with it (sessions, the follower's leases). What an instance's tick reads to know a minute
 * is due is the schedule's `next_due_at` in the database, which the claim moves on from the calendar.
 * So the test sets it to the present instant for each simulated minute, then waits for the outcome (the
 * fire `started`, the call counted): the instances' own loops, clocks, claims, leases, run calls and
 * takeovers are the production ones, with no hook anywhere. The schedule starts the day after tomorrow,
 * so its calendar makes no fire of its own during the test: the only due instants are the test's. A
 * lease that has to run out (the instance killed mid-call) is moved the same way: its `claim_until`
 * set to now instead of waiting the lease's 60 s.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount, demoRuntimeId } from '../src/mocks/simulator/demo';
import { silentLogger } from './logger';
import { openPostgresDatabase } from './node/postgres-database';
import { startRunCountingUpstream } from './testing/run-counting-upstream';
import { createSchedule, pidOfInstance, signInCookie, utcDayAfter } from './testing/schedule-client';
import type { ServerProcess } from './testing/server-process';
import { startSharingInstance } from './testing/shared-database-instance';
import { serverDatabaseUrl } from './testing/test-databases';

const robotId = 'every-minute-bot';
/** A condition awaited is polled at this pace, up to this bound (a busy machine included). */
const waitFor = { timeout: 10_000, interval: 20 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a schedule on three instances sharing PostgreSQL', () => {
  it('makes one run call per due minute while instances are killed and restarted', async () => {
    const upstream = await startRunCountingUpstream();
    cleanups.push(() => upstream.close());
    const databaseUrl = await serverDatabaseUrl();
    const database = openPostgresDatabase({ url: databaseUrl, logger: silentLogger, maxConnections: 2 });
    cleanups.push(() => database.close());
    const { db } = database;

    async function start(): Promise<ServerProcess> {
      const server = await startSharingInstance({
        upstreamUrl: upstream.url,
        databaseUrl,
        env: {
          RUNNER_USERNAME: demoAccount.username,
          RUNNER_PASSWORD: demoAccount.password,
          SHUTDOWN_GRACE_MS: '2000',
        },
      });
      cleanups.push(() => server.cleanup());
      return server;
    }
    const [a, firstB, c] = await Promise.all([start(), start(), start()]);
    let b = firstB;

    const cookie = await signInCookie(a.base, demoAccount);
    const scheduleId = await createSchedule(a.base, cookie, {
      name: 'Every minute',
      runtimeId: demoRuntimeId,
      robotId,
      cron: '* * * * *',
      timeZone: 'UTC',
      startsOn: utcDayAfter(Date.now(), 2),
      // Each run lasts longer than a simulated minute: overlap is not what this test is about.
      overlap: 'allow',
    });

    const dueInstants: number[] = [];
    const fireAt = (dueAt: number) =>
      db
        .selectFrom('schedule_fires')
        .select(['id', 'state', 'claimed_by'])
        .where('schedule_id', '=', scheduleId)
        .where('due_at', '=', new Date(dueAt))
        .executeTakeFirst();
    const runCalls = () => upstream.runsOf(robotId).length;
    /** The next minute is due: now, as the claim after the calendar's instant would find it. */
    async function due(): Promise<number> {
      const dueAt = Date.now();
      dueInstants.push(dueAt);
      await db
        .updateTable('schedules')
        .set({ next_due_at: new Date(dueAt) })
        .where('id', '=', scheduleId)
        .execute();
      return dueAt;
    }
    /** One minute passes: its fire is started, by exactly one more run call. */
    async function minute(): Promise<void> {
      const calls = runCalls();
      const dueAt = await due();
      await expect.poll(async () => (await fireAt(dueAt))?.state, waitFor).toBe('started');
      expect(runCalls()).toBe(calls + 1);
    }

    await minute();
    await minute();

    // Killed between fires (the last one started, the next not yet due): it holds nothing.
    a.child.kill('SIGKILL');
    await a.exited;
    await minute();
    await minute();

    // Restarted as a deployment does, while a minute is due: b either makes the fire before it exits
    // (a stop waits for the run calls under way) or leaves it to c.
    b.child.kill('SIGTERM');
    await minute();
    expect(await b.exited).toBe(0);
    b = await start();
    await minute();

    // Killed during the call: the service has the run, the instance never reads the answer.
    upstream.holdRuns();
    const callsBefore = runCalls();
    const interrupted = await due();
    await expect.poll(runCalls, waitFor).toBe(callsBefore + 1);
    const calling = await fireAt(interrupted);
    expect(calling?.state).toBe('calling');
    const caller = [b, c].find((server) => server.child.pid === pidOfInstance(calling?.claimed_by ?? ''));
    if (caller === undefined) throw new Error(`no instance of ours is ${calling?.claimed_by}`);
    caller.child.kill('SIGKILL');
    await caller.exited;
    upstream.releaseRuns();
    // Its lease runs out (moved instead of waited for): the survivor records the fire `unknown`.
    await db
      .updateTable('schedule_fires')
      .set({ claim_until: new Date() })
      .where('id', '=', calling?.id ?? 0)
      .execute();
    await expect.poll(async () => (await fireAt(interrupted))?.state, waitFor).toBe('unknown');
    expect(runCalls()).toBe(callsBefore + 1);

    // The survivor goes on alone.
    await minute();
    await minute();

    const fires = await db
      .selectFrom('schedule_fires')
      .select(['due_at', 'state', 'execution_id'])
      .where('schedule_id', '=', scheduleId)
      .orderBy('due_at')
      .execute();
    expect(fires.map((fire) => fire.due_at.getTime())).toEqual(dueInstants);
    expect(fires.map((fire) => fire.state)).toEqual(
      dueInstants.map((at) => (at === interrupted ? 'unknown' : 'started')),
    );
    // One call per due instant in all, the interrupted one included and never repeated.
    const calls = upstream.runsOf(robotId);
    expect(calls).toHaveLength(dueInstants.length);
    // Each started fire holds the execution its own call started.
    const recorded = fires.flatMap((fire) => (fire.state === 'started' ? [fire.execution_id] : []));
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(calls.map((call) => call.executionId)).toEqual(expect.arrayContaining(recorded));
  }, 60_000);
});
