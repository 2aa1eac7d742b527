/**
 * The workspace's routes alone, without the app's session: for tests and benchmarks of what the routes
 * do with their input. The caller is an admin named by `user` (by default the request's `x-test-user`
 * header); the roles themselves are tested through the whole app (roles-route-walk.test.ts).
 */
import type { Hono } from 'hono';
import { errorAnswer } from '../http-utils';
import type { RouteEnv } from '../routes/route-helpers';
import { workspaceRoutes } from '../routes/workspace-routes';
import { teamService } from '../services/team-service';
import type { Workspace } from '../workspace';
import { workspacePlanSends } from '../services/plan-sends-service';
import type { ReportSender } from '../services/report-sender';

export function workspaceRoutesAlone(
  workspace: Workspace,
  options: {
    readonly now: () => number;
    readonly user?: (request: Request) => string | undefined;
    /** How the plans' sends reach the reporting service (by default: no service, every send fails). */
    readonly send?: ReportSender;
  },
): Hono<RouteEnv> {
  const user = options.user ?? ((request: Request) => request.headers.get('x-test-user') ?? undefined);
  return workspaceRoutes({
    ...workspace,
    team: teamService({ ...workspace, settings: { admins: [], defaultRole: 'admin' }, now: options.now }),
    admit: (request) => {
      const username = user(request);
      return Promise.resolve(
        username === undefined
          ? { ok: false, answer: errorAnswer(401, 'unauthenticated', 'No x-test-user.') }
          : {
              ok: true,
              caller: { kind: 'session', username, role: 'admin', sessionId: 'test', token: 'test' },
            },
      );
    },
    planSends: workspacePlanSends(
      workspace,
      options.send ??
        (() => Promise.resolve({ kind: 'failed', error: 'There is no reporting service in this test.' })),
      options.now,
      30_000,
    ),
    // "Run now" is the whole app's (schedule-routes.test.ts): not reached here.
    runSchedule: () => Promise.resolve(undefined),
    now: options.now,
  });
}

/** Calls `app`'s routes as `user` (an admin there), with an optional JSON body. */
export function callsAs(app: Hono<RouteEnv>, user: string) {
  return (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}
