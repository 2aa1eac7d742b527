/** Test doubles for the server's tests: the simulator behind a recording fetch, settings and a caller. */
import type { Hono } from 'hono';
import { assembleServer, type ServerOptions } from '../server';
import { nodeClientAddress } from '../node/client-address';
import { staticHandler } from '../node/static';
import { openWorkspace, type Workspace } from '../workspace';
import { emptyTestDatabase } from './test-databases';
import { parseConfig, type ServerConfig } from '../config';
import type { Logger } from '../logger';
import { Simulator } from '../../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../../src/mocks/simulator/upstream';

export const orchestratorUrl = 'http://orchestrator.test/base';
export const reportingUrl = 'http://reporting.test';
export const apiKey = 'rk_secret_key_4f9a1c';

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return parseConfig({
    ORCHESTRATOR_URL: orchestratorUrl,
    REPORTING_URL: reportingUrl,
    REPORTING_API_KEY: apiKey,
    STATIC_DIR: '/nonexistent-robot-console-dist',
    // The tests of what the routes do sign in as people who may do everything; the roles' own tests
    // (roles-route-walk.test.ts …) set DEFAULT_ROLE and ADMINS themselves.
    DEFAULT_ROLE: 'admin',
    ...env,
  });
}

/** An unsigned JWT with the given payload; the server only reads it. */
export function makeJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

export type UpstreamHandler = (
  request: RecordedRequest,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

export const fixedNow = Date.parse('2030-01-01T00:00:00.000Z');

/** The password of every account the tests' simulator accepts. */
export const testPassword = 'pässword';

/** The users the tests sign in as: the simulator knows them, all with `testPassword`. */
const testAccounts = ['ana', 'bia', 'bo', 'cy'].map((name) => ({
  username: `${name}@example.com`,
  password: testPassword,
}));

/** The team's one simulator of both services, on the test's clock and with the test config's key. */
export function testSimulator(now: () => number = () => fixedNow): Simulator {
  return new Simulator({ now, apiKey, accounts: testAccounts });
}

/**
 * The simulator's answer to a recorded request. The services' paths start at `/api/`: what comes before
 * (`/base` of `orchestratorUrl`, the node stack's `/reporting`) is where the deployment mounts them.
 */
export function simulatorAnswers(sim: Simulator): UpstreamHandler {
  const handler = createUpstreamHandler(sim);
  return (request, signal) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(Math.max(0, url.pathname.indexOf('/api/')));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return handler(
      new Request(url, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? request.body : undefined,
        signal,
      }),
    );
  };
}

/** The newest token the simulator issued (the one a test's last sign-in got). */
export function issuedToken(sim: Simulator): string {
  const token = sim.snapshot().tokens.at(-1)?.token;
  if (token === undefined) throw new Error('the simulator issued no token');
  return token;
}

/** A queued execution with the test's own id (the simulator makes its ids up otherwise). */
export function queueExecution(sim: Simulator, computerId: string, id: string): void {
  const state = sim.snapshot();
  state.executions.push({ id, computerId, robotId: 'R1', variables: null, queuedAt: sim.now() });
  sim.restore(state);
}

/**
 * A fake `fetch` that records every request and answers through the simulator (`sim`, on the clock
 * `now`). `use(handler)` replaces the answers for a test that injects a failure on the wire (a 500, a
 * hang, a redirect, a malformed body); `simulate` is the simulator's own answer for such a handler.
 */
export function createFakeUpstream(now: () => number = () => fixedNow) {
  const sim = testSimulator(now);
  const simulate = simulatorAnswers(sim);
  const requests: RecordedRequest[] = [];
  const state = { handler: simulate };
  const fetchFake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    };
    requests.push(recorded);
    return state.handler(recorded, init?.signal ?? undefined);
  };
  return {
    fetch: fetchFake,
    requests,
    sim,
    simulate,
    use(handler: UpstreamHandler) {
      state.handler = handler;
    },
    /** The requests other than the sign-in. */
    apiRequests: () => requests.filter((r) => !new URL(r.url).pathname.includes('/api/user/')),
  };
}

/** A logger that keeps each line with its level in front: `INFO …`, `WARN …`, `ERROR …`. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`INFO ${message}`),
    warn: (message) => lines.push(`WARN ${message}`),
    error: (message) => lines.push(`ERROR ${message}`),
  };
}

export const csrf = { 'X-Requested-By': 'robot-console' };

/** A secret for sealing tests' sessions (the real one comes from SESSION_SECRET or DATA_DIR). */
export const testSessionSecret = 'test-session-secret-of-at-least-32-characters';

/** The test file's workspace, emptied: its database is shared by the file's tests (test-databases.ts). */
export async function testWorkspace(now: () => number = () => fixedNow): Promise<Workspace> {
  return openWorkspace(await emptyTestDatabase(), testSessionSecret, now);
}

/** The app in front of a recording fake upstream, on an empty workspace of this run's store. */
export async function setup(
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'now' | 'clientAddress' | 'signInLimiter' | 'databaseReady'> = {},
) {
  const now = options.now ?? (() => fixedNow);
  const upstream = createFakeUpstream(now);
  const logger = recordingLogger();
  const config = testConfig(env);
  const workspace = await testWorkspace(now);
  // As the Node entry point builds it: the socket's peer read through TRUST_PROXY, the static files.
  const app = assembleServer({
    clientAddress: nodeClientAddress(config.TRUST_PROXY),
    staticFiles: staticHandler(config.STATIC_DIR),
    ...options,
    now,
    config,
    workspace,
    fetch: upstream.fetch,
    logger,
  }).app;
  return { app, upstream, logger, config, workspace };
}

/** The `name=value` part of the answer's session cookie. */
export function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie()[0];
  if (cookie === undefined) throw new Error('no Set-Cookie');
  return cookie.split(';')[0] ?? '';
}

/** Signs in through the app's own route; the session cookie to send with the next requests. */
export function signIn(app: Hono, username = 'ana@example.com'): Promise<string> {
  return signInAs(app, { username, password: testPassword });
}

/** The same with an account the upstream checks, e.g. the simulator's `demoAccount`. */
export async function signInAs(
  app: Hono,
  account: { readonly username: string; readonly password: string },
): Promise<string> {
  const response = await app.request('/session', {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieOf(response);
}
