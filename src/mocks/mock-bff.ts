/**
 * The server (server/) emulated in the browser for the mock mode: `/session`, and `/orchestrator/*`
 * and `/reporting/*` forwarded to the simulator with the session's token or the API key added, with
 * the server's CSRF rule and error shapes. The mock session lives in the simulator's state.
 */
import { csrfHeaderName, csrfHeaderValue } from '@/api/csrf';
import {
  proxiedErrorBody,
  retryAfterSeconds,
  signInErrorStatus,
  unauthorizedBody,
  upstreamErrorBody,
} from '@/api/upstream-errors';
import { http, passthrough, type HttpHandler } from 'msw';
import { browserPrefix, lookupEndpoint, type Upstream } from '@/api/endpoints';
import { encodePassword } from '@/api/client';
import { loginRequestSchema, loginV2ResponseSchema } from '@/api/schemas';
import { expiresInUnitMs } from '@/api/spec-gaps';
import type { MockStore } from './mock-store';
import type { ScenarioInput } from './scenarios';
import type { Simulator } from './simulator';
import { createUpstreamHandler } from './upstream';

export { csrfHeaderName, csrfHeaderValue };

const sessionPath = '/session';
const upstreamOrigin = 'http://upstream.mock';

export function serverError(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status });
}

const unauthenticated = () =>
  serverError(401, 'unauthenticated', 'You are not signed in, or your session has ended.');

export interface MockBffOptions {
  /** Whether the emulated server holds a reporting key (default true); without one, as the real server does. */
  readonly reportingConfigured?: boolean;
}

function sessionAnswer(session: { username: string; expiresAt: number }, options: MockBffOptions): Response {
  return Response.json({
    username: session.username,
    expiresAt: new Date(session.expiresAt).toISOString(),
    reporting: options.reportingConfigured === false ? 'not-configured' : 'configured',
  });
}

/** The live session, or `null`; an expired one is forgotten on the way. */
function liveSession(sim: Simulator) {
  const session = sim.mockSession;
  if (session !== null && session.expiresAt <= sim.now()) sim.mockSession = null;
  return sim.mockSession;
}

