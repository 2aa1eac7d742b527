import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journalQuerySchema, type JournalQueryInput } from '../../src/api/workspace/journal';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import type { WorkspaceDatabase } from './database';
import { followRepository } from './follow-repository';
import { journalRepository, type JournalRepository } from './journal-repository';

const t0 = Date.UTC(2030, 5, 1, 12, 0, 0);
const minute = 60_000;
const query = (input: JournalQueryInput = {}) => journalQuerySchema.parse(input);

describe(`the execution journal (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let journal: JournalRepository;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    journal = journalRepository(database.db);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('executions').execute();
  });

  const run = (executionId: string, overrides: Partial<Parameters<JournalRepository['insertRun']>[0]> = {}) =>
    journal.insertRun({
      computerId: 'RUNTIME-01',
      executionId,
      robotId: 'invoice-bot',
      apiVersion: 'v2',
      variables: [{ name: 'batch', type: 'text', value: 'NOV' }],
      startedBy: 'ana@example.test',
      at: t0,
      ...overrides,
    });

  const result = (over: Partial<Parameters<JournalRepository['recordResult']>[2]> = {}) => ({
    status: 'RUNNING',
    progress: 0.5,
    init: t0,
    end: null,
    ended: false,
    returnValue: null,
    // Keys in an order jsonb does not keep, so that "unchanged" cannot rest on the text written.
    logs: ['started', { message: 'step', at: 1 }],
    ...over,
  });

  it('records a run with who started it, and its secret variables without their value', async () => {
    const entry = await run('E1', {
      variables: [
        { name: 'batch', type: 'text', value: 'NOV' },
        { name: 'password', type: 'text', secret: true },
      ],
    });
    expect(entry).toMatchObject({
      computerId: 'RUNTIME-01',
      executionId: 'E1',
      robotId: 'invoice-bot',
      source: 'run',
      startedBy: 'ana@example.test',
      startedAt: t0,
      status: null,
      ended: false,
      variables: [
        { name: 'batch', type: 'text', value: 'NOV' },
        { name: 'password', type: 'text', secret: true },
      ],
    });
    expect(await journal.find('RUNTIME-01', 'E1')).toEqual(entry);
  });

  it('stores a result only when it says something new, and says once that it ended', async () => {
    await run('E1');
    expect(await journal.recordResult('RUNTIME-01', 'E1', result(), t0 + 1000)).toMatchObject({
      kind: 'changed',
      endedNow: false,
      entry: { status: 'RUNNING', progress: 0.5, init: t0, logs: ['started', { message: 'step', at: 1 }] },
    });
    expect(await journal.recordResult('RUNTIME-01', 'E1', result(), t0 + 2000)).toEqual({
      kind: 'unchanged',
    });
    const ended = result({
      status: 'SUCCESS',
      progress: 1,
      end: t0 + 5000,
      ended: true,
      returnValue: { ok: 1 },
    });
    expect(await journal.recordResult('RUNTIME-01', 'E1', ended, t0 + 6000)).toMatchObject({
      kind: 'changed',
      endedNow: true,
      entry: { status: 'SUCCESS', end: t0 + 5000, ended: true, returnValue: { ok: 1 }, updatedAt: t0 + 6000 },
    });
    expect(
      await journal.recordResult('RUNTIME-01', 'E1', { ...ended, logs: ['x'] }, t0 + 7000),
    ).toMatchObject({
      kind: 'changed',
      endedNow: false,
    });
    expect(await journal.recordResult('RUNTIME-01', 'UNKNOWN', result(), t0)).toEqual({
      kind: 'not-in-journal',
    });
  });

  it('tracks an execution started elsewhere once, and records a delete with who and when', async () => {
    const tracked = await journal.track('RUNTIME-02', 'X9', 'bia@example.test', t0);
    expect(tracked).toMatchObject({
      created: true,
      entry: { source: 'track', robotId: null, variables: null },
    });
    expect((await journal.track('RUNTIME-02', 'X9', 'caio@example.test', t0 + 1)).created).toBe(false);
    expect(await journal.markDeleted('RUNTIME-02', 'X9', 'caio@example.test', t0 + 5)).toMatchObject({
      deletedBy: 'caio@example.test',
      deletedAt: t0 + 5,
    });
    expect(await journal.markDeleted('RUNTIME-02', 'X9', 'dani@example.test', t0 + 9)).toBeUndefined();
  });

  it('records why it stopped following as a code, and reads the English sentences of before as codes', async () => {
    await run('E1');
    expect(
      await journal.markLost('RUNTIME-01', 'E1', { code: 'time-limit', hours: 12 }, t0 + 1),
    ).toMatchObject({
      lostReason: { code: 'time-limit', hours: 12 },
    });
    const stored = () =>
      database.db.selectFrom('executions').select(['execution_id', 'lost_reason', 'follow_note']).execute();
    expect(await stored()).toEqual([{ execution_id: 'E1', lost_reason: 'time-limit:12', follow_note: null }]);

    // Rows written before the codes (by the follower, or moved in from a browser) hold English.
    const before = {
      L1: 'Not found on its Runtime',
      L2: 'No longer followed: it ran past the 12-hour limit',
      L3: 'No longer followed: it ran past the polling time limit',
      L4: 'Not followed: The execution ID cannot contain "/" or "\\".',
      L5: 'The service refused to give its result: 500',
    };
    for (const [id, reason] of Object.entries(before)) {
      await run(id);
      await database.db
        .updateTable('executions')
        .set({ lost_reason: reason })
        .where('execution_id', '=', id)
        .execute();
    }
    const reasons = async () =>
      Object.fromEntries(
        (await journal.list(query({ sort: 'execution', dir: 'asc' }), 'ana@example.test', t0)).items.map(
          (e) => [e.executionId, e.lostReason],
        ),
      );
    expect(await reasons()).toEqual({
      E1: { code: 'time-limit', hours: 12 },
      L1: { code: 'not-found' },
      L2: { code: 'time-limit', hours: 12 },
      L3: { code: 'polling-limit' },
      L4: { code: 'not-followable', id: 'execution', problem: 'slash' },
      L5: { code: 'text', text: 'The service refused to give its result: 500' },
    });
  });

  it('records why following waits as a code, and resumes the rows of the person who signs in, also those with the English note of before', async () => {
    const follow = followRepository(database.db);
    const now = t0 + 60 * minute;
    const waiting = async (id: string, note: string, startedBy = 'ana@example.test') => {
      const entry = await run(id, { startedBy });
      await database.db
        .updateTable('executions')
        .set({ follow_note: note, next_read_at: new Date(t0 + 24 * 60 * minute) })
        .where('execution_id', '=', entry.executionId)
        .execute();
    };
    await waiting('NEW', 'paused-no-session');
    await waiting(
      'OLD',
      'Paused until someone signs in: the server reads results with a signed-in operator’s session.',
    );
    await waiting('OTHER', 'Something else');
    await waiting('BIAS', 'paused-no-session', 'bia@example.test');
    expect((await journal.find('RUNTIME-01', 'NEW'))?.followNote).toEqual({ code: 'paused-no-session' });
    expect((await journal.find('RUNTIME-01', 'OLD'))?.followNote).toEqual({ code: 'paused-no-session' });
    expect((await journal.find('RUNTIME-01', 'OTHER'))?.followNote).toEqual({
      code: 'text',
      text: 'Something else',
    });

    expect(await follow.resumeWaiting({ code: 'paused-no-session' }, now, 'Ana@Example.test')).toBe(2);
    const due = await follow.claimDue('instance-a', now, minute, 10);
    expect(due.map((e) => e.executionId).sort()).toEqual(['NEW', 'OLD']);
    await follow.schedule(due[0]?.id ?? 0, { at: now, failures: 0, note: { code: 'paused-no-session' } });
    const row = await database.db
      .selectFrom('executions')
      .select('follow_note')
      .where('id', '=', due[0]?.id ?? 0)
      .executeTakeFirst();
    expect(row).toEqual({ follow_note: 'paused-no-session' });
  });

  it('filters by status, robot, Runtime, operator, mine and period, and searches ids and values', async () => {
    await run('E1', { at: t0 });
    await run('E2', { at: t0 + minute, robotId: 'failing-bot', startedBy: 'bia@example.test' });
    await run('E3', {
      at: t0 + 2 * minute,
      computerId: 'RUNTIME-02',
      variables: [{ name: 'n', type: 'text', value: '50%_off' }],
    });
    await journal.recordResult(
      'RUNTIME-01',
      'E2',
      result({ status: 'ERROR', ended: true, end: t0 + 2 * minute, init: t0 + minute }),
      t0,
    );
    await journal.markDeleted('RUNTIME-01', 'E1', 'bia@example.test', t0 + 3 * minute);

    const ids = async (input: JournalQueryInput) =>
      (await journal.list(query(input), 'ana@example.test', t0 + 10 * minute)).items.map(
        (e) => e.executionId,
      );

    expect(await ids({})).toEqual(['E3', 'E2', 'E1']);
    expect(await ids({ status: ['ERROR'] })).toEqual(['E2']);
    expect(await ids({ status: ['Deleted', 'Unknown'] })).toEqual(['E3', 'E1']);
    expect(await ids({ robot: 'failing-bot' })).toEqual(['E2']);
    expect(await ids({ runtime: 'RUNTIME-02' })).toEqual(['E3']);
    expect(await ids({ operator: 'bia@example.test' })).toEqual(['E2']);
    expect(await ids({ mine: true })).toEqual(['E3', 'E1']);
    expect(await ids({ active: true })).toEqual(['E3']);
    expect(await ids({ from: t0 + minute, to: t0 + 2 * minute })).toEqual(['E2']);
    expect(await ids({ q: 'e2' })).toEqual(['E2']);
    expect(await ids({ q: '50%_' })).toEqual(['E3']);
    expect(await ids({ q: '%' })).toEqual(['E3']);
    expect(await ids({ sort: 'started', dir: 'asc' })).toEqual(['E1', 'E2', 'E3']);
    expect(await ids({ sort: 'robot', dir: 'asc' })).toEqual(['E2', 'E3', 'E1']);
  });

  it('pages with a total over all pages', async () => {
    for (let index = 0; index < 7; index += 1) await run(`E${index}`, { at: t0 + index });
    const page = await journal.list(query({ limit: 3, offset: 3 }), 'ana@example.test', t0);
    expect(page.total).toBe(7);
    expect(page.items.map((e) => e.executionId)).toEqual(['E3', 'E2', 'E1']);
  });

  it('lists the values present for the filter menus', async () => {
    await run('E1');
    await run('E2', { robotId: 'failing-bot', computerId: 'RUNTIME-02', startedBy: 'bia@example.test' });
    await journal.recordResult('RUNTIME-01', 'E1', result(), t0);
    expect(await journal.facets()).toEqual({
      statuses: ['RUNNING', 'Unknown'],
      robots: ['failing-bot', 'invoice-bot'],
      runtimes: ['RUNTIME-01', 'RUNTIME-02'],
      operators: ['ana@example.test', 'bia@example.test'],
    });
  });

  it('sums the executions that ended in a period per status, placing an end without time by its start', async () => {
    await run('A');
    await run('B');
    await run('C');
    await run('D');
    const ended = (init: number, end: number | null, status: string) =>
      result({ status, init, end, ended: true, progress: 1 });
    await journal.recordResult('RUNTIME-01', 'A', ended(t0, t0 + 90_000, 'success'), t0);
    await journal.recordResult('RUNTIME-01', 'B', ended(t0, t0 + 30_500, 'SUCCESS'), t0);
    await journal.recordResult('RUNTIME-01', 'C', ended(t0 + minute, null, 'ERROR'), t0);
    await journal.recordResult('RUNTIME-01', 'D', ended(t0, t0 + 10 * minute, 'ERROR'), t0);
    const summary = await journal.endedSummary(t0, t0 + 5 * minute);
    expect(summary).toEqual([
      { status: 'ERROR', executions: 1, timed: 0, totalMs: 0 },
      { status: 'SUCCESS', executions: 2, timed: 2, totalMs: 120_500 },
    ]);
  });
});
