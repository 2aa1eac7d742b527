/**
 * How a route of the console's own API is described, for the server's check of its input and for its
 * OpenAPI document: the schemas it reads and answers with, its path's segments, and its refusals
 * (route-schemas.ts fills it in).
 */
import type { z } from '../zod';
import type { ParamNames } from '../endpoints';
import type { LiveEventName } from '../live-events';

/** Where the document is, under the workspace prefix. */
export const openApiPath = '/openapi.json';

/** A refusal particular to a route; those any route can make (400, 401, 403, 413, 503) are the document's. */
export type RefusalStatus = 401 | 404 | 409 | 429 | 502 | 503;

export interface PathParam {
  readonly description: string;
  /** The schema the server checks the segment with before the handler runs; any text when there is none. */
  readonly schema?: z.ZodType;
  /**
   * A segment its schema refuses names nothing (and never reaches the database): answered 404 `not-found`
   * with this message. Without it such a segment is answered 400 naming it.
   */
  readonly notFound?: string;
}

/** What a route answers when it succeeds: JSON by status, nothing (204), or a stream of events. */
type Success =
  | { readonly json: { readonly 200?: z.ZodType; readonly 201?: z.ZodType } }
  | { readonly noContent: true }
  | { readonly events: { readonly [E in LiveEventName]: z.ZodType } };

/** One route's description, whatever its path. */
export interface RouteDescription {
  readonly summary: string;
  readonly description?: string;
  /**
   * The query string, parsed with this object schema before the handler runs: a list field repeats its key,
   * a boolean field is `1`/`true` or `0`/`false`, any other field is its text.
   */
  readonly query?: z.ZodObject;
  /** The JSON body, parsed with this schema before the handler runs. */
  readonly body?: z.ZodType;
  /** The largest body accepted, in bytes, when it is not the workspace's 1 MiB. */
  readonly maxBody?: number;
  readonly success: Success;
  readonly refusals?: {
    readonly [S in RefusalStatus]?: string | { readonly description: string; readonly schema: z.ZodType };
  };
  /** The session routes: reachable without a session. */
  readonly withoutSession?: true;
  /** Reachable with the session cookie only, never with an API token (sign out everywhere). */
  readonly sessionOnly?: true;
  /** Each `:name` segment of the path. */
  readonly params?: Readonly<Record<string, PathParam>>;
}

/** A route's description, which must describe each `:name` segment of its path. */
export type RouteSchemas<Path extends string> = Omit<RouteDescription, 'params'> &
  ([ParamNames<Path>] extends [never]
    ? { readonly params?: never }
    : { readonly params: { readonly [K in ParamNames<Path>]: PathParam } });
