/**
 * What every `/api` route module shares: reading a route's input as its declaration says (its path's
 * segments, query and JSON body, each checked by its schema before the handler runs), the answer to input
 * that does not match, and serving a route of the shared table by its name.
 */
import type { Caller } from './gate';
import type { Context } from 'hono';
import type { z } from '../../src/api/zod';
import { describeIssue } from '../../src/api/http';
import type { RouteDescription } from '../../src/api/workspace/route-description';
import type { workspaceRouteSchemas } from '../../src/api/workspace/route-schemas';
import type { workspaceRouteTable, WorkspaceRouteName } from '../../src/api/workspace/routes';
import type { ServerErrorCode } from '../../src/api/error-codes';
import type { Role } from '../../src/api/roles';
import { jsonError, readLimitedBody, toResponse, tooSlowAnswer } from '../http-utils';

/** The workspace's JSON bodies are small; a catalog file is the largest. */
const maxWorkspaceBody = 1024 * 1024;

async function readJson(c: Context, limit = maxWorkspaceBody): Promise<Outcome<unknown>> {
  const body = await readLimitedBody(c.req.raw, limit);
  if (!body.ok) {
    if (body.reason === 'too-slow') return { ok: false, response: toResponse(tooSlowAnswer()) };
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

type Described<N extends WorkspaceRouteName> = (typeof workspaceRouteSchemas)[N];
type ParamsOf<D> = D extends { readonly params: infer P }
  ? {
      readonly [K in keyof P]: P[K] extends { readonly schema: z.ZodType }
        ? z.output<P[K]['schema']>
        : string;
    }
  : Readonly<Record<string, never>>;
type QueryOf<D> = D extends { readonly query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
type BodyOf<D> = D extends { readonly body: infer B extends z.ZodType } ? z.output<B> : undefined;

/** A route's input as its declaration (route-schemas.ts) says, already checked. */
export interface RouteInput<N extends WorkspaceRouteName> {
  readonly params: ParamsOf<Described<N>>;
  readonly query: QueryOf<Described<N>>;
  readonly body: BodyOf<Described<N>>;
}

/**
 * Serves one route of the shared table (src/api/workspace/routes.ts) by its name, to callers whose
 * role is at least the row's: anyone below is refused 403 before anything is read. Its input is then
 * read and checked as its declaration says; the handler gets it parsed, and never reads it again.
 */
export type ServeRoute = <N extends WorkspaceRouteName>(
  name: N,
  handler: (
    c: Context<RouteEnv, (typeof workspaceRouteTable)[N]['path']>,
    input: RouteInput<N>,
  ) => Promise<Response>,
) => void;

type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly response: Response };

/** A schema with its wrappers (optional, default, nullable) taken off: what its values are made of. */
function innerType(schema: z.core.$ZodType): string {
  let def = schema._zod.def;
  while ('innerType' in def) def = (def.innerType as z.core.$ZodType)._zod.def;
  return def.type;
}

/** The query string as its schema reads it: a list repeats its key, a flag is `1`/`true` or `0`/`false`. */
function queryObject(url: string, schema: z.ZodObject): Record<string, unknown> {
  const params = new URL(url).searchParams;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<z.core.$ZodType>(schema.shape)) {
    if (!params.has(key)) continue;
    const type = innerType(field);
    const text = params.get(key);
    if (type === 'array') out[key] = params.getAll(key);
    else if (type === 'boolean')
      out[key] = text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : text;
    else out[key] = text;
  }
  return out;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, field?: string): Outcome<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const message = describeIssue(result.error);
  return {
    ok: false,
    response: jsonError(400, 'invalid-request', field === undefined ? message : `${field}: ${message}`),
  };
}

/** Reads and checks a route's path segments, query and body, in that order, as `route` declares them. */
export async function readInput(
  c: Context,
  route: RouteDescription,
): Promise<Outcome<{ params: Record<string, unknown>; query: unknown; body: unknown }>> {
  const params: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(route.params ?? {})) {
    const text = c.req.param(name);
    if (param.schema === undefined) {
      params[name] = text;
      continue;
    }
    const segment = parsed(param.schema, text, name);
    if (!segment.ok) {
      if (param.notFound === undefined) return segment;
      return { ok: false, response: jsonError(404, 'not-found', param.notFound) };
    }
    params[name] = segment.value;
  }
  let query: unknown;
  if (route.query !== undefined) {
    const read = parsed(route.query, queryObject(c.req.url, route.query));
    if (!read.ok) return read;
    query = read.value;
  }
  let body: unknown;
  if (route.body !== undefined) {
    const json = await readJson(c, route.maxBody);
    if (!json.ok) return json;
    const read = parsed(route.body, json.value);
    if (!read.ok) return read;
    body = read.value;
  }
  return { ok: true, value: { params, query, body } };
}

/** A write made from an old version: 409 with who changed it since and the record as it is now. */
export function conflictAnswer(
  c: Context,
  current: { readonly updatedBy: string; readonly updatedAt: number },
  what: 'entry' | 'schedule' | 'plan' | 'settings',
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

/**
 * A team setting saved from a version that is not its own: 409 with the setting as it is now, or 400
 * when it was never saved, so there was no such version to edit from (the request is wrong, not late).
 * `what` names the setting in the 400's words ("the rules").
 */
export function settingConflictAnswer(
  c: Context,
  current: { readonly updatedBy: string | null; readonly updatedAt: number | null },
  what: string,
): Response {
  if (current.updatedBy === null || current.updatedAt === null) {
    return jsonError(400, 'invalid-request', `version: ${what} never saved; save from version 0.`);
  }
  return conflictAnswer(
    c,
    { ...current, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
    'settings',
  );
}
