import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogFileSchema } from '../../src/api/workspace/catalog-input';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { catalogRepository, type CatalogRepository } from './catalog-repository';
import type { WorkspaceDatabase } from './database';

const t0 = Date.UTC(2030, 5, 1);
const ana = { by: 'ana@example.test', at: t0 };
const bia = { by: 'bia@example.test', at: t0 + 60_000 };
const runtime = { computerId: 'RUNTIME-01', name: 'Main runtime', description: '' };
const robot = {
  robotId: 'invoice-bot',
  name: 'Invoices',
  description: 'Posts invoices',
  variables: [{ name: 'password', type: 'text', defaultValue: '', required: true, secret: true }],
  ideaId: 42,
  documentsFrom: 'summary.count',
  manualMinutes: 12.5,
};

describe(`the team catalog (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let catalog: CatalogRepository;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    catalog = catalogRepository(database.db);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('catalog_runtimes').execute();
    await database.db.deleteFrom('catalog_robots').execute();
  });

  it('creates entries at version 1 with who and when, and lists them by name', async () => {
    expect(await catalog.saveRuntime(runtime, undefined, ana)).toEqual({
      kind: 'saved',
      entry: { ...runtime, version: 1, updatedBy: ana.by, updatedAt: t0 },
    });
    await catalog.saveRuntime({ computerId: 'R0', name: 'Aardvark', description: '' }, undefined, ana);
    await catalog.saveRobot(robot, undefined, ana);
    const listed = await catalog.list();
    expect(listed.runtimes.map((r) => r.name)).toEqual(['Aardvark', 'Main runtime']);
    expect(listed.robots).toEqual([{ ...robot, version: 1, updatedBy: ana.by, updatedAt: t0 }]);
  });

  it('refuses an edit made from an old version, saying who changed it and when', async () => {
    await catalog.saveRuntime(runtime, undefined, ana);
    const first = await catalog.saveRuntime({ ...runtime, name: 'Renamed by Bia' }, 1, bia);
    expect(first).toMatchObject({ kind: 'saved', entry: { version: 2, updatedBy: bia.by } });
    const second = await catalog.saveRuntime({ ...runtime, name: 'Renamed by Ana' }, 1, ana);
    expect(second).toMatchObject({
      kind: 'conflict',
      current: { name: 'Renamed by Bia', updatedBy: bia.by, updatedAt: bia.at, version: 2 },
    });
    expect((await catalog.list()).runtimes[0]?.name).toBe('Renamed by Bia');
  });

  it('refuses creating an id that exists, and renaming onto one; a deleted entry is gone', async () => {
    await catalog.saveRobot(robot, undefined, ana);
    expect((await catalog.saveRobot(robot, undefined, bia)).kind).toBe('conflict');
    await catalog.saveRobot({ ...robot, robotId: 'other-bot' }, undefined, ana);
    expect((await catalog.saveRobot({ ...robot, robotId: 'other-bot' }, 1, bia, 'invoice-bot')).kind).toBe(
      'conflict',
    );
    expect(
      await catalog.saveRobot({ ...robot, robotId: 'renamed-bot' }, 1, bia, 'invoice-bot'),
    ).toMatchObject({
      kind: 'saved',
      entry: { robotId: 'renamed-bot', version: 2 },
    });
    expect((await catalog.deleteRobot('renamed-bot', 1)).kind).toBe('conflict');
    expect((await catalog.deleteRobot('renamed-bot', 2)).kind).toBe('saved');
    expect(await catalog.saveRobot(robot, 2, ana, 'renamed-bot')).toEqual({ kind: 'gone' });
  });

  it('previews an import (added, replaced, unchanged), and applies it only when asked', async () => {
    await catalog.saveRuntime(runtime, undefined, ana);
    await catalog.saveRobot(robot, undefined, ana);
    const file = catalogFileSchema.parse({
      version: 1,
      runtimes: [runtime, { computerId: 'RUNTIME-02', name: 'Backup' }],
      robots: [{ ...robot, description: 'Changed' }],
    });
    const labels = {
      added: ['Runtime Backup (RUNTIME-02)'],
      replaced: ['Robot Invoices (invoice-bot)'],
      unchanged: ['Runtime Main runtime (RUNTIME-01)'],
    };
    const anaRuntime = { ...runtime, version: 1, updatedBy: ana.by, updatedAt: t0 };
    const anaRobot = { ...robot, version: 1, updatedBy: ana.by, updatedAt: t0 };
    const preview = await catalog.importFile(file, bia, false);
    expect(preview).toEqual({
      ...labels,
      entries: [
        {
          kind: 'runtime',
          id: 'RUNTIME-01',
          name: 'Main runtime',
          outcome: 'unchanged',
          before: anaRuntime,
          version: null,
        },
        { kind: 'runtime', id: 'RUNTIME-02', name: 'Backup', outcome: 'added', before: null, version: null },
        {
          kind: 'robot',
          id: 'invoice-bot',
          name: 'Invoices',
          outcome: 'replaced',
          before: anaRobot,
          version: null,
        },
      ],
    });
    expect((await catalog.list()).runtimes).toHaveLength(1);

    // Applied, each entry says the version it is left at: what an undo checks before writing back.
    const applied = await catalog.importFile(file, bia, true);
    expect(applied).toMatchObject(labels);
    expect(applied.entries.map((entry) => [entry.id, entry.version])).toEqual([
      ['RUNTIME-01', 1],
      ['RUNTIME-02', 1],
      ['invoice-bot', 2],
    ]);
    expect(applied.entries[2]?.before).toEqual(anaRobot);
    const after = await catalog.list();
    expect(after.runtimes).toHaveLength(2);
    expect(after.robots[0]).toMatchObject({ description: 'Changed', version: 2, updatedBy: bia.by });
    expect(await catalog.importFile(file, bia, false)).toMatchObject({ added: [], replaced: [] });
  });

  it("keeps a robot's figures for the analytics product, and an import that changes only them replaces it", async () => {
    await catalog.saveRobot(robot, undefined, ana);
    const saved = await catalog.robot(robot.robotId);
    expect(saved).toMatchObject({ ideaId: 42, documentsFrom: 'summary.count', manualMinutes: 12.5 });

    const same = catalogFileSchema.parse({ version: 1, robots: [robot] });
    expect(await catalog.importFile(same, bia, false)).toMatchObject({
      unchanged: ['Robot Invoices (invoice-bot)'],
    });
    for (const change of [{ ideaId: 43 }, { documentsFrom: 'execution' }, { manualMinutes: null }]) {
      const file = catalogFileSchema.parse({ version: 1, robots: [{ ...robot, ...change }] });
      expect(await catalog.importFile(file, bia, false)).toMatchObject({
        replaced: ['Robot Invoices (invoice-bot)'],
      });
    }

    // A file from before the figures says none: importing it clears them, as the file is the whole robot.
    const older = catalogFileSchema.parse({
      version: 1,
      robots: [{ ...robot, ideaId: undefined, documentsFrom: undefined, manualMinutes: undefined }],
    });
    await catalog.importFile(older, bia, true);
    expect(await catalog.robot(robot.robotId)).toMatchObject({
      ideaId: null,
      documentsFrom: null,
      manualMinutes: null,
    });
  });
});
