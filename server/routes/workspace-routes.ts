/**
 * `/api/...`: the team workspace over HTTP. Each route is served by its name: the gate admits the caller,
 * its input is read and checked as its declaration says (src/api/workspace/route-schemas.ts, the same
 * schemas the OpenAPI document shows), and its handler calls a service with that input and writes the
 * answer; the rules live in the services and the storage below them.
 */
import { Hono, type Context } from 'hono';
import type { Role } from '../../src/api/roles';
import type { CatalogRobot, CatalogRuntime } from '../../src/api/workspace/catalog';
import { workspaceRouteSchemas } from '../../src/api/workspace/route-schemas';
import { workspaceRouteTable } from '../../src/api/workspace/routes';
import { jsonError, toResponse } from '../http-utils';
import type { ApiTokenService } from '../services/api-token-service';
import type { Admission } from './gate';
import { serveApiTokens } from './api-token-routes';
import type { SaveOutcome } from '../storage/catalog-repository';
import type { TeamService } from '../services/team-service';
import type { Workspace } from '../workspace';
import { openApiRoutes } from './openapi-routes';
import { conflictAnswer, readInput, type RouteEnv, type RouteInput, type ServeRoute } from './route-helpers';
import { serveSchedules, type ScheduleRouteDeps } from './schedule-routes';
import { serveAlerts } from './alert-routes';
import { serveReportingOutcomes } from './reporting-outcomes-routes';
import { serveReportingPlans } from './reporting-plans-routes';
import { serveTimeSavedReference } from './time-saved-reference-routes';
import type { PlanSendsService } from '../services/plan-sends-service';
import { serveTeam } from './team-routes';

export interface WorkspaceRouteDeps
  extends
    Pick<
      Workspace,
      | 'journal'
      | 'catalog'
      | 'history'
      | 'activity'
      | 'moveIn'
      | 'overview'
      | 'alerts'
      | 'reportingOutcomes'
      | 'timeSavedReference'
      | 'reportingPlans'
    >,
    ScheduleRouteDeps {
  /** The one gate (gate.ts): the request's caller, by session cookie or API token, if their role allows. */
  readonly admit: (request: Request, needed: Role, change: boolean) => Promise<Admission>;
  readonly team: TeamService;
  readonly apiTokens: ApiTokenService;
  /** The reporting plans' sends, delivered by the server's own reporting calls. */
  readonly planSends: PlanSendsService;
}

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
      const input = await readInput(c, workspaceRouteSchemas[name]);
      if (!input.ok) return input.response;
      // The value is what the route's own declaration parsed: its type is RouteInput<N> by construction.
      return handler(c, input.value as RouteInput<typeof name>);
    });
  };

  // The OpenAPI document describes routes, not data: served without a session (tools read it before
  // signing in).
  routes.route('/', openApiRoutes());

  // --- journal ----------------------------------------------------------------------------------
  serve('journalPage', async (c, { query }) => c.json(await deps.journal.list(query, c.get('user'))));
  serve('journalFacets', async (c) => c.json(await deps.journal.facets()));
  serve('endedSummary', async (c, { query }) =>
    c.json(await deps.journal.endedSummary(query.from, query.to)),
  );
  serve('journalEntry', async (c, { params }) => {
    const entry = await deps.journal.find(params.computerId, params.executionId);
    return entry === undefined
      ? jsonError(404, 'not-in-journal', 'The team journal has no execution with this id on this Runtime.')
      : c.json(entry);
  });
  serve('track', async (c, { body }) => {
    const tracked = await deps.journal.track(body.computerId, body.executionId, c.get('user'));
    return c.json(tracked.entry, tracked.created ? 201 : 200);
  });

  // --- overview ---------------------------------------------------------------------------------
  serve('overview', async (c, { query }) => c.json(await deps.overview.overview(query)));
  serve('monthlySummary', async (c, { query }) => c.json(await deps.overview.monthlySummary(query)));
  serveTimeSavedReference(serve, deps);

  // --- catalog ----------------------------------------------------------------------------------
  serve('catalog', async (c) => c.json(await deps.catalog.list()));
  serve('createRuntime', async (c, { body }) =>
    saveAnswer(c, await deps.catalog.saveRuntime(body.entry, undefined, c.get('user')), true),
  );
  serve('updateRuntime', async (c, { params, body }) =>
    saveAnswer(c, await deps.catalog.saveRuntime(body.entry, body.version, c.get('user'), params.id), false),
  );
  serve('deleteRuntime', async (c, { params, query }) =>
    saveAnswer(c, await deps.catalog.deleteRuntime(params.id, query.version, c.get('user')), false),
  );
  serve('createRobot', async (c, { body }) =>
    saveAnswer(c, await deps.catalog.saveRobot(body.entry, undefined, c.get('user')), true),
  );
  serve('updateRobot', async (c, { params, body }) =>
    saveAnswer(c, await deps.catalog.saveRobot(body.entry, body.version, c.get('user'), params.id), false),
  );
  serve('deleteRobot', async (c, { params, query }) =>
    saveAnswer(c, await deps.catalog.deleteRobot(params.id, query.version, c.get('user')), false),
  );
  serve('importCatalog', async (c, { body }) =>
    c.json(await deps.catalog.importFile(body.file, c.get('user'), body.apply)),
  );

  // --- reporting history and activity -----------------------------------------------------------
  serve('history', async (c, { query }) => c.json(await deps.history.list(query)));
  serve('known', async (c, { query }) => c.json(await deps.history.known(query.form)));
  serve('activity', async (c, { query }) => c.json(await deps.activity.list(query)));

  serveSchedules(serve, deps);
  serveAlerts(serve, deps);
  serveReportingOutcomes(serve, deps);
  serveReportingPlans(serve, deps);
  serveTeam(serve, deps);
  serveApiTokens(serve, deps);

  // --- moving in ---------------------------------------------------------------------------------
  serve('moveIn', async (c, { body }) => c.json(await deps.moveIn.moveIn(body, c.get('user'))));

  return routes;
}
