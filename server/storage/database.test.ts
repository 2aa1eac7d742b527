import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testStoreKind } from '../testing/test-databases';
import { migrateToLatest, type WorkspaceDatabase } from './database';
import { migrationProvider } from './migrations';

describe(`the workspace database (${testStoreKind})`, () => {
  let database: WorkspaceDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('has every table after the migrations, and applying them again changes nothing', async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
      database.db,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'activity',
        'catalog_robots',
        'catalog_runtimes',
        'executions',
        'reporting_sends',
        'sessions',
      ]),
    );
  });

  it('gives back JSON, instants and numbers as they were written', async () => {
    database = await openTestDatabase();
    const at = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 678));
    const details = { list: [1, 'two', { three: null }], text: 'ação "quoted"' };
    await database.db
      .insertInto('activity')
      .values({
        at,
        actor: 'ana@example.test',
        action: 'test',
        target: 'x',
        details: JSON.stringify(details),
      })
      .execute();
    const row = await database.db.selectFrom('activity').selectAll().executeTakeFirstOrThrow();
    expect(row.at.getTime()).toBe(at.getTime());
    expect(row.details).toEqual(details);
    expect(typeof row.id).toBe('number');
  });

  it('empties the default values secret variables had in the catalog, keeping everything else', async () => {
    database = await openTestDatabase();
    const variables = [
      { name: 'password', type: 'text', defaultValue: 'hunter2', required: true, secret: true },
      { name: 'customer', type: 'text', defaultValue: 'ACME', required: false, secret: false },
      { name: 'token', type: 'text', defaultValue: '', required: false, secret: true },
    ];
    const robot = { name: 'Bot', description: '', version: 3, updated_by: 'ana', updated_at: new Date(0) };
    await database.db
      .insertInto('catalog_robots')
      .values([
        { ...robot, id: 'WITH-SECRET', variables: JSON.stringify(variables) },
        { ...robot, id: 'PLAIN', variables: JSON.stringify([variables[1]]) },
      ])
      .execute();
    const migration = (await migrationProvider.getMigrations())['0015-no-secret-defaults'];
    await migration?.up(database.db);
    const rows = await database.db
      .selectFrom('catalog_robots')
      .select(['id', 'variables', 'version'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'PLAIN', variables: [variables[1]], version: 3 },
      {
        id: 'WITH-SECRET',
        variables: [{ ...variables[0], defaultValue: '' }, variables[1], variables[2]],
        version: 3,
      },
    ]);
  });
});
