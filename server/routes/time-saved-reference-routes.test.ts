/**
 * `/api/time-saved-reference` over HTTP, and what it prices: the team's reference job position (and
 * supplier), chosen among the ones it sent successfully, saved from the version read (409 after someone
 * else's save), logged; the overview's and the monthly summary's value read each hourly value from the
 * latest successful send of its name, and say so when it cannot be read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../../src/api/schemas';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import { conflictBodySchema } from '../../src/api/workspace/catalog';
import { monthlySummarySchema } from '../../src/api/workspace/monthly-summary';
import { overviewSchema } from '../../src/api/workspace/overview';
import { timeSavedReferenceSchema } from '../../src/api/workspace/time-saved-reference';
import { catalogRepository } from '../storage/catalog-repository';
import { seedJournal } from '../testing/journal-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';
import type { Workspace } from '../workspace';

// Monday 2 December 2030, 09:00 UTC; the journal's executions are on the day before.
const t0 = Date.UTC(2030, 11, 2, 9);
const hour = 3_600_000;
const day0 = Date.UTC(2030, 11, 1);
const at = (h: number, m = 0) => day0 + h * hour + m * 60_000;

describe(`the time saved's reference and value (${testStoreKind})`, () => {
  let now = t0;
  let workspace: Workspace;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    now = t0;
    workspace = await testWorkspace(() => now);
    app = workspaceRoutesAlone(workspace, { now: () => now });
  });

  const call = (method: string, path: string, body?: unknown, user = 'ana@example.test') =>
    app.request(path, {
      method,
      headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async () =>
    timeSavedReferenceSchema.parse(await (await call('GET', '/time-saved-reference')).json());
  const choose = (body: unknown, user?: string) => call('PUT', '/time-saved-reference', body, user);

  /** A send of the job positions' or suppliers' form, as the proxy records it. */
  const sent = (
    form: 'job-positions' | 'suppliers',
    payload: Record<string, unknown>,
    sentAt: number,
    options: { answer?: unknown; outcome?: 'sent' | 'failed' } = {},
  ) =>
    workspace.history.record({
      form,
      payload,
      outcome: options.outcome ?? 'sent',
      answer: options.answer ?? (options.outcome === 'failed' ? null : { code: 201, status: 'CREATED' }),
      error: options.outcome === 'failed' ? 'Refused.' : null,
      sentBy: 'ana@example.test',
      at: sentAt,
    });

  /**
   * invoice-bot: 6 min by hand an execution, two successes of 30 and 60 min (1.5 h of its own) and a
   * failure: 0.2 h saved. doc-bot (idea 7 too): 1.5 min a document, one success of 30 documents in
   * 12 min: 0.75 h saved, 0.2 h of its own. pay-bot (idea 9) has no minutes; stray-bot is not in the
   * catalog.
   */
  async function seedRobots() {
    const catalog = catalogRepository(workspace.database.db);
    const who = { by: 'ana@example.test', at: t0 };
    const robot = (robotId: string, more: object) =>
      catalog.saveRobot({ robotId, name: robotId, description: '', variables: [], ...more }, undefined, who);
    await robot('invoice-bot', { ideaId: 7, manualMinutes: 6 });
    await robot('doc-bot', { ideaId: 7, documentsFrom: 'items', manualMinutes: 1.5 });
    await robot('pay-bot', { ideaId: 9 });
    await seedJournal(workspace.database.db, [
      { id: 'I1', robot: 'invoice-bot', start: at(8), end: at(8, 30), status: 'SUCCESS' },
      { id: 'I2', robot: 'invoice-bot', start: at(9), end: at(10), status: 'FINISHED' },
      { id: 'I3', robot: 'invoice-bot', start: at(11), end: at(11, 5), status: 'FAILED' },
      {
        id: 'D1',
        robot: 'doc-bot',
        start: at(12),
        end: at(12, 12),
        status: 'SUCCESS',
        returnValue: { items: 30 },
      },
      {
        id: 'D2',
        robot: 'doc-bot',
        start: at(13),
        end: at(13, 1),
        status: 'ALERT',
        returnValue: { items: 'n/a' },
      },
      { id: 'P1', robot: 'pay-bot', start: at(14), end: at(14, 1), status: 'SUCCESS' },
      { id: 'S1', robot: 'stray-bot', start: at(15), end: at(15, 1), status: 'CANCELED' },
      // December in UTC, still November in São Paulo; before the overview's period.
      { id: 'I0', robot: 'invoice-bot', start: at(1), end: at(1, 30), status: 'SUCCESS' },
    ]);
  }

  const overview = async () => {
    const answer = await call('GET', `/overview?from=${at(3)}&to=${at(27)}`);
    expect(answer.status).toBe(200);
    return overviewSchema.parse(await answer.json()).timeSaved;
  };

  it('is chosen among what was sent, saved from the version read, and logged', async () => {
    expect(await read()).toEqual({
      jobPosition: null,
      supplier: null,
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    await sent('job-positions', { title: 'Analyst', hourValue: 40 }, t0 - 2 * hour);
    await sent('job-positions', { title: 'Manager', hourValue: 90 }, t0 - hour, { outcome: 'failed' });
    await sent('suppliers', { name: 'Acme', type: 1, hourValue: 15 }, t0 - hour);

    const refusals: [unknown, RegExp][] = [
      [{ jobPosition: 'Director', version: 0 }, /^jobPosition: .*no job position named "Director"/],
      // Refused by the service: never sent successfully.
      [{ jobPosition: 'Manager', version: 0 }, /^jobPosition: /],
      [{ jobPosition: 'Analyst', supplier: 'Nobody Ltd', version: 0 }, /^supplier: .*"Nobody Ltd"/],
      [{ jobPosition: null, supplier: 'Acme', version: 0 }, /^supplier: .*job position too/],
      [{ jobPosition: 'Analyst', version: 4 }, /^version: /],
      [{ jobPosition: 'Analyst' }, /^version: /],
    ];
    for (const [body, message] of refusals) {
      const answer = await choose(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(serverErrorSchema.parse(await answer.json()).message).toMatch(message);
    }
    expect((await read()).version).toBe(0);

    // Names compare without case, as the service's create-or-edit rule does.
    const saved = await choose({ jobPosition: 'analyst', supplier: 'Acme', version: 0 });
    expect(saved.status).toBe(200);
    const reference = {
      jobPosition: 'analyst',
      supplier: 'Acme',
      version: 1,
      updatedBy: 'ana@example.test',
      updatedAt: t0,
    };
    expect(await saved.json()).toEqual(reference);
    expect(await read()).toEqual(reference);

    // Bia chose from the version she had read before Ana saved: refused, with Ana's reference.
    now = t0 + 60_000;
    const late = await choose({ jobPosition: 'Analyst', version: 0 }, 'bia@example.test');
    expect(late.status).toBe(409);
    expect(conflictBodySchema.parse(await late.json())).toMatchObject({
      changedBy: 'ana@example.test',
      current: reference,
    });
    const cleared = await choose({ jobPosition: null, version: 1 }, 'bia@example.test');
    expect(cleared.status).toBe(200);
    expect(await read()).toMatchObject({ jobPosition: null, supplier: null, version: 2 });

    const logged = await workspace.activity.list(
      activityQuerySchema.parse({ action: ['time-saved-reference-save'] }),
    );
    expect(logged.items.map((entry) => [entry.actor, entry.details])).toEqual([
      ['bia@example.test', { version: 2, jobPosition: null, supplier: null }],
      ['ana@example.test', { version: 1, jobPosition: 'analyst', supplier: 'Acme' }],
    ]);
  });

  it("prices the hours saved at the job position's latest hourly value, less the robots' hours at the supplier's", async () => {
    await seedRobots();
    expect((await overview()).value).toEqual({ state: 'no-reference' });

    await sent('job-positions', { title: 'Analyst', hourValue: 30 }, t0 - 3 * hour);
    await sent('job-positions', { title: 'Analyst', hourValue: 40 }, t0 - 2 * hour);
    await sent('job-positions', { title: 'Analyst', hourValue: 99 }, t0 - hour, { outcome: 'failed' });
    expect((await choose({ jobPosition: 'Analyst', version: 0 })).status).toBe(200);

    const saved = await overview();
    // 0.2 h + 0.75 h saved; the robots' own hours: 30 + 60 min (invoice-bot) and 12 min (doc-bot).
    expect(saved).toMatchObject({ hours: 0.95, robotHours: 1.7 });
    expect(saved.robots.map((robot) => [robot.robotId, robot.robotHours])).toEqual([
      ['doc-bot', 0.2],
      ['invoice-bot', 1.5],
    ]);
    // The latest successful send's value (40), never the refused one's (99): 0.95 h × 40.
    const analyst = { name: 'Analyst', hourValue: 40, sentAt: t0 - 2 * hour };
    expect(saved.value).toEqual({
      state: 'valued',
      hours: 0.95,
      jobPosition: analyst,
      worth: 38,
      cost: null,
      amount: 38,
    });

    // The supplier's value as the service answered it (15.5), not as sent (15): 1.7 h × 15.5 = 26.35.
    await sent('suppliers', { name: 'Acme', type: 1, hourValue: 15 }, t0 - hour, {
      answer: { idSupplier: 3, name: 'Acme', type: 1, hourValue: 15.5, standard: false },
    });
    expect((await choose({ jobPosition: 'Analyst', supplier: 'Acme', version: 1 })).status).toBe(200);
    expect((await overview()).value).toEqual({
      state: 'valued',
      hours: 0.95,
      jobPosition: analyst,
      worth: 38,
      cost: {
        robotHours: 1.7,
        supplier: { name: 'Acme', hourValue: 15.5, sentAt: t0 - hour },
        amount: 26.35,
      },
      amount: 11.65,
    });
  });

  it('gives no figure when a chosen record has no readable hourly value, and says which', async () => {
    await seedRobots();
    await sent('job-positions', { title: 'Analyst', hourValue: 40 }, t0 - 2 * hour);
    await sent('suppliers', { name: 'Acme', type: 1, hourValue: 15 }, t0 - 2 * hour);
    expect((await choose({ jobPosition: 'Analyst', supplier: 'Acme', version: 0 })).status).toBe(200);
    // Sent again later, in a shape whose hourly value does not read (an older console's record).
    await sent('suppliers', { name: 'ACME', type: 1, hourValue: 'fifteen' }, t0 - hour);
    expect((await overview()).value).toEqual({ state: 'unreadable', record: 'supplier', name: 'Acme' });
    await sent('job-positions', { title: 'Analyst' }, t0 - hour);
    expect((await overview()).value).toEqual({
      state: 'unreadable',
      record: 'job-position',
      name: 'Analyst',
    });
  });

  it("sums a month per idea in the operator's zone, with the value of each", async () => {
    await seedRobots();
    await sent('job-positions', { title: 'Analyst', hourValue: 40 }, t0 - hour);
    expect((await choose({ jobPosition: 'Analyst', version: 0 })).status).toBe(200);
    const summary = async (query: string) => {
      const answer = await call('GET', `/overview/summary?${query}`);
      expect(answer.status).toBe(200);
      return monthlySummarySchema.parse(await answer.json());
    };

    const december = await summary('month=2030-12&zone=UTC');
    expect([december.from, december.to]).toEqual([day0, Date.UTC(2031, 0, 1)]);
    const valued = (hours: number, worth: number) => ({
      state: 'valued',
      hours,
      jobPosition: { name: 'Analyst', hourValue: 40, sentAt: t0 - hour },
      worth,
      cost: null,
      amount: worth,
    });
    expect(december.ideas).toEqual([
      {
        ideaId: 7,
        robots: ['doc-bot', 'invoice-bot'],
        executions: { success: 4, alert: 1, error: 1, other: 0 },
        robotHours: 2.2,
        hoursSaved: 1.05,
        value: valued(1.05, 42),
        documents: 30,
        documentsUnknown: 1,
      },
      {
        ideaId: 9,
        robots: ['pay-bot'],
        executions: { success: 1, alert: 0, error: 0, other: 0 },
        robotHours: 0,
        hoursSaved: 0,
        value: valued(0, 0),
        documents: 0,
        documentsUnknown: 0,
      },
      {
        ideaId: null,
        robots: ['stray-bot'],
        executions: { success: 0, alert: 0, error: 0, other: 1 },
        robotHours: 0,
        hoursSaved: 0,
        value: valued(0, 0),
        documents: 0,
        documentsUnknown: 0,
      },
    ]);
    expect(december.total).toMatchObject({
      executions: { success: 5, alert: 1, error: 1, other: 1 },
      hoursSaved: 1.05,
      value: valued(1.05, 42),
    });

    // In São Paulo (UTC−3) December begins at 03:00 UTC: I0 (01:00 UTC) is November's there.
    const inSaoPaulo = await summary('month=2030-12&zone=America/Sao_Paulo');
    expect(inSaoPaulo.from).toBe(at(3));
    expect(inSaoPaulo.ideas[0]?.executions.success).toBe(3);
    expect(inSaoPaulo.ideas[0]?.hoursSaved).toBe(0.95);

    for (const query of ['month=2030-13', 'month=2030-1', 'month=2030-12&zone=Mars/Olympus', '']) {
      const refused = await call('GET', `/overview/summary?${query}`);
      expect(refused.status, query).toBe(400);
      expect(serverErrorSchema.parse(await refused.json()).message).toMatch(/^(month|zone): /);
    }
  });
});
