/**
 * `/api/...`: the team workspace over HTTP. Each route reads and checks its input (zod, the shared
 * contract in src/api/workspace/), calls a service, and writes the answer; the rules live in the
 * services and the storage below them.
 */
import { Hono, type Context } from 'hono';
import type { Role } from '../../src/api/roles';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import type { CatalogRobot, CatalogRuntime } from '../../src/api/workspace/catalog';
import {
  catalogDeleteQuerySchema,
  catalogImportRequestSchema,
  endedSummaryQuerySchema,
  knownQuerySchema,
  robotCreateSchema,
  robotUpdateSchema,
  runtimeCreateSchema,
  runtimeUpdateSchema,
} from '../../src/api/workspace/handler-schemas';
import { historyQuerySchema } from '../../src/api/workspace/history';
import { journalQuerySchema, trackRequestSchema } from '../../src/api/workspace/journal';
import { moveInRequestSchema } from '../../src/api/workspace/move-in';
import { overviewQuerySchema } from '../../src/api/workspace/overview';
import { workspaceRouteTable } from '../../src/api/workspace/routes';
import { jsonError, toResponse } from '../http-utils';
import type { ApiTokenService } from '../services/api-token-service';
import type { Admission } from './gate';
import { serveApiTokens } from './api-token-routes';
import type { SaveOutcome } from '../storage/catalog-repository';
import type { TeamService } from '../services/team-service';
import type { Workspace } from '../workspace';
import { openApiRoutes } from './openapi-routes';
import { conflictAnswer, invalid, readJson, type RouteEnv, type ServeRoute } from './route-helpers';
import { serveSchedules, type ScheduleRouteDeps } from './schedule-routes';
import { serveAlerts } from './alert-routes';
import { serveTeam } from './team-routes';

export interface WorkspaceRouteDeps
  extends
    Pick<Workspace, 'journal' | 'catalog' | 'history' | 'activity' | 'moveIn' | 'overview' | 'alerts'>,
    ScheduleRouteDeps {
  /** The one gate (gate.ts): the request's caller, by session cookie or API token, if their role allows. */
  readonly admit: (request: Request, needed: Role, change: boolean) => Promise<Admission>;
  readonly team: TeamService;
  readonly apiTokens: ApiTokenService;
}

/** The query string as an object; the keys in `lists` always become arrays, the flags booleans. */
function queryObject(url: string, lists: readonly string[]): Record<string, unknown> {
  const params = new URL(url).searchParams;
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (lists.includes(key)) out[key] = params.getAll(key);
    else out[key] = params.get(key);
  }
  for (const flag of ['mine', 'active']) {
    if (typeof out[flag] === 'string') out[flag] = out[flag] === '1' || out[flag] === 'true';
  }
  return out;
}

/** What a browser brings when it moves in (its queue, catalog and history) may be larger. */
const maxMoveInBody = 8 * 1024 * 1024;

function saveAnswer<T extends CatalogRuntime | CatalogRobot>(
  c: Context,
  outcome: SaveOutcome<T>,
  created: boolean,
) {
  switch (outcome.kind) {
    case 'saved':
      return c.json(outcome.entry, created ? 201 : 200);
    case 'gone':
      return jsonError(404, 'entry-gone', 'This entry no longer exists: someone deleted it meanwhile.');
    case 'conflict':
      return conflictAnswer(c, outcome.current, 'entry');
  }
}

const versionParam = catalogDeleteQuerySchema.shape.version;

