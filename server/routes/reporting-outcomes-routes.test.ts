/**
 * `/api/reporting-outcomes` over HTTP: the team's status → outcome mapping, the defaults until an admin
 * saves it, saved from the version read (409 after someone else's save), refused when it does not read,
 * and each change logged with what it moved.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../../src/api/schemas';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import { conflictBodySchema } from '../../src/api/workspace/catalog';
import { defaultOutcomeMapping, reportingOutcomesSchema } from '../../src/api/workspace/reporting-outcomes';
import { maxMappedStatuses } from '../../src/api/workspace/reporting-outcomes-save';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';
import type { Workspace } from '../workspace';

const t0 = Date.UTC(2030, 5, 3, 9, 0);

describe(`the reporting outcomes' routes (${testStoreKind})`, () => {
  let now = t0;
  let workspace: Workspace;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    now = t0;
    workspace = await testWorkspace(() => now);
    app = workspaceRoutesAlone(workspace, { now: () => now });
  });

  const send = (method: string, body?: unknown, user = 'ana@example.test') =>
    app.request('/reporting-outcomes', {
      method,
      headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async () => reportingOutcomesSchema.parse(await (await send('GET')).json());

  it('answers every known status by its usual meaning until someone saves', async () => {
    const mapping = await read();
    expect(mapping).toEqual({
      outcomes: defaultOutcomeMapping,
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    expect(mapping.outcomes).toMatchObject({
      FINISHED: 'success',
      WARNING: 'alert',
      FAILED: 'error',
      PENDENT: 'ignore',
      CANCELLED: 'ignore',
    });
  });

  it("saves from the version read, refuses a colleague's late save, and logs what moved", async () => {
    const saved = await send('PUT', {
      outcomes: { ...defaultOutcomeMapping, WARNING: 'success', DONE_WITH_ISSUES: 'alert' },
      version: 0,
    });
    expect(saved.status).toBe(200);
    const mapping = {
      outcomes: { ...defaultOutcomeMapping, WARNING: 'success', DONE_WITH_ISSUES: 'alert' },
      version: 1,
      updatedBy: 'ana@example.test',
      updatedAt: t0,
    };
    expect(await saved.json()).toEqual(mapping);
    expect(await read()).toEqual(mapping);

    // Bia changed the defaults she had read before Ana saved: refused, with Ana's mapping.
    now = t0 + 60_000;
    const late = await send('PUT', { outcomes: { FAILED: 'ignore' }, version: 0 }, 'bia@example.test');
    expect(late.status).toBe(409);
    expect(conflictBodySchema.parse(await late.json())).toMatchObject({
      changedBy: 'ana@example.test',
      changedAt: t0,
      current: mapping,
    });

    // A status left out counts by its usual meaning again: WARNING is an alert, and FAILED stays an error.
    const back = await send(
      'PUT',
      { outcomes: { DONE_WITH_ISSUES: 'alert' }, version: 1 },
      'bia@example.test',
    );
    expect(back.status).toBe(200);
    expect((await read()).outcomes).toEqual({ ...defaultOutcomeMapping, DONE_WITH_ISSUES: 'alert' });

    const logged = await workspace.activity.list(
      activityQuerySchema.parse({ action: ['reporting-outcomes-save'] }),
    );
    expect(logged.items.map((entry) => [entry.actor, entry.details])).toEqual([
      ['bia@example.test', { version: 2, changes: 'WARNING: success → alert' }],
      [
        'ana@example.test',
        { version: 1, changes: 'DONE_WITH_ISSUES: ignore → alert; WARNING: alert → success' },
      ],
    ]);
  });

  it('refuses a mapping that does not read, and a version never saved, changing nothing', async () => {
    const refusals: [unknown, RegExp][] = [
      [{ outcomes: { finished: 'success' }, version: 0 }, /capitals/],
      [{ outcomes: { ' FINISHED': 'success' }, version: 0 }, /capitals/],
      [{ outcomes: { FINISHED: 'great' }, version: 0 }, /FINISHED/],
      [{ outcomes: { ['X'.repeat(65)]: 'alert' }, version: 0 }, /1 to 64 characters/],
      [
        {
          outcomes: Object.fromEntries(
            Array.from({ length: maxMappedStatuses + 1 }, (_, index) => [`S${index}`, 'alert']),
          ),
          version: 0,
        },
        /At most 200 statuses/,
      ],
      [{ outcomes: { FINISHED: 'success' }, version: 3 }, /^version:/],
    ];
    for (const [body, message] of refusals) {
      const answer = await send('PUT', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const refused = serverErrorSchema.parse(await answer.json());
      expect(refused.error).toBe('invalid-request');
      expect(refused.message).toMatch(message);
    }
    expect((await read()).version).toBe(0);
  });
});
