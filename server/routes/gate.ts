/**
 * The one gate of the console's routes (docs/api.md, docs/roles.md): who a request comes from, by its
 * session cookie or by a personal API token (`Authorization: Bearer <token>`), and whether their role may
 * do what it asks. The proxy's routes, the workspace's routes and the live stream all ask here, and
 * nowhere else. (The CSRF header is checked before, for every request carrying a cookie: security.ts.)
 */
import { allows, type Role } from '../../src/api/roles';
import type { AppDeps } from '../deps';
import { errorAnswer, type Answer } from '../http-utils';
import type { ApiTokenService, TokenHolder } from '../services/api-token-service';
import { currentSession } from './session-cookie';

export type Caller =
  | {
      readonly kind: 'session';
      readonly username: string;
      readonly role: Role;
      readonly sessionId: string;
      /** The session's own token on the orchestrator. */
      readonly token: string;
    }
  | { readonly kind: 'token'; readonly username: string; readonly role: Role; readonly holder: TokenHolder };

export type GateDeps = Pick<AppDeps, 'config' | 'sessions' | 'cookieJar'> & {
  readonly apiTokens: ApiTokenService;
};

/**
 * The token an `Authorization` header names: undefined without the header, '' when it is there but is not
 * a bearer token (refused: a request that names a credential is judged by it alone).
 */
export function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? '';
}

/** Who the request comes from, or undefined: no credential, or one that lets nobody in. */
export async function callerOf(request: Request, deps: GateDeps): Promise<Caller | undefined> {
  const bearer = bearerOf(request);
  // A request that names a token is that token's, whatever cookie it also carries.
  if (bearer !== undefined) {
    const holder = bearer === '' ? undefined : await deps.apiTokens.holder(bearer);
    return holder === undefined
      ? undefined
      : { kind: 'token', username: holder.username, role: holder.role, holder };
  }
  const current = await currentSession(request, deps);
  return current === undefined
    ? undefined
    : {
        kind: 'session',
        username: current.session.username,
        role: current.session.role,
        sessionId: current.id,
        token: current.session.token,
      };
}

/** The words of a 403 for a role below the one a route needs (the browser words it from the code). */
function roleRefusalMessage(role: Role, needed: Role): string {
  const who = needed === 'admin' ? 'an admin' : 'an operator or an admin';
  return `Your role is ${role}: this needs ${who} of the team. Nothing was done.`;
}

/** A 401's words when no session is named or it has ended (also the session routes'). */
export const notSignedIn = 'You are not signed in, or your session has ended.';
const tokenRefused =
  'This API token is unknown, revoked or expired, or its owner’s role is now below the token’s.';

export type Admission =
  { readonly ok: true; readonly caller: Caller } | { readonly ok: false; readonly answer: Answer };

/**
 * The gate: 401 without a caller, 403 below `needed`. A change (`change`: what the request asks would
 * change something) made with a token is in the activity log, as the token's.
 */
export async function admit(
  request: Request,
  needed: Role,
  change: boolean,
  deps: GateDeps,
): Promise<Admission> {
  const caller = await callerOf(request, deps);
  if (caller === undefined) {
    const refusal = bearerOf(request) === undefined ? notSignedIn : tokenRefused;
    return { ok: false, answer: errorAnswer(401, 'unauthenticated', refusal) };
  }
  if (!allows(caller.role, needed)) {
    return { ok: false, answer: errorAnswer(403, 'forbidden', roleRefusalMessage(caller.role, needed)) };
  }
  if (change && caller.kind === 'token') {
    await deps.apiTokens.usedForChange(caller.holder, `${request.method} ${new URL(request.url).pathname}`);
  }
  return { ok: true, caller };
}
