/**
 * The settings of the server as the mock mode runs it in the page: both upstreams are the simulator
 * (served at an address that never leaves the page), and the limits are the production defaults.
 * A literal rather than `parseConfig`, whose module reaches node:net, which a page cannot load; its test
 * checks it against the defaults `parseConfig` applies.
 */
import type { ServerConfig } from '../../../server/config';
import { demoAccount } from '../simulator/demo';

/** The address the in-page server calls the upstreams at; the simulator answers it. */
export const mockUpstreamOrigin = 'http://upstream.mock';

export function mockServerConfig(options: { readonly reportingApiKey: string | undefined }): ServerConfig {
  return {
    ORCHESTRATOR_URL: mockUpstreamOrigin,
    REPORTING_URL: mockUpstreamOrigin,
    REPORTING_API_KEY: options.reportingApiKey,
    HOST: '127.0.0.1',
    PORT: 0,
    LOGIN_API: 'v2',
    UPSTREAM_TIMEOUT_MS: 30_000,
    SESSION_TTL_MINUTES: 480,
    STATIC_DIR: 'dist/app',
    TRUST_PROXY: { hops: 0 },
    SIGN_IN_WINDOW_MINUTES: 15,
    SIGN_IN_FAILURES_PER_USER: 10,
    SIGN_IN_FAILURES_PER_ADDRESS: 50,
    SIGN_INS_PER_USER: 30,
    SESSIONS_PER_USER: 10,
    MAX_SESSIONS: 10_000,
    MAX_REQUESTS_IN_PROGRESS: 128,
    SHUTDOWN_GRACE_MS: 10_000,
    WORKERS: 1,
    DATA_DIR: 'data',
    // In the page, msw keeps a copy of each answer, so a live stream the page closes is not seen closed
    // until its next changes overflow it; the page's streams all end with the page anyway.
    LIVE_STREAMS_PER_SESSION: 100,
    LIVE_STREAMS_MAX: 1_000,
    NOTIFY_WEBHOOK_EVENTS: 'failures',
    SCHEDULE_FIRE_RETENTION_DAYS: 180,
    REPORTING_PLANS_INTERVAL_MS: 30_000,
    // The demo's two accounts (demo.ts): its admin, and anyone else (its viewer) only reads.
    ADMINS: [demoAccount.username],
    DEFAULT_ROLE: 'viewer',
  };
}
