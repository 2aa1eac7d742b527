import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import { historyQuerySchema } from '../../src/api/workspace/history';
import { silentLogger } from '../logger';
import { activityRepository } from '../storage/activity-repository';
import { changesRepository } from '../storage/changes-repository';
import { catalogRepository } from '../storage/catalog-repository';
import type { WorkspaceDatabase } from '../storage/database';
import { historyRepository } from '../storage/history-repository';
import { journalRepository } from '../storage/journal-repository';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { createChangeHub } from './change-hub';
import { proxyRecorder, type RelayedCall } from './proxy-recorder';

const t0 = Date.UTC(2030, 5, 1);
const bytes = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

describe(`what the server records from relayed calls (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let deps: ReturnType<typeof repositories>;
  const repositories = (db: WorkspaceDatabase['db']) => ({
    journal: journalRepository(db),
    catalog: catalogRepository(db),
    history: historyRepository(db),
    activity: activityRepository(db),
  });
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    deps = repositories(database.db);
    await deps.catalog.saveRobot(
      {
        robotId: 'invoice-bot',
        name: 'Invoices',
        description: '',
        variables: [{ name: 'password', type: 'text', defaultValue: '', required: true, secret: true }],
      },
      undefined,
      { by: 'ana@example.test', at: t0 },
    );
  });

  const call = (over: Partial<RelayedCall>): RelayedCall => ({
    endpoint: 'runV2',
    params: { computerId: 'RUNTIME-01', robotId: 'invoice-bot' },
    requestBody: undefined,
    status: 200,
    answerBody: bytes({ id: 'E1' }),
    username: 'ana@example.test',
    at: t0,
    ...over,
  });

  /**
   * A recorder that follows the change hub (as the server's does), its journal checks counted; `stop`
   * stops both.
   */
  async function followingRecorder() {
    const hub = createChangeHub({
      database,
      changes: changesRepository(database.db),
      logger: silentLogger,
      safetyReadMs: 600_000,
    });
    await hub.start();
    const journal = deps.journal;
    const checks = vi.fn((...args: Parameters<typeof journal.recordResult>) => journal.recordResult(...args));
    const recorder = proxyRecorder({ ...deps, journal: { ...deps.journal, recordResult: checks } });
    const unfollow = recorder.followChanges(hub);
    const stop = async () => {
      unfollow();
      await hub.stop();
    };
    return { hub, checks, recorder, stop };
  }

  it('journals an accepted run with the secret values of its catalog robot left out', async () => {
    const recorder = proxyRecorder(deps);
    const variables = [
      { name: 'batch', type: 'text', value: 'NOV' },
      { name: 'password', type: 'text', value: 'hunter2' },
    ];
    const change = await recorder.record(call({ requestBody: bytes({ variables }) }));
    expect(change?.entry).toMatchObject({
      executionId: 'E1',
      apiVersion: 'v2',
      startedBy: 'ana@example.test',
      variables: [
        { name: 'batch', type: 'text', value: 'NOV' },
        { name: 'password', type: 'text', secret: true },
      ],
    });
    expect(JSON.stringify(await deps.journal.find('RUNTIME-01', 'E1'))).not.toContain('hunter2');
    const v1 = await recorder.record(call({ endpoint: 'runV1Defaults', answerBody: bytes('E2\n') }));
    expect(v1?.entry).toMatchObject({ executionId: 'E2', apiVersion: 'v1', variables: null });
    expect(await recorder.record(call({ status: 500, answerBody: bytes({ id: 'E3' }) }))).toBeUndefined();
    expect(await deps.journal.find('RUNTIME-01', 'E3')).toBeUndefined();
    const runs = await deps.activity.list(activityQuerySchema.parse({ action: ['run'] }));
    expect(runs.items.map((entry) => entry.details.executionId)).toEqual(['E2', 'E1']);
    // Facts the console words in the operator's language, never an English sentence.
    expect(runs.items[1]).toMatchObject({ target: 'invoice-bot', details: { computerId: 'RUNTIME-01' } });
  });

  it('updates the journal from a result read and records an accepted delete', async () => {
    const recorder = proxyRecorder(deps);
    const result = {
      _id: 'E1',
      logs: [],
      init: t0,
      end: t0 + 5000,
      returnValue: { ok: 1 },
      status: 'SUCCESS',
      progress: 1,
    };
    const change = await recorder.record(
      call({
        endpoint: 'executionResult',
        params: { computerId: 'RUNTIME-01', executionId: 'E1' },
        answerBody: bytes(result),
      }),
    );
    expect(change).toMatchObject({
      endedNow: true,
      entry: { status: 'SUCCESS', ended: true, end: t0 + 5000 },
    });
    const deleted = await recorder.record(
      call({
        endpoint: 'deleteExecution',
        params: { computerId: 'RUNTIME-01', executionId: 'E2' },
        answerBody: bytes(''),
      }),
    );
    expect(deleted?.entry).toMatchObject({ deletedBy: 'ana@example.test', deletedAt: t0 });
    const deletes = await deps.activity.list(activityQuerySchema.parse({ action: ['delete'] }));
    expect(deletes.items[0]).toMatchObject({ target: 'E2', details: { computerId: 'RUNTIME-01' } });
  });

  it('records identical result reads that come together once, and tells a new result from a reordered one', async () => {
    const recorder = proxyRecorder(deps);
    await recorder.record(call({ answerBody: bytes({ id: 'E3' }) }));
    const read = (answer: unknown) =>
      recorder.record(
        call({
          endpoint: 'executionResult',
          params: { computerId: 'RUNTIME-01', executionId: 'E3' },
          answerBody: bytes(answer),
        }),
      );
    const running = {
      _id: 'E3',
      logs: [{ level: 'INFO', message: 'half way' }],
      init: t0,
      end: null,
      returnValue: null,
      status: 'RUNNING',
      progress: 0.5,
    };
    const changes = await Promise.all(Array.from({ length: 5 }, () => read(running)));
    const recorded = changes.filter((change) => change !== undefined);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.entry).toMatchObject({ status: 'RUNNING', progress: 0.5 });
    // The same value with its keys in another order says nothing new; another value does.
    const reordered = { ...running, logs: [{ message: 'half way', level: 'INFO' }] };
    expect(await read(Object.fromEntries(Object.entries(reordered).reverse()))).toBeUndefined();
    expect(await read({ ...running, progress: 0.75 })).toMatchObject({ entry: { progress: 0.75 } });
  });

  it('skips the journal for an answer it is known to hold, and checks again once any instance changed it', async () => {
    const { hub, checks, recorder, stop } = await followingRecorder();
    try {
      await recorder.record(call({ answerBody: bytes({ id: 'E4' }) }));
      const running = {
        _id: 'E4',
        logs: [],
        init: t0,
        end: null,
        returnValue: null,
        status: 'RUNNING',
        progress: 0.5,
      };
      const read = () =>
        recorder.record(
          call({
            endpoint: 'executionResult',
            params: { computerId: 'RUNTIME-01', executionId: 'E4' },
            answerBody: bytes(running),
          }),
        );
      expect(await read()).toMatchObject({ entry: { status: 'RUNNING' } });
      await hub.catchUp();
      expect(await read()).toBeUndefined();
      expect(await read()).toBeUndefined();
      expect(checks).toHaveBeenCalledTimes(2);

      // Another instance stores an older answer: once this one hears of it, the same read checks the
      // journal again and puts its answer back.
      await journalRepository(database.db).recordResult(
        'RUNTIME-01',
        'E4',
        { status: 'QUEUED', progress: 0, init: t0, end: null, ended: false, returnValue: null, logs: [] },
        t0 + 1,
      );
      await hub.catchUp();
      expect(await read()).toMatchObject({ entry: { status: 'RUNNING' } });
      expect(checks).toHaveBeenCalledTimes(3);
    } finally {
      await stop();
    }
  });

  it('looks once for an execution the journal has no row for, and again once a row is made for it', async () => {
    const { hub, checks, recorder, stop } = await followingRecorder();
    const result = (id: string, progress: number) => ({
      _id: id,
      logs: [],
      init: t0,
      end: null,
      returnValue: null,
      status: 'RUNNING',
      progress,
    });
    const read = (id: string, progress: number) =>
      recorder.record(
        call({
          endpoint: 'executionResult',
          params: { computerId: 'RUNTIME-01', executionId: id },
          answerBody: bytes(result(id, progress)),
        }),
      );
    try {
      // Started elsewhere and read on its page over and over, whatever it says: one look.
      expect(await read('ELSEWHERE', 0.1)).toBeUndefined();
      expect(await read('ELSEWHERE', 0.1)).toBeUndefined();
      expect(await read('ELSEWHERE', 0.2)).toBeUndefined();
      expect(checks).toHaveBeenCalledTimes(1);

      // An operator tracks it (another route, or another instance): once the hub tells, reads count.
      await deps.journal.track('RUNTIME-01', 'ELSEWHERE', 'ana@example.test', t0 + 1);
      await hub.catchUp();
      expect(await read('ELSEWHERE', 0.3)).toMatchObject({ entry: { progress: 0.3 } });

      // A run this recorder records itself is read into the journal at once, before the hub tells.
      expect(await read('E5', 0)).toBeUndefined();
      await recorder.record(call({ answerBody: bytes({ id: 'E5' }) }));
      expect(await read('E5', 0.4)).toMatchObject({ entry: { progress: 0.4 } });
    } finally {
      await stop();
    }
  });

  it('keeps every reporting send, accepted or refused, with the words the browser was given', async () => {
    const recorder = proxyRecorder(deps);
    const position = { title: 'Clerk', hourValue: 18 };
    await recorder.record(
      call({
        endpoint: 'jobPosition',
        params: {},
        requestBody: bytes(position),
        status: 201,
        answerBody: bytes({ code: 201, status: 'CREATED', message: 'ok' }),
      }),
    );
    await recorder.record(
      call({
        endpoint: 'jobPosition',
        params: {},
        requestBody: bytes(position),
        status: 400,
        answerBody: bytes('{}'),
        errorMessage: 'The reporting service refused the record (400).',
        errorCode: 'upstream-bad-request',
        at: t0 + 1,
      }),
    );
    const page = await deps.history.list(historyQuerySchema.parse({ form: 'job-positions' }));
    expect(page.items).toMatchObject([
      {
        outcome: 'failed',
        error: 'The reporting service refused the record (400).',
        // For the console to word it in its operator's language.
        errorCode: 'upstream-bad-request',
        errorStatus: 400,
        payload: position,
      },
      {
        outcome: 'sent',
        answer: { code: 201 },
        sentBy: 'ana@example.test',
        errorCode: null,
        errorStatus: null,
      },
    ]);
  });
});
