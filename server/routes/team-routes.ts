/**
 * `/api/team`: everyone who has signed in and their role, an admin's change of one, and an admin's
 * ending of someone's every session (docs/roles.md). Admins only, as the route table says. Both count at
 * once on every instance: each request reads its caller's session, with its role, from the database.
 */
import type { SessionsEnded } from '../../src/api/workspace/team';
import { jsonError } from '../http-utils';
import type { TeamService } from '../services/team-service';
import type { ServeRoute } from './route-helpers';

export interface TeamRouteDeps {
  readonly team: TeamService;
}

export function serveTeam(serve: ServeRoute, deps: TeamRouteDeps): void {
  const { team } = deps;
  serve('team', async (c) => c.json({ members: await team.list() }));
  serve('changeRole', async (c, { params, body }) => {
    const outcome = await team.changeRole(params.username, body.role, c.get('user'));
    switch (outcome.kind) {
      case 'changed':
      case 'unchanged':
        return c.json(outcome.member);
      case 'unknown':
        return jsonError(404, 'not-found', 'Nobody of this name has signed in to Robot Console.');
      case 'last-admin':
        return jsonError(
          409,
          'last-admin',
          'This is the team’s last admin: make someone else an admin first.',
        );
    }
  });
  serve('endSessions', async (c, { params }) => {
    const outcome = await team.endSessions(params.username, c.get('user'));
    if (outcome.kind === 'unknown') {
      return jsonError(404, 'not-found', 'Nobody of this name has signed in to Robot Console.');
    }
    return c.json({ ended: outcome.ended } satisfies SessionsEnded);
  });
}
