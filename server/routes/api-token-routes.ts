/**
 * `/api/tokens`: one's own personal API tokens (api-token-service.ts, docs/api.md). Everyone manages their
 * own: the list (never a token itself), a new one (its secret answered this once, its role no higher than
 * the caller's), a revocation.
 */
import type { ApiTokenCreated } from '../../src/api/workspace/api-tokens';
import { jsonError } from '../http-utils';
import type { ApiTokenService } from '../services/api-token-service';
import type { ServeRoute } from './route-helpers';

export interface ApiTokenRouteDeps {
  readonly apiTokens: ApiTokenService;
}

export function serveApiTokens(serve: ServeRoute, deps: ApiTokenRouteDeps): void {
  const { apiTokens } = deps;
  serve('apiTokens', async (c) => c.json({ tokens: await apiTokens.list(c.get('user')) }));
  serve('createApiToken', async (c, { body }) => {
    // A token made with a token has that token's role at most (the gate's role is the token's).
    const outcome = await apiTokens.create(c.get('user'), c.get('role'), body);
    if (outcome.kind === 'role-too-high') {
      return jsonError(400, 'role-too-high', `role: at most your own role (${c.get('role')}).`);
    }
    return c.json({ ...outcome.token, token: outcome.secret } satisfies ApiTokenCreated, 201);
  });
  serve('revokeApiToken', async (c, { params }) =>
    (await apiTokens.revoke(c.get('user'), params.id))
      ? c.body(null, 204)
      : jsonError(404, 'not-found', 'You have no such token.'),
  );
}
