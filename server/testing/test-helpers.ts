/** Test doubles for the server's tests: a recording fake upstream, settings, a JWT maker and a caller. */
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app';
import { nodeClientAddress } from '../node/client-address';
import { staticHandler } from '../node/static';
import { openWorkspace, type Workspace } from '../workspace';
import { emptyTestDatabase } from './test-databases';
import { parseConfig, type ServerConfig } from '../config';
import type { Logger } from '../logger';

export const orchestratorUrl = 'http://orchestrator.test/base';
export const reportingUrl = 'http://reporting.test';
export const apiKey = 'rk_secret_key_4f9a1c';

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return parseConfig({
    ORCHESTRATOR_URL: orchestratorUrl,
    REPORTING_URL: reportingUrl,
    REPORTING_API_KEY: apiKey,
    STATIC_DIR: '/nonexistent-robot-console-dist',
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
export const token = makeJwt({ sub: 'ana@example.com', exp: fixedNow / 1000 + 3600 });

/** Answers the spec's sample bodies for each endpoint. */
export const specAnswers: UpstreamHandler = (request) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/api/user/v2/auth')) {
    return Response.json({ access_token: token, token_type: 'bearer', expires_in: 7200 });
  }
  if (path.endsWith('/api/user/auth')) return new Response(`Bearer ${token}`);
  if (path.includes('/v1/run/')) return new Response('exec-1', { headers: { 'Content-Type': 'text/plain' } });
  if (path.includes('/v2/run/')) return Response.json({ id: 'exec-2' });
  if (path.includes('/v1/result/')) {
    return Response.json({
      _id: 'exec-1',
      logs: [],
      init: 1,
      end: null,
      returnValue: null,
      status: 'PENDENT',
      progress: 0,
    });
  }
  if (path.includes('/v1/delete/')) return new Response(null, { status: 200 });
  if (path.endsWith('/v1/supplier')) {
    return Response.json({ idSupplier: 1, name: 'Acme', type: 1, hourValue: 10, standard: false });
  }
  return Response.json({ code: 201, status: 'CREATED', message: 'created' });
};

/** A fake `fetch` that records every request and answers through `handler` (replaceable per test). */
export function createFakeUpstream(initial: UpstreamHandler = specAnswers) {
  const requests: RecordedRequest[] = [];
  const state = { handler: initial };
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
  options: Pick<AppOptions, 'now' | 'clientAddress' | 'signInLimiter' | 'databaseReady'> = {},
) {
  const upstream = createFakeUpstream();
  const logger = recordingLogger();
  const config = testConfig(env);
  const now = options.now ?? (() => fixedNow);
  const workspace = await testWorkspace(now);
  // As the Node entry point builds it: the socket's peer read through TRUST_PROXY, the static files.
  const app = createApp({
    clientAddress: nodeClientAddress(config.TRUST_PROXY),
    staticFiles: staticHandler(config.STATIC_DIR),
    ...options,
    now,
    config,
    workspace,
    fetch: upstream.fetch,
    logger,
  });
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
  return signInAs(app, { username, password: 'pässword' });
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
