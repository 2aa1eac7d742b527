/**
 * What Node gives the server's one assembly (server.ts), the same for the production instance
 * (instance.ts) and the dev server (dev-middleware.ts): the upstreams over kept-alive pools, the webhook's
 * fetch, the real clock, the caller's address through TRUST_PROXY, and an instance name unique among the
 * instances sharing the database (the leases and webhook claims carry it).
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { ServerOptions } from '../server';
import { nodeClientAddress } from './client-address';
import type { UpstreamPool } from './upstream-pool';

export function nodeServerOptions(config: ServerConfig, upstream: UpstreamPool, name: string) {
  return {
    upstream: upstream.client,
    webhookFetch: (input, init) => fetch(input, init),
    now: Date.now,
    instance: `${name}-${process.pid}-${randomBytes(4).toString('hex')}`,
    clientAddress: nodeClientAddress(config.TRUST_PROXY),
  } satisfies Partial<ServerOptions>;
}
