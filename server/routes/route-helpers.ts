/**
 * What every `/api` route module shares: reading a JSON body within a limit, the answer to input that
 * does not match its schema, and serving a route of the shared table by its name.
 */
import type { Caller } from './gate';
import type { Context } from 'hono';
import type { z } from '../../src/api/zod';
import { describeIssue } from '../../src/api/http';
import type { workspaceRouteTable, WorkspaceRouteName } from '../../src/api/workspace/routes';
import type { ServerErrorCode } from '../../src/api/error-codes';
import type { Role } from '../../src/api/roles';
import { jsonError, readLimitedBody } from '../http-utils';

/** The workspace's JSON bodies are small; a catalog file is the largest. */
const maxWorkspaceBody = 1024 * 1024;

export const invalid = (error: z.ZodError) => jsonError(400, 'invalid-request', describeIssue(error));

export async function readJson(
  c: Context,
  limit = maxWorkspaceBody,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const body = await readLimitedBody(c.req.raw, limit);
  if (!body.ok) {
    const size = `${limit / (1024 * 1024)} MiB`;
    return {
      ok: false,
      response: jsonError(413, 'payload-too-large', `The request body is larger than ${size}.`),
    };
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) };
  } catch {
    return { ok: false, response: jsonError(400, 'invalid-request', 'The body must be JSON.') };
  }
}

/** What the gate (gate.ts) leaves for a route: the caller, and their name and role (the role the token has). */
export type RouteEnv = { Variables: { caller: Caller; user: string; role: Role } };

/**
 * Serves one route of the shared table (src/api/workspace/routes.ts) by its name, to callers whose
 * role is at least the row's: anyone below is refused 403 before the handler reads anything.
 */
export type ServeRoute = <N extends WorkspaceRouteName>(
  name: N,
  handler: (c: Context<RouteEnv, (typeof workspaceRouteTable)[N]['path']>) => Promise<Response>,
) => void;

/** A write made from an old version: 409 with who changed it since and the record as it is now. */
export function conflictAnswer(
  c: Context,
  current: { readonly updatedBy: string; readonly updatedAt: number },
  what: 'entry' | 'schedule' | 'settings',
): Response {
  const it =
    what === 'settings' ? 'these settings after you opened them' : `this ${what} after you opened it`;
  return c.json(
    {
      error: 'conflict' satisfies ServerErrorCode,
      message: `${current.updatedBy} changed ${it}. Look at their version before saving yours.`,
      changedBy: current.updatedBy,
      changedAt: current.updatedAt,
      current,
    },
    409,
  );
}
