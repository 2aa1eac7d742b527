/**
 * One evaluation at a time across instances (PostgreSQL only: the embedded store has one connection, so
 * a second evaluation cannot overlap the first there): an instance that finds the lock taken skips its
 * look, and looks again once it is free.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { watchdogLockKey } from '../storage/alerts-repository';
import { openTestDatabase, reopenTestDatabase } from '../testing/test-databases';
import { testSessionSecret } from '../testing/test-helpers';
import { openWorkspace } from '../workspace';

const t0 = Date.UTC(2030, 5, 3, 9, 0);

it('an instance skips its look while another one holds the evaluation', async () => {
  const database = await openTestDatabase();
  const other = reopenTestDatabase(database);
  try {
    const workspace = await openWorkspace(database, testSessionSecret, () => t0);
    await other.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(watchdogLockKey)})`.execute(tx);
      expect(await workspace.alerts.evaluate(t0)).toBeUndefined();
    });
    expect(await workspace.alerts.evaluate(t0)).toEqual([]);
  } finally {
    await other.close();
    await database.close();
  }
});
