/**
 * Issue 36's promise with the real thing: three server processes (the run's build) on one PostgreSQL,
 * reporting plans that send by themselves, and one instance killed with SIGKILL while the reporting
 * service holds its call open. Each (idea, kind, period) reaches the service once, or is `unknown`;
 * none twice, and nothing is sent again by itself when the instances look again.
 *
 * How the days pass fast, as in the schedules' process test: the servers keep their real clocks, and
 * what their loop reads to know a period is due is each plan's `next_due_at`, which the test sets to
 * three days ago (every instance then catches up the four days since, as after an outage). The loop
 * looks every 100 ms (REPORTING_PLANS_INTERVAL_MS) instead of every 30 s. The killed instance's send
 * is given up as `unknown` once it has been `sending` longer than the call's timeout and a minute:
 * its `sending_since` is moved back by that much instead of waited for.
 */
import { sendingStaleMs } from './services/plan-sends-service';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount, demoApiKey } from '../src/mocks/simulator/demo';
import type { ReportingSend } from '../src/api/workspace/reporting-plans';
import { silentLogger } from './logger';
import { openPostgresDatabase } from './node/postgres-database';
import { seedJournal, type JournalSeed } from './testing/journal-seed';
import { startReportingReceiver } from './testing/reporting-receiver';
import { startRunCountingUpstream } from './testing/run-counting-upstream';
import { signInCookie } from './testing/schedule-client';
import type { ServerProcess } from './testing/server-process';
import { startSharingInstance } from './testing/shared-database-instance';
import { serverDatabaseUrl } from './testing/test-databases';

const day = 86_400_000;
const ideas = [101, 102, 103, 104];
/** Its first record is held: the instance that sends it is killed waiting for the answer. */
const heldIdea = 101;
const upstreamTimeoutMs = 5_000;
/** How long a send stays `sending` before it is given up. */
const staleMs = sendingStaleMs(upstreamTimeoutMs);
/** A condition awaited is polled at this pace, up to this bound (a busy machine included). */
const waitFor = { timeout: 15_000, interval: 50 };
const csrf = { 'X-Requested-By': 'robot-console' };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A record's (idea, kind, period) by its period's end, as the service sees it (`processedAt`). */
const keyOf = (ideaId: number, kind: string, periodEnd: string) => `${ideaId} ${kind} ${periodEnd}`;