async function signIn(
  sim: Simulator,
  request: Request,
  forward: (request: Request) => Promise<Response>,
  options: MockBffOptions,
) {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return serverError(400, 'invalid-request', 'The body must be JSON: { "username", "password" }.');
  }
  const credentials = loginRequestSchema.safeParse(json);
  if (!credentials.success) return serverError(400, 'invalid-request', 'username and password are required.');
  const upstream = await forward(
    new Request(`${upstreamOrigin}/api/user/v2/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...credentials.data, password: encodePassword(credentials.data.password) }),
    }),
  );
  // As the server: the spec's 401 body in fixed words, and our own words for any other error.
  if (upstream.status === 401)
    return Response.json(unauthorizedBody(sim.now(), sessionPath), { status: 401 });
  if (!upstream.ok) {
    const retryAfter = retryAfterSeconds(upstream.headers.get('retry-after'), sim.now());
    const own = upstreamErrorBody(upstream.status, 'orchestration', retryAfter);
    return serverError(signInErrorStatus(upstream.status), own.error, own.message);
  }
  const answer = loginV2ResponseSchema.safeParse(await upstream.json().catch(() => undefined));
  if (!answer.success) {
    return serverError(
      502,
      'upstream-error',
      'The orchestration service gave an unexpected answer to the sign-in. Try again in a moment; if it ' +
        'keeps happening, ask whoever runs Robot Console to check the orchestration service.',
    );
  }
  const session = {
    username: credentials.data.username,
    token: answer.data.access_token,
    expiresAt: sim.now() + answer.data.expires_in * expiresInUnitMs,
  };
  sim.mockSession = session;
  return sessionAnswer(session, options);
}

async function proxy(
  sim: Simulator,
  request: Request,
  upstream: Upstream,
  forward: (r: Request) => Promise<Response>,
  options: MockBffOptions,
) {
  const url = new URL(request.url);
  if (url.search !== '')
    return serverError(400, 'query-not-allowed', 'The API endpoints take no query parameters.');
  const path = url.pathname.slice(browserPrefix[upstream].length);
  const lookup = lookupEndpoint(request.method, path, { upstream, browserOnly: true });
  if (lookup.kind === 'not-found')
    return serverError(404, 'not-found', `There is no ${upstream} endpoint at ${path}.`);
  if (lookup.kind === 'method-not-allowed') {
    return serverError(405, 'method-not-allowed', `${request.method} is not allowed on ${path}.`);
  }
  const session = liveSession(sim);
  if (session === null) return unauthenticated();
  if (upstream === 'reporting' && options.reportingConfigured === false) {
    return serverError(
      503,
      'reporting-not-configured',
      'The server has no reporting API key configured. Ask the operator to set REPORTING_API_KEY.',
    );
  }
  const headers = new Headers({ 'Content-Type': request.headers.get('Content-Type') ?? 'application/json' });
  if (upstream === 'orchestrator') headers.set('Authorization', `Bearer ${session.token}`);
  else headers.set('x-api-key', sim.apiKey);
  const body = request.method === 'GET' ? null : await request.text();
  const answer = await forward(
    new Request(`${upstreamOrigin}${path}`, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    }),
  );
  if (upstream === 'reporting' && (answer.status === 401 || answer.status === 403)) {
    return serverError(
      answer.status,
      'reporting-key-refused',
      "The server's API key was refused by the reporting service.",
    );
  }
  // The orchestrator no longer takes the token: the session is over, and the 401 tells the app so.
  if (answer.status === 401) sim.mockSession = null;
  if (answer.status < 400) return answer;
  // Error bodies are rebuilt as the real server does, so mock mode shows the same messages.
  const service = upstream === 'orchestrator' ? 'orchestration' : 'reporting';
  const own = proxiedErrorBody(answer.status, service, { browserPath: url.pathname, now: sim.now() });
  return Response.json(own, { status: answer.status });
}

/**
 * The emulated server as a fetch-style handler: a Response for its own paths, `undefined` for any
 * other request (assets, the dev server) so the caller lets it through.
 */
export function createMockBff(
  store: MockStore,
  options: MockBffOptions = {},
): (request: Request) => Promise<Response | undefined> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const upstream = (Object.keys(browserPrefix) as Upstream[]).find((name) =>
      pathname.startsWith(`${browserPrefix[name]}/`),
    );
    if (pathname !== sessionPath && upstream === undefined) return undefined;
    const method = request.method.toUpperCase();
    const mutating = method !== 'GET' && method !== 'HEAD';
    // As the server: everything but reading the session needs the header (a GET can start a robot),
    // and a request from a sibling subdomain (same-site) is refused like a cross-site one.
    if (mutating || upstream !== undefined) {
      if (request.headers.get(csrfHeaderName) !== csrfHeaderValue) {
        return serverError(
          403,
          'csrf-rejected',
          `${method} requests need the header ${csrfHeaderName}: ${csrfHeaderValue}.`,
        );
      }
      const fetchSite = request.headers.get('sec-fetch-site');
      if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
        return serverError(403, 'csrf-rejected', 'Cross-site requests are refused.');
      }
    }
    const sim = store.load();
    const forward = createUpstreamHandler(sim);
    const hadSession = sim.mockSession !== null;
    let response: Response;
    if (upstream !== undefined) {
      response = await proxy(sim, request, upstream, forward, options);
    } else if (method === 'GET') {
      const session = liveSession(sim);
      response = session === null ? unauthenticated() : sessionAnswer(session, options);
    } else if (method === 'POST') {
      response = await signIn(sim, request, forward, options);
    } else if (method === 'DELETE') {
      sim.mockSession = null;
      response = new Response(null, { status: 204 });
    } else {
      response = serverError(405, 'method-not-allowed', `${method} is not allowed on ${sessionPath}.`);
    }
    if (mutating || hadSession !== (sim.mockSession !== null)) store.save(sim);
    return response;
  };
}

export function mockBffHandlers(store: MockStore, options: MockBffOptions = {}): HttpHandler[] {
  const bff = createMockBff(store, options);
  const handle = async ({ request }: { request: Request }) => (await bff(request)) ?? passthrough();
  // Only `<prefix>/api/*`: every spec path starts with /api/, and the app has pages under /reporting/.
  return [
    http.all(sessionPath, handle),
    ...Object.values(browserPrefix).map((prefix) => http.all(`${prefix}/api/*`, handle)),
  ];
}

/** Switches for e2e tests in mock mode, installed as `window.__robotConsoleMock`. */
export interface MockControls {
  /** Same input as `Simulator.setScenario`: one scenario, a list, or `null` for none. */
  setScenario(input: ScenarioInput): void;
  /** The orchestrator stops accepting the session's token: the next orchestration call answers 401. */
  expireSession(): void;
  /** Forgets everything, the session included. */
  reset(): void;
}

export function createMockControls(store: MockStore): MockControls {
  const change = (mutate: (sim: Simulator) => void) => {
    const sim = store.load();
    mutate(sim);
    store.save(sim);
  };
  return {
    setScenario: (input) => change((sim) => sim.setScenario(input)),
    expireSession: () =>
      change((sim) => {
        const token = sim.mockSession?.token;
        if (token !== undefined) sim.revokeToken(token);
      }),
    reset: () => change((sim) => sim.reset()),
  };
}