export function workspaceRoutes(deps: WorkspaceRouteDeps): Hono<RouteEnv> {
  const routes = new Hono<RouteEnv>();
  // Every route passes the gate with the least role of its row; every method but GET changes something.
  const serve: ServeRoute = (name, handler) => {
    const { method, path, role: needed } = workspaceRouteTable[name];
    routes.on(method, path, async (c) => {
      const admission = await deps.admit(c.req.raw, needed, method !== 'GET');
      if (!admission.ok) return toResponse(admission.answer);
      c.set('caller', admission.caller);
      c.set('user', admission.caller.username);
      c.set('role', admission.caller.role);
      return handler(c);
    });
  };

  // The OpenAPI document describes routes, not data: served without a session (tools read it before
  // signing in).
  routes.route('/', openApiRoutes());

  // --- journal ----------------------------------------------------------------------------------
  serve('journalPage', async (c) => {
    const query = journalQuerySchema.safeParse(queryObject(c.req.url, ['status']));
    if (!query.success) return invalid(query.error);
    return c.json(await deps.journal.list(query.data, c.get('user')));
  });
  serve('journalFacets', async (c) => c.json(await deps.journal.facets()));
  serve('endedSummary', async (c) => {
    const period = endedSummaryQuerySchema.safeParse(queryObject(c.req.url, []));
    if (!period.success) return invalid(period.error);
    return c.json(await deps.journal.endedSummary(period.data.from, period.data.to));
  });
  serve('journalEntry', async (c) => {
    const entry = await deps.journal.find(c.req.param('computerId'), c.req.param('executionId'));
    return entry === undefined
      ? jsonError(404, 'not-in-journal', 'The team journal has no execution with this id on this Runtime.')
      : c.json(entry);
  });
  serve('track', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const request = trackRequestSchema.safeParse(body.value);
    if (!request.success) return invalid(request.error);
    const tracked = await deps.journal.track(
      request.data.computerId,
      request.data.executionId,
      c.get('user'),
    );
    return c.json(tracked.entry, tracked.created ? 201 : 200);
  });

  // --- overview ---------------------------------------------------------------------------------
  serve('overview', async (c) => {
    const query = overviewQuerySchema.safeParse(queryObject(c.req.url, []));
    if (!query.success) return invalid(query.error);
    return c.json(await deps.overview.overview(query.data));
  });

  // --- catalog ----------------------------------------------------------------------------------
  serve('catalog', async (c) => c.json(await deps.catalog.list()));
  serve('createRuntime', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const save = runtimeCreateSchema.safeParse(body.value);
    if (!save.success) return invalid(save.error);
    return saveAnswer(c, await deps.catalog.saveRuntime(save.data.entry, undefined, c.get('user')), true);
  });
  serve('updateRuntime', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const save = runtimeUpdateSchema.safeParse(body.value);
    if (!save.success) return invalid(save.error);
    const outcome = await deps.catalog.saveRuntime(
      save.data.entry,
      save.data.version,
      c.get('user'),
      c.req.param('id'),
    );
    return saveAnswer(c, outcome, false);
  });
  serve('deleteRuntime', async (c) => {
    const version = versionParam.safeParse(c.req.query('version'));
    if (!version.success)
      return jsonError(400, 'invalid-request', 'version: the version you are deleting is required.');
    return saveAnswer(
      c,
      await deps.catalog.deleteRuntime(c.req.param('id'), version.data, c.get('user')),
      false,
    );
  });
  serve('createRobot', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const save = robotCreateSchema.safeParse(body.value);
    if (!save.success) return invalid(save.error);
    return saveAnswer(c, await deps.catalog.saveRobot(save.data.entry, undefined, c.get('user')), true);
  });
  serve('updateRobot', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const save = robotUpdateSchema.safeParse(body.value);
    if (!save.success) return invalid(save.error);
    const outcome = await deps.catalog.saveRobot(
      save.data.entry,
      save.data.version,
      c.get('user'),
      c.req.param('id'),
    );
    return saveAnswer(c, outcome, false);
  });
  serve('deleteRobot', async (c) => {
    const version = versionParam.safeParse(c.req.query('version'));
    if (!version.success)
      return jsonError(400, 'invalid-request', 'version: the version you are deleting is required.');
    return saveAnswer(
      c,
      await deps.catalog.deleteRobot(c.req.param('id'), version.data, c.get('user')),
      false,
    );
  });
  serve('importCatalog', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const request = catalogImportRequestSchema.safeParse(body.value);
    if (!request.success) return invalid(request.error);
    return c.json(await deps.catalog.importFile(request.data.file, c.get('user'), request.data.apply));
  });

  // --- reporting history and activity -----------------------------------------------------------
  serve('history', async (c) => {
    const query = historyQuerySchema.safeParse(queryObject(c.req.url, []));
    if (!query.success) return invalid(query.error);
    return c.json(await deps.history.list(query.data));
  });
  serve('known', async (c) => {
    const form = knownQuerySchema.shape.form.safeParse(c.req.query('form'));
    if (!form.success) return jsonError(400, 'invalid-request', 'form: suppliers or job-positions.');
    return c.json(await deps.history.known(form.data));
  });
  serve('activity', async (c) => {
    const query = activityQuerySchema.safeParse(queryObject(c.req.url, ['action']));
    if (!query.success) return invalid(query.error);
    return c.json(await deps.activity.list(query.data));
  });

  serveSchedules(serve, deps);
  serveAlerts(serve, deps);
  serveTeam(serve, deps);
  serveApiTokens(serve, deps);

  // --- moving in ---------------------------------------------------------------------------------
  serve('moveIn', async (c) => {
    const body = await readJson(c, maxMoveInBody);
    if (!body.ok) return body.response;
    const request = moveInRequestSchema.safeParse(body.value);
    if (!request.success) return invalid(request.error);
    return c.json(await deps.moveIn.moveIn(request.data, c.get('user')));
  });

  return routes;
}
