/**
 * What only a PostgreSQL server shows: writers on several connections at once (the numbering must not
 * let a reader skip a change that commits late), and a LISTEN connection that drops and comes back.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import type { JournalChange } from '../storage/changes-repository';
import { changesRepository } from '../storage/changes-repository';
import { journalRepository } from '../storage/journal-repository';
import { fixedNow, testWorkspace } from '../testing/test-helpers';
import { createChangeHub, type ChangeHub } from './change-hub';

const hubs: ChangeHub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.stop();
});

describe('the change hub on PostgreSQL', () => {
  it('never skips a change whose transaction commits after a later-numbered one would have', async () => {
    const workspace = await testWorkspace();
    const { db } = workspace.database;
    const journal = journalRepository(db);
    await journal.track('RUNTIME-01', 'SLOW', 'ana@example.com', fixedNow);
    await journal.track('RUNTIME-01', 'FAST', 'ana@example.com', fixedNow);
    const hub = createChangeHub({
      database: {},
      changes: changesRepository(db),
      logger: silentLogger,
      safetyReadMs: 600_000,
    });
    hubs.push(hub);
    const seen: JournalChange[] = [];
    hub.subscribe((changes) => seen.push(...changes));
    await hub.start();

    // A transaction numbers its change to SLOW and stays open; meanwhile FAST changes on another
    // connection, and the hub reads. Only then does SLOW commit.
    let commitSlow: () => void = () => undefined;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowChanged: () => void = () => undefined;
    const slowHasChanged = new Promise<void>((resolve) => (slowChanged = resolve));
    const slow = db.transaction().execute(async (tx) => {
      await tx
        .updateTable('executions')
        .set({ status: 'RUNNING' })
        .where('execution_id', '=', 'SLOW')
        .execute();
      slowChanged();
      await slowMayCommit;
    });
    await slowHasChanged;
    const fast = db
      .updateTable('executions')
      .set({ status: 'RUNNING' })
      .where('execution_id', '=', 'FAST')
      .execute();
    await hub.catchUp();
    commitSlow();
    await Promise.all([slow, fast]);
    await hub.catchUp();

    expect(seen.map((change) => change.entry.executionId)).toEqual(['SLOW', 'FAST']);
  });

  it('listens again after its connection is cut, and says so, so the hub reads what it missed', async () => {
    const workspace = await testWorkspace();
    const { database } = workspace;
    if (database.listen === undefined) throw new Error('a PostgreSQL database listens');
    const heard: string[] = [];
    let listening = 0;
    const unlisten = await database.listen('rc_test_channel', (payload) => heard.push(payload), {
      onListening: () => (listening += 1),
    });
    try {
      expect(listening).toBe(1);
      await sql`select pg_notify('rc_test_channel', 'before')`.execute(database.db);
      await expect.poll(() => heard).toEqual(['before']);

      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`.execute(database.db);
      await expect.poll(() => listening).toBe(2);
      await sql`select pg_notify('rc_test_channel', 'after')`.execute(database.db);
      await expect.poll(() => heard).toEqual(['before', 'after']);
    } finally {
      await unlisten();
    }
  });
});
