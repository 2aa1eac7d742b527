import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, type TestClock } from '../../src/mocks/node/msw-simulator';
import { scheduleInputSchema } from '../../src/api/workspace/schedules';
import { journalRepository } from '../storage/journal-repository';
import { testStoreKind } from '../testing/test-databases';
import { recordingLogger, testWorkspace } from '../testing/test-helpers';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import type { Workspace } from '../workspace';
import { createWebhookDeliverer, type WebhookSettings } from './webhook-deliverer';

const secret = 'a-webhook-secret-of-at-least-32-characters';

describe(`the webhook for ended executions (${testStoreKind})`, () => {
  let clock: TestClock;
  let workspace: Workspace;
  let receiver: WebhookReceiver;
  let logger: ReturnType<typeof recordingLogger>;

  beforeEach(async () => {
    clock = createTestClock();
    workspace = await testWorkspace(clock.now);
    receiver = await startWebhookReceiver('/hooks/T000/secret-path');
    logger = recordingLogger();
  });
  afterEach(() => receiver.close());

  /** `null`: no webhook configured. */
  function deliverer(settings: Partial<WebhookSettings> | null = {}, instance = 'instance-a') {
    return createWebhookDeliverer({
      settings:
        settings === null
          ? undefined
          : {
              url: receiver.url,
              secret,
              events: 'failures',
              publicOrigin: 'https://console.example',
              ...settings,
            },
      outbox: workspace.webhookOutbox,
      journal: workspace.journalStore,
      fires: workspace.scheduleFires,
      alerts: workspace.alerts,
      fetch: (input, init) => fetch(input, init),
      now: clock.now,
      logger,
      instance,
    });
  }
  const createWebhookDelivererAs = (instance: string) => deliverer({}, instance);

  /** A run started by Ana with a secret and a plain variable, which the service then ends with `status`. */
  async function ended(executionId: string, status: string): Promise<void> {
    const journal = journalRepository(workspace.database.db);
    await journal.insertRun({
      computerId: 'RUNTIME-01',
      executionId,
      robotId: 'invoice-bot',
      apiVersion: 'v2',
      variables: [
        { name: 'password', type: 'text', secret: true },
        { name: 'batch', type: 'text', value: 'batch-value-7' },
      ],
      startedBy: 'ana@example.com',
      at: clock.now(),
    });
    const init = clock.now() + 1_000;
    await journal.recordResult(
      'RUNTIME-01',
      executionId,
      { status: 'RUNNING', progress: 0.5, init, end: null, ended: false, returnValue: null, logs: [] },
      clock.now(),
    );
    await journal.recordResult(
      'RUNTIME-01',
      executionId,
      {
        status,
        progress: 1,
        init,
        end: init + 60_000,
        ended: true,
        returnValue: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' },
        logs: ['a line'],
      },
      clock.now(),
    );
  }

  it('posts a small signed document for an execution that failed, once', async () => {
    await ended('FAILED-1', 'ERROR');
    const webhook = deliverer();
    await webhook.tick();
    await webhook.tick();

    expect(receiver.posts).toHaveLength(1);
    const [post] = receiver.posts;
    if (post === undefined) throw new Error('no post');
    expect(post.path).toBe('/hooks/T000/secret-path');
    expect(post.headers['content-type']).toBe('application/json');
    // Signed with the time and the delivery id (a receiver refuses an old post, and drops one it has seen).
    const delivery = String(post.headers['x-robot-console-delivery']);
    expect(delivery).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.headers['x-robot-console-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
    const signed = `${String(Math.floor(clock.now() / 1000))}.${delivery}.${post.body}`;
    expect(post.headers['x-robot-console-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(signed).digest('hex')}`,
    );
    const start = clock.now() + 1_000;
    expect(JSON.parse(post.body)).toEqual({
      event: 'execution.ended',
      executionId: 'FAILED-1',
      status: 'ERROR',
      robotId: 'invoice-bot',
      runtimeId: 'RUNTIME-01',
      startedBy: 'ana@example.com',
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + 60_000).toISOString(),
      consoleUrl: 'https://console.example/executions/RUNTIME-01/FAILED-1',
    });
    // Never a variable's value, a return value or a token.
    expect(post.body).not.toContain('batch-value-7');
    expect(post.body).not.toContain('eyJ');
    expect(await workspace.webhookOutbox.list()).toMatchObject([{ state: 'delivered', attempts: 1 }]);
  });

  it('posts a schedule’s fire that failed to start or was missed, whichever ends the webhook wants', async () => {
    const created = await workspace.schedules.create(
      scheduleInputSchema.parse({
        name: 'Invoices at seven',
        runtimeId: 'RUNTIME-01',
        robotId: 'invoice-bot',
        cron: '0 7 * * *',
        timeZone: 'UTC',
      }),
      'ana@example.com',
    );
    if (created.kind !== 'saved') throw new Error('the schedule was not saved');
    const { id } = created.schedule;
    const fires = workspace.scheduleFires;
    const dueAt = clock.now();
    await workspace.database.db
      .updateTable('schedules')
      .set({ next_due_at: new Date(dueAt) })
      .execute();
    const [fire] = await fires.claimDue('x', dueAt, 60_000, 1, (ids) => workspace.schedules.calendars(ids));
    if (fire === undefined) throw new Error('nothing was due');
    await fires.finish(fire.fireId, 'x', dueAt, {
      state: 'failed',
      reason: 'refused',
      detail: 'upstream-conflict',
      announce: true,
    });
    const webhook = deliverer({ events: 'failures' });
    await webhook.tick();
    expect(receiver.posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([
      {
        event: 'schedule.failed',
        scheduleId: id,
        scheduleName: 'Invoices at seven',
        owner: 'ana@example.com',
        dueAt: new Date(dueAt).toISOString(),
        state: 'failed',
        reason: 'refused',
        detail: 'upstream-conflict',
        consoleUrl: `https://console.example/schedules/${id}`,
      },
    ]);
  });

  it('posts an alert raised and resolved, whichever ends the webhook wants', async () => {
    const queuedAt = clock.now();
    await journalRepository(workspace.database.db).insertRun({
      computerId: 'RUNTIME-01',
      executionId: 'STUCK',
      robotId: 'invoice-bot',
      apiVersion: 'v2',
      variables: null,
      startedBy: 'ana@example.com',
      at: queuedAt,
    });
    clock.advance(20 * 60_000);
    const raisedAt = clock.now();
    await workspace.alerts.evaluate(raisedAt);
    const webhook = deliverer({ events: 'failures' });
    await webhook.tick();
    const raised = {
      event: 'alert.raised',
      alertId: 1,
      kind: 'queued-too-long',
      subject: { computerId: 'RUNTIME-01', executionId: 'STUCK', robotId: 'invoice-bot' },
      facts: { minutes: 20 },
      raisedAt: new Date(raisedAt).toISOString(),
      resolvedAt: null,
      acknowledgement: null,
      consoleUrl: 'https://console.example/overview',
    };
    expect(receiver.posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([raised]);

    clock.advance(60_000);
    await workspace.alerts.acknowledge(1, 'Asked the Runtime team', 'bia@example.com');
    const acknowledgedAt = clock.now();
    clock.advance(60_000);
    await journalRepository(workspace.database.db).recordResult(
      'RUNTIME-01',
      'STUCK',
      {
        status: 'RUNNING',
        progress: 0.1,
        init: queuedAt,
        end: null,
        ended: false,
        returnValue: null,
        logs: [],
      },
      clock.now(),
    );
    await workspace.alerts.evaluate(clock.now());
    await webhook.tick();
    expect(receiver.posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([
      raised,
      {
        ...raised,
        event: 'alert.resolved',
        resolvedAt: new Date(clock.now()).toISOString(),
        acknowledgement: {
          by: 'bia@example.com',
          at: new Date(acknowledgedAt).toISOString(),
          note: 'Asked the Runtime team',
        },
      },
    ]);
  });

  it('posts each delivery once when two instances tick while the receiver is slow to answer', async () => {
    const ids = ['SLOW-1', 'SLOW-2', 'SLOW-3', 'SLOW-4', 'SLOW-5'];
    for (const id of ids) await ended(id, 'ERROR');
    const a = createWebhookDelivererAs('instance-a');
    const b = createWebhookDelivererAs('instance-b');
    // Each answer takes 9 s of the clock, within the 10 s timeout; while a waits for its fourth, 36 s
    // after it began, b looks too.
    let answered = 0;
    receiver.beforeAnswer(async () => {
      clock.advance(9_000);
      answered += 1;
      if (answered === 4) await b.tick();
    });
    await a.tick();
    const posted = receiver.posts.map(
      (post) => (JSON.parse(post.body) as { executionId: string }).executionId,
    );
    expect(posted.toSorted()).toEqual(ids);
    const outbox = await workspace.webhookOutbox.list();
    expect(outbox.map(({ state, attempts }) => ({ state, attempts }))).toEqual(
      ids.map(() => ({ state: 'delivered', attempts: 1 })),
    );
  });

  it('tries again after a 500 with the same delivery, waiting longer each time, and logs no receiver text', async () => {
    await ended('FAILED-2', 'FAILED');
    receiver.answer(500, 503);
    const webhook = deliverer();
    await webhook.tick();
    expect(receiver.posts).toHaveLength(1);

    clock.advance(9_000);
    await webhook.tick();
    expect(receiver.posts).toHaveLength(1);
    clock.advance(1_000);
    await webhook.tick();
    expect(receiver.posts).toHaveLength(2);

    clock.advance(19_000);
    await webhook.tick();
    expect(receiver.posts).toHaveLength(2);
    clock.advance(1_000);
    await webhook.tick();
    expect(receiver.posts).toHaveLength(3);

    const [first, , last] = receiver.posts;
    expect(last?.headers['x-robot-console-delivery']).toBe(first?.headers['x-robot-console-delivery']);
    expect(last?.body).toBe(first?.body);
    expect(await workspace.webhookOutbox.list()).toMatchObject([{ state: 'delivered', attempts: 3 }]);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^WARN webhook: .*FAILED-2.* the webhook answered 500; next attempt in 10 s$/),
      expect.stringMatching(/the webhook answered 503; next attempt in 20 s$/),
    ]);
    expect(logger.lines.join('\n')).not.toMatch(/secret-path|internal details/);
  });

  it('posts only failures by default, and every end with "all"', async () => {
    await ended('OK-1', 'SUCCESS');
    await ended('ALERTED', 'ALERT');
    await ended('BROKE', 'ERROR');
    await deliverer().tick();
    expect(
      receiver.posts.map((post) => (JSON.parse(post.body) as { executionId: string }).executionId),
    ).toEqual(['ALERTED', 'BROKE']);
    expect(await workspace.webhookOutbox.list()).toMatchObject([
      { executionId: 'OK-1', state: 'skipped', lastError: 'not a failure' },
      { executionId: 'ALERTED', state: 'delivered' },
      { executionId: 'BROKE', state: 'delivered' },
    ]);

    await ended('OK-2', 'SUCCESS');
    await deliverer({ events: 'all' }).tick();
    expect(receiver.posts.map((post) => (JSON.parse(post.body) as { status: string }).status)).toEqual([
      'ALERT',
      'ERROR',
      'SUCCESS',
    ]);
  });

  it('does not follow a redirect: the post is tried again later at the same address', async () => {
    await ended('MOVED', 'ERROR');
    receiver.answer(302);
    const webhook = deliverer();
    await webhook.tick();
    expect(receiver.posts.map((post) => post.path)).toEqual(['/hooks/T000/secret-path']);
    expect(await workspace.webhookOutbox.list()).toMatchObject([
      {
        state: 'pending',
        lastError: 'the webhook answered with a redirect (302), which is not followed',
      },
    ]);
    clock.advance(10_000);
    await webhook.tick();
    expect(receiver.posts.map((post) => post.path)).toEqual([
      '/hooks/T000/secret-path',
      '/hooks/T000/secret-path',
    ]);
  });

  it('gives up a day after the end, saying so in the log', async () => {
    await ended('NEVER', 'ERROR');
    receiver.answer(...Array.from({ length: 100 }, () => 500));
    const webhook = deliverer();
    const startedAt = clock.now();
    for (let round = 0; round < 100; round += 1) {
      await webhook.tick();
      const [row] = await workspace.database.db
        .selectFrom('webhook_outbox')
        .select(['state', 'next_attempt_at'])
        .execute();
      if (row?.state !== 'pending') break;
      clock.set(row.next_attempt_at.getTime());
    }
    expect(await workspace.webhookOutbox.list()).toMatchObject([{ state: 'given-up' }]);
    const attempts = receiver.posts.length;
    // 10 s, 20 s … up to an hour between attempts, for a day.
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(40);
    expect(clock.now() - startedAt).toBeLessThanOrEqual(24 * 3_600_000);
    expect(logger.lines.at(-1)).toMatch(
      new RegExp(
        `^ERROR webhook: gave up posting the end of execution NEVER on RUNTIME-01 .* after ${attempts} attempts`,
      ),
    );
  });

  it('sets ends aside unsent without a webhook, and never posts what was already over when it came in', async () => {
    await ended('UNSENT', 'ERROR');
    await deliverer(null).tick();
    expect(await workspace.webhookOutbox.list()).toMatchObject([
      { executionId: 'UNSENT', state: 'skipped', lastError: 'no webhook configured' },
    ]);

    // A browser's old queue moving in: executions that ended long ago are history, not news.
    await workspace.moveIn.moveIn(
      {
        executions: [
          {
            computerId: 'RUNTIME-01',
            executionId: 'OLD-ONE',
            robotId: 'invoice-bot',
            source: 'run',
            addedAt: clock.now() - 86_400_000,
            status: 'ERROR',
            endedAt: clock.now() - 86_000_000,
            ended: true,
          },
        ],
        catalog: { runtimes: [], robots: [] },
        history: [],
      },
      'ana@example.com',
    );
    await deliverer().tick();
    expect(receiver.posts).toEqual([]);
    expect((await workspace.webhookOutbox.list()).map((row) => row.executionId)).toEqual(['UNSENT']);
  });
});
