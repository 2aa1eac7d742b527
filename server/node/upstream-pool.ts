/**
 * The upstreams reached over undici's pools (Node only): one pool of kept-alive connections per origin,
 * so a relayed call reuses a warm connection instead of paying for a new one.
 *   - No redirect is ever followed: `Pool.request` has no redirect handling unless an interceptor adds
 *     one, and none is added. A 3xx comes back as it is and callUpstream refuses it.
 *   - The body is handed over as undici's stream, for callUpstream to cap: leaving it early destroys it,
 *     which closes its connection.
 *   - The caller's abort signal (its timeout, the browser going away) ends the call and closes its
 *     connection.
 * Pipelining stays at 1: a slow answer must not hold up the calls queued behind it on its connection.
 */
import { Pool } from 'undici';
import type { UpstreamAnswer, UpstreamClient, UpstreamRequest } from '../services/upstream-call';

export interface UpstreamPoolOptions {
  /** Connections per origin at most; calls past it wait for a free one (their timeout still runs). */
  readonly connections?: number;
  /** How long an idle connection is kept open for the next call. */
  readonly keepAliveMs?: number;
}

export interface UpstreamPool {
  readonly client: UpstreamClient;
  /** Closes every pool once its calls in flight are done. */
  close(): Promise<void>;
}

/** A configured base URL split once: the pool of its origin, and the path the spec's path goes after. */
interface Base {
  readonly pool: Pool;
  readonly pathPrefix: string;
}

/** An empty path is the root, as a URL without one names it. */
function pathOf(joined: string): string {
  return joined.startsWith('/') ? joined : `/${joined}`;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function createUpstreamPool(options: UpstreamPoolOptions = {}): UpstreamPool {
  const pools = new Map<string, Pool>();
  const bases = new Map<string, Base>();

  function baseOf(base: string): Base {
    let found = bases.get(base);
    if (found === undefined) {
      const url = new URL(base);
      let pool = pools.get(url.origin);
      if (pool === undefined) {
        pool = new Pool(url.origin, {
          connections: options.connections ?? 128,
          pipelining: 1,
          keepAliveTimeout: options.keepAliveMs ?? 30_000,
        });
        pools.set(url.origin, pool);
      }
      // What follows the authority in the base (`/base`, or nothing) goes in front of the spec's path,
      // as `${base}${path}` would put it for fetch (config.ts has already dropped a trailing slash).
      const authorityEnd = base.slice(url.protocol.length + 2).search(/[/?#]/);
      const pathPrefix = authorityEnd === -1 ? '' : base.slice(url.protocol.length + 2 + authorityEnd);
      found = { pool, pathPrefix };
      bases.set(base, found);
    }
    return found;
  }

  const client: UpstreamClient = async (request: UpstreamRequest): Promise<UpstreamAnswer> => {
    const { pool, pathPrefix } = baseOf(request.base);
    const answer = await pool.request({
      method: request.method,
      path: pathOf(`${pathPrefix}${request.path}`),
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    const { body } = answer;
    // Destroying the body (`discard`, a read left early) makes undici emit an abort error; whoever reads
    // it hears of failures through the iteration, so this one listener only keeps it from going unheard.
    body.on('error', () => undefined);
    return {
      status: answer.statusCode,
      header: (name) => headerValue(answer.headers[name]),
      body,
      discard: () => {
        body.destroy();
        return Promise.resolve();
      },
    };
  };

  return {
    client,
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}
