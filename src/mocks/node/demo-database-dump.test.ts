import { describe, expect, it } from 'vitest';
import { databaseOverPglite, migrateToLatest } from '../../../server/storage/database';
import { migrationProvider } from '../../../server/storage/migrations';
import { createPglite } from '../../../server/storage/pglite';
import { dumpDemoDatabase } from './demo-database-dump';

describe("the demo's database template", () => {
  it('is the workspace, migrated and empty: a first visit that loads it has nothing left to do', async () => {
    const dump = await dumpDemoDatabase();
    // As the page's worker gets it from the fetched file.
    const pglite = await createPglite(undefined, {
      loadDataDir: new Blob([dump], { type: 'application/gzip' }),
    });
    const database = databaseOverPglite(pglite);
    try {
      const applied = await pglite.query<{ name: string }>('select name from kysely_migration order by name');
      const all = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(applied.rows.map((row) => row.name)).toEqual(all);
      await migrateToLatest(database.db);
      const journal = await pglite.query<{ count: number }>('select count(*)::int as count from executions');
      expect(journal.rows).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
    // Two PostgreSQL clusters made from nothing (the template, then the page's copy of it) are what this
    // test is about: seconds each on a busy machine, past Vitest's default bound.
  }, 30_000);
});
