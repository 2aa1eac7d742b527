/**
 * An idea's records per period counted by the database (issue 36), against a hand count: an idea of two
 * robots over three days in the team's time zone, with successes, alerts, errors, an execution that spans
 * midnight, return values without a readable count, and what is never counted (another idea's robot, a
 * robot without an idea, a deleted or running execution, one that ends on the next period's first instant).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaRecords } from '../../src/api/workspace/reporting-figures';
import { seedJournal, type JournalSeed } from '../testing/journal-seed';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { catalogRepository } from './catalog-repository';
import type { WorkspaceDatabase } from './database';
import { ideaFiguresRepository, type IdeaFiguresQuery } from './idea-figures-repository';

/** A local time in São Paulo (UTC−3 all year): the team's days start at 03:00 UTC. */
const local = (day: number, hour: number, minute: number, second = 0) =>
  Date.UTC(2030, 5, day, hour + 3, minute, second);
const dayOf = (day: number) => ({ from: local(day, 0, 0), to: local(day + 1, 0, 0) });
const who = { by: 'ana@example.test', at: local(1, 0, 0) };
const count = (n: unknown) => ({ summary: { count: n } });

const executions: JournalSeed[] = [
  // 3 June: one of each outcome.
  {
    id: 'a1',
    robot: 'A',
    status: 'FINISHED',
    start: local(3, 10, 0),
    end: local(3, 10, 2),
    returnValue: count(12),
    schedule: '00000000-0000-4000-8000-000000000001',
  },
  {
    id: 'a2',
    robot: 'A',
    status: 'WARNING',
    start: local(3, 11, 0),
    end: local(3, 11, 1),
    returnValue: count(3),
  },
  { id: 'b1', robot: 'B', status: 'failed', start: local(3, 12, 0), end: local(3, 12, 0, 30) },
  // Starts on the 3rd, ends on the 4th: the 4th's.
  { id: 'b2', robot: 'B', status: 'FINISHED', start: local(3, 23, 50), end: local(4, 0, 20) },
  // 4 June: a count that is not a number, one inside a text return value, another idea, no idea.
  {
    id: 'a3',
    robot: 'A',
    status: 'FINISHED',
    start: local(4, 9, 0),
    end: local(4, 9, 5),
    returnValue: count('seven'),
  },
  {
    id: 'a4',
    robot: 'A',
    status: 'FINISHED',
    start: local(4, 9, 10),
    end: local(4, 9, 11),
    returnValue: JSON.stringify(count(4)),
  },
  { id: 'c1', robot: 'C', status: 'FINISHED', start: local(4, 10, 0), end: local(4, 10, 1) },
  { id: 'd1', robot: 'D', status: 'FINISHED', start: local(4, 11, 0), end: local(4, 11, 1) },
  // 5 June: a cancelled one (not counted by default), a fractional count, an end without a readable time,
  // a deleted and a running one, and one ending on the 6th's first instant.
  { id: 'b3', robot: 'B', status: 'CANCELLED', start: local(5, 8, 0), end: local(5, 8, 1) },
  {
    id: 'a5',
    robot: 'A',
    status: 'FAILED',
    start: local(5, 9, 0),
    end: local(5, 9, 10),
    returnValue: count(2.5),
  },
  { id: 'a8', robot: 'A', status: 'ERROR', start: local(5, 13, 0), end: null, ended: true },
  {
    id: 'a6',
    robot: 'A',
    status: 'FINISHED',
    start: local(5, 10, 0),
    end: local(5, 10, 1),
    returnValue: count(9),
    deleted: true,
  },
  { id: 'a7', robot: 'A', status: 'RUNNING', start: local(5, 11, 0) },
  { id: 'b4', robot: 'B', status: 'FINISHED', start: local(5, 23, 59), end: local(6, 0, 0) },
];

describe(`an idea's records per period (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  beforeAll(async () => {
    database = await emptyTestDatabase();
    const catalog = catalogRepository(database.db);
    const robot = (robotId: string, figures: object) =>
      catalog.saveRobot(
        { robotId, name: robotId, description: '', variables: [], ...figures },
        undefined,
        who,
      );
    await robot('A', { ideaId: 7, documentsFrom: 'summary.count', manualMinutes: 5 });
    await robot('B', { ideaId: 7, documentsFrom: 'execution' });
    await robot('C', { ideaId: 9 });
    await robot('D', {});
    await seedJournal(database.db, executions);
  });

  const records = async (query: IdeaFiguresQuery) =>
    ideaRecords(await ideaFiguresRepository(database.db).count(query), {}, query.to);

  it('equals a hand count, day by day', async () => {
    const day3 = await records(dayOf(3));
    expect([...day3.keys()]).toEqual([7]);
    expect(day3.get(7)).toMatchObject({
      rpa: {
        ideaId: 7,
        successExecutions: 1,
        successExecutionTime: 120,
        alertExecutions: 1,
        alertExecutionTime: 60,
        errorExecutions: 1,
        errorExecutionTime: 30,
        processedAt: '2030-06-04T03:00:00.000Z',
      },
      volumetry: { ideaId: 7, successExecutions: 12, alertExecutions: 3, errorExecutions: 1 },
      documentsUnknown: 0,
    });

    const day4 = await records(dayOf(4));
    expect([...day4.keys()]).toEqual([7, 9]);
    expect(day4.get(7)).toMatchObject({
      // b2 (30 min, 1 document), a3 (5 min, count unreadable), a4 (1 min, 4 documents in a text).
      rpa: { successExecutions: 3, successExecutionTime: 2_160, alertExecutions: 0, errorExecutions: 0 },
      volumetry: { successExecutions: 5, alertExecutions: 0, errorExecutions: 0 },
      documentsUnknown: 1,
    });
    expect(day4.get(9)).toMatchObject({
      rpa: { successExecutions: 1, successExecutionTime: 60 },
      volumetry: { successExecutions: 0 },
      documentsUnknown: 0,
    });

    const day5 = await records(dayOf(5));
    expect(day5.get(7)).toMatchObject({
      rpa: { successExecutions: 0, errorExecutions: 2, errorExecutionTime: 600 },
      volumetry: { successExecutions: 0, errorExecutions: 0 },
      stats: { ignored: 1, untimed: 1 },
      documentsUnknown: 2,
    });
  });

  it("leaves out what a plan says: people's runs, chosen robots, other ideas", async () => {
    expect((await records({ ...dayOf(3), excludeManual: true })).get(7)?.rpa).toMatchObject({
      successExecutions: 1,
      alertExecutions: 0,
      errorExecutions: 0,
    });
    expect((await records({ ...dayOf(3), excludedRobots: ['B'] })).get(7)?.rpa).toMatchObject({
      successExecutions: 1,
      alertExecutions: 1,
      errorExecutions: 0,
    });
    expect([...(await records({ ...dayOf(4), ideaIds: [9] })).keys()]).toEqual([9]);
  });
});