describe('reporting plans on three instances sharing PostgreSQL', () => {
  it('sends each (idea, kind, period) once, or leaves it unknown, when an instance is killed mid-send', async () => {
    const upstream = await startRunCountingUpstream();
    cleanups.push(() => upstream.close());
    const receiver = await startReportingReceiver(demoApiKey);
    cleanups.push(() => receiver.close());
    const databaseUrl = await serverDatabaseUrl();
    const database = openPostgresDatabase({ url: databaseUrl, logger: silentLogger, maxConnections: 2 });
    cleanups.push(() => database.close());
    const { db } = database;

    async function start(name: string): Promise<[string, ServerProcess]> {
      const server = await startSharingInstance({
        upstreamUrl: upstream.url,
        databaseUrl,
        env: {
          // Each instance its own address at the receiver, which so tells who sent each record.
          REPORTING_URL: receiver.urlFor(name),
          REPORTING_API_KEY: demoApiKey,
          REPORTING_PLANS_INTERVAL_MS: '100',
          UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
        },
      });
      cleanups.push(() => server.cleanup());
      return [name, server];
    }
    const instances = new Map(await Promise.all(['a', 'b', 'c'].map(start)));
    const anyOf = () => [...instances.values()][0]?.base ?? '';

    const cookie = await signInCookie(anyOf(), demoAccount);
    async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${anyOf()}/api${path}`, {
        method,
        headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    }

    // Each idea a robot of the catalog with one execution ended in each of the four days before today.
    const today = Math.floor(Date.now() / day) * day;
    const seeds: JournalSeed[] = [];
    for (const ideaId of ideas) {
      await api('POST', '/catalog/robots', {
        entry: { robotId: `robot-${ideaId}`, name: `Idea ${ideaId}`, ideaId, documentsFrom: 'execution' },
      });
      for (const daysAgo of [1, 2, 3, 4]) {
        const end = today - daysAgo * day + 6 * 3_600_000;
        seeds.push({
          id: `${ideaId}-${daysAgo}`,
          robot: `robot-${ideaId}`,
          status: daysAgo === 2 ? 'ERROR' : 'FINISHED',
          start: end - 60_000,
          end,
        });
      }
      await api('POST', '/reporting-plans', {
        ideaId,
        period: 'day',
        timeZone: 'UTC',
        sendAt: '00:00',
        records: ['rpa', 'volumetry'],
        approval: false,
      });
    }
    await seedJournal(db, seeds);
    const periodEnds = [3, 2, 1, 0].map((daysAgo) => new Date(today - daysAgo * day).toISOString());
    const expectedKeys = ideas.flatMap((ideaId) =>
      ['rpa', 'volumetry'].flatMap((kind) => periodEnds.map((end) => keyOf(ideaId, kind, end))),
    );

    const sends = () => api<ReportingSend[]>('GET', '/reporting-sends');
    const plansCaughtUp = async () => {
      const behind = await db
        .selectFrom('reporting_plans')
        .select('id')
        .where('next_due_at', '<=', new Date())
        .execute();
      return behind.length;
    };
    /** No instance has looked since the days were due: every plan's last send three days ago. */
    const dueSinceThreeDays = () =>
      db
        .updateTable('reporting_plans')
        .set({ next_due_at: new Date(today - 3 * day) })
        .execute();

    // The first record of the held idea is kept by the service and never answered.
    receiver.holdNextOf(heldIdea);
    await dueSinceThreeDays();
    await expect.poll(() => receiver.received.some((record) => record.held), waitFor).toBe(true);
    const held = receiver.received.find((record) => record.held);
    if (held === undefined) throw new Error('no held record');
    const caller = instances.get(held.caller);
    if (caller === undefined) throw new Error(`no instance of ours is ${held.caller}`);
    caller.child.kill('SIGKILL');
    expect(await caller.exited).toBeNull();
    instances.delete(held.caller);

    // The survivors send every other period, and skip the one whose records the killed instance kept.
    await expect.poll(plansCaughtUp, waitFor).toBe(0);
    await expect
      .poll(async () => (await sends()).filter((send) => send.state === 'sending').length, waitFor)
      .toBe(held.kind === 'rpa' ? 2 : 1);
    const stuck = (await sends()).filter((send) => send.state === 'sending');
    expect(stuck.map((send) => keyOf(send.ideaId, send.kind, send.periodEnd))).toContain(
      keyOf(held.ideaId, held.kind, held.processedAt),
    );

    // Its call's timeout and the minute after it pass: the survivors give it up as `unknown`.
    await db
      .updateTable('plan_sends')
      .set({ sending_since: new Date(Date.now() - staleMs - 1_000) })
      .where('state', '=', 'sending')
      .execute();
    await expect
      .poll(async () => (await sends()).filter((send) => send.state === 'sending').length, waitFor)
      .toBe(0);
    const settled = await sends();

    // The instances look again at every period (as one with a stale view would): nothing is sent again.
    const receivedBefore = receiver.received.length;
    await dueSinceThreeDays();
    await expect.poll(plansCaughtUp, waitFor).toBe(0);
    expect(receiver.received).toHaveLength(receivedBefore);
    expect(await sends()).toEqual(settled);

    // Each (idea, kind, period) kept once; received at most once; sent exactly when received and
    // answered; every other one unknown, the held one among them.
    const byKey = new Map(settled.map((send) => [keyOf(send.ideaId, send.kind, send.periodEnd), send]));
    expect([...byKey.keys()].sort()).toEqual([...expectedKeys].sort());
    expect(settled).toHaveLength(expectedKeys.length);
    const receivedKeys = receiver.received.map((record) =>
      keyOf(record.ideaId, record.kind, record.processedAt),
    );
    expect(new Set(receivedKeys).size).toBe(receivedKeys.length);
    for (const [key, send] of byKey) {
      const records = receiver.received.filter(
        (record) => keyOf(record.ideaId, record.kind, record.processedAt) === key,
      );
      if (send.state === 'sent') {
        expect(records, key).toEqual([expect.objectContaining({ held: false, record: send.figures })]);
      } else {
        expect(send.state, key).toBe('unknown');
        expect(records.every((record) => record.held)).toBe(true);
      }
    }
    expect(byKey.get(keyOf(held.ideaId, held.kind, held.processedAt))?.state).toBe('unknown');
    expect(settled.filter((send) => send.state === 'unknown')).toHaveLength(stuck.length);
  });
});
