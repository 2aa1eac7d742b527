import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import { historyQuerySchema } from '../../src/api/workspace/history';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { activityRepository, type ActivityRepository } from './activity-repository';
import type { WorkspaceDatabase } from './database';
import { historyRepository, type HistoryRepository } from './history-repository';

const t0 = Date.UTC(2030, 5, 1);

describe(`reporting history and activity log (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let history: HistoryRepository;
  let activity: ActivityRepository;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    history = historyRepository(database.db);
    activity = activityRepository(database.db);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('reporting_sends').execute();
    await database.db.deleteFrom('activity').execute();
  });

  const send = (
    form: 'suppliers' | 'job-positions',
    payload: object,
    at: number,
    outcome: 'sent' | 'failed' = 'sent',
  ) =>
    history.record({
      form,
      payload,
      outcome,
      answer: outcome === 'sent' ? { ok: true } : null,
      error: outcome === 'sent' ? null : 'Refused',
      sentBy: 'ana@example.test',
      at,
    });

  it('keeps every send of a form, newest first, with who sent it and the answer', async () => {
    await send('job-positions', { title: 'Clerk', hourValue: 18 }, t0);
    await send('job-positions', { title: 'Clerk', hourValue: 19 }, t0 + 1, 'failed');
    await send('suppliers', { name: 'Acme', type: 1, hourValue: 10 }, t0 + 2);
    const page = await history.list(historyQuerySchema.parse({ form: 'job-positions' }));
    expect(page.total).toBe(2);
    expect(page.items).toMatchObject([
      {
        sentAt: t0 + 1,
        outcome: 'failed',
        error: 'Refused',
        answer: null,
        payload: { title: 'Clerk', hourValue: 19 },
      },
      { sentAt: t0, outcome: 'sent', answer: { ok: true }, sentBy: 'ana@example.test' },
    ]);
  });

  it('keeps why a send failed as the server’s code and status, and the English of a send recorded before them', async () => {
    await history.record({
      form: 'suppliers',
      payload: { name: 'Acme', type: 1, hourValue: 10 },
      outcome: 'failed',
      answer: null,
      error: 'The reporting service failed (status 503). Try again in a moment.',
      errorCode: 'upstream-failed',
      errorStatus: 503,
      sentBy: 'ana@example.test',
      at: t0 + 1,
    });
    // A send recorded before migration 0005: its text only.
    await database.db
      .insertInto('reporting_sends')
      .values({
        form: 'suppliers',
        payload: JSON.stringify({ name: 'Acme', type: 1, hourValue: 10 }),
        outcome: 'failed',
        answer: null,
        error: 'Refused (status 502).',
        sent_by: 'ana@example.test',
        sent_at: new Date(t0),
      })
      .execute();
    const page = await history.list(historyQuerySchema.parse({ form: 'suppliers', outcome: 'failed' }));
    expect(page.items).toMatchObject([
      {
        error: 'The reporting service failed (status 503). Try again in a moment.',
        errorCode: 'upstream-failed',
        errorStatus: 503,
      },
      { error: 'Refused (status 502).', errorCode: null, errorStatus: null },
    ]);
  });

  it('finds the earlier sends of exactly one record, whatever the order of its fields', async () => {
    const record = { ideaId: 7, successExecutions: 3, processedAt: '2030-06-01T12:00:00.000Z' };
    await history.record({
      form: 'rpa',
      payload: record,
      outcome: 'sent',
      answer: { code: 201 },
      error: null,
      sentBy: 'bia@example.test',
      at: t0,
    });
    await history.record({
      form: 'rpa',
      payload: { ...record, successExecutions: 4 },
      outcome: 'sent',
      answer: { code: 201 },
      error: null,
      sentBy: 'ana@example.test',
      at: t0 + 1,
    });
    await history.record({
      form: 'rpa',
      payload: record,
      outcome: 'failed',
      answer: null,
      error: 'Refused',
      sentBy: 'ana@example.test',
      at: t0 + 2,
    });
    const sameRecord = JSON.stringify({
      processedAt: '2030-06-01T12:00:00.000Z',
      successExecutions: 3,
      ideaId: 7,
    });
    const query = (input: object) => history.list(historyQuerySchema.parse({ form: 'rpa', ...input }));

    const all = await query({ payload: sameRecord });
    expect(all.total).toBe(2);
    const accepted = await query({ payload: sameRecord, outcome: 'sent' });
    expect(accepted.total).toBe(1);
    expect(accepted.items[0]).toMatchObject({ sentBy: 'bia@example.test', sentAt: t0 });
    expect((await query({ outcome: 'failed' })).items.map((entry) => entry.sentAt)).toEqual([t0 + 2]);
    expect(historyQuerySchema.safeParse({ form: 'rpa', payload: 'not json' }).success).toBe(false);
    expect(historyQuerySchema.safeParse({ form: 'rpa', payload: '[1]' }).success).toBe(false);
  });

  it('knows the last accepted record per name, whatever its case', async () => {
    await send('suppliers', { name: 'Acme', type: 1, hourValue: 10 }, t0);
    await send('suppliers', { name: ' ACME ', type: 2, hourValue: 12 }, t0 + 1);
    await send('suppliers', { name: 'acme', type: 3, hourValue: 99 }, t0 + 2, 'failed');
    await send('suppliers', { name: 'Globex', type: 3, hourValue: 20 }, t0 + 3);
    const known = await history.known('suppliers');
    expect(known.map((entry) => entry.payload)).toEqual([
      { name: 'Globex', type: 3, hourValue: 20 },
      { name: ' ACME ', type: 2, hourValue: 12 },
    ]);
  });

  it('logs who did what, filtered by actor, action, period and text', async () => {
    await activity.record({ actor: 'ana@example.test', action: 'sign-in', target: 'session', at: t0 });
    await activity.record({
      actor: 'bia@example.test',
      action: 'run',
      target: 'invoice-bot on RUNTIME-01',
      details: { executionId: 'E1' },
      at: t0 + 1,
    });
    await activity.record({
      actor: 'ana@example.test',
      action: 'delete',
      target: 'E1 on RUNTIME-01',
      at: t0 + 2,
    });
    const actions = async (input: object) =>
      (await activity.list(activityQuerySchema.parse(input))).items.map((entry) => entry.action);
    expect(await actions({})).toEqual(['delete', 'run', 'sign-in']);
    expect(await actions({ actor: 'ana@example.test' })).toEqual(['delete', 'sign-in']);
    expect(await actions({ action: ['run', 'sign-in'] })).toEqual(['run', 'sign-in']);
    expect(await actions({ from: t0 + 1, to: t0 + 2 })).toEqual(['run']);
    expect(await actions({ q: 'e1' })).toEqual(['delete', 'run']);
    expect((await activity.list(activityQuerySchema.parse({ action: ['run'] }))).items[0]).toMatchObject({
      actor: 'bia@example.test',
      details: { executionId: 'E1' },
      at: t0 + 1,
    });
  });
});
