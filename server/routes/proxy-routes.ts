/**
 * `/orchestrator/<spec path>` and `/reporting/<spec path>`: forwards the browser's call to the upstream
 * when, and only when, the endpoint table lets the browser make it. The server adds the user's token or
 * the reporting key; nothing the browser sends as credentials ever reaches an upstream.
 */
import type { Context, Handler } from 'hono';
import {
  browserPrefix,
  buildPath,
  lookupEndpoint,
  type EndpointMatch,
  type Upstream,
} from '../../src/api/endpoints';
import { serverErrorSchema } from '../../src/api/schemas';
import { proxiedErrorBody, retryAfterSeconds, type ServiceName } from '../../src/api/upstream-errors';
import type { AppDeps } from '../deps';
import { jsonError, maxBodyBytes, readLimitedBody, tooLarge } from '../http-utils';
import { rawTargetProblem } from '../security';
import { currentSession, endSession } from './session-cookie';
import { callUpstream, loggableText, maxUpstreamBodyBytes } from '../services/upstream-call';

/** Request headers a browser may pass on; everything else (Cookie, Authorization, x-api-key …) stays. */
const forwardedRequestHeaders = ['content-type', 'accept', 'accept-language'];
/**
 * Upstream answer headers a success passes on; Set-Cookie, Server, Location and the like never pass.
 * An error answer keeps none of them: its body is ours, and its Retry-After is re-read as seconds.
 */
const forwardedResponseHeaders = ['content-type', 'content-language', 'etag', 'last-modified'];

const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The hop-by-hop headers of a message: the fixed list (RFC 9110 §7.6.1) plus any named in Connection. */
export function hopByHopNames(headers: Headers): Set<string> {
  const names = new Set(hopByHop);
  for (const name of (headers.get('connection') ?? '').split(',')) {
    const trimmed = name.trim().toLowerCase();
    if (trimmed !== '') names.add(trimmed);
  }
  return names;
}

/** Copies the allowed headers, leaving out any that this message declares hop-by-hop. */
export function pickHeaders(from: Headers, allowed: readonly string[]): Headers {
  const dropped = hopByHopNames(from);
  const picked = new Headers();
  for (const name of allowed) {
    const value = from.get(name);
    if (value !== null && !dropped.has(name)) picked.set(name, value);
  }
  return picked;
}

const upstreamName: Record<Upstream, ServiceName> = {
  orchestrator: 'orchestration',
  reporting: 'reporting',
};

function baseUrlOf(deps: AppDeps, upstream: Upstream): string {
  return upstream === 'orchestrator' ? deps.config.ORCHESTRATOR_URL : deps.config.REPORTING_URL;
}

const bodylessStatuses = new Set([204, 205, 304]);

async function proxyMatch(
  c: Context,
  deps: AppDeps,
  upstream: Upstream,
  match: EndpointMatch,
): Promise<Response> {
  const current = await currentSession(c.req.raw, deps);
  if (current === undefined) {
    return jsonError(401, 'unauthenticated', 'You are not signed in, or your session has ended.');
  }
  const apiKey = deps.config.REPORTING_API_KEY;
  if (upstream === 'reporting' && apiKey === undefined) {
    return jsonError(
      503,
      'reporting-not-configured',
      'The server has no reporting API key configured. Ask the operator to set REPORTING_API_KEY.',
    );
  }

  const method = c.req.method;
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readLimitedBody(c.req.raw, maxBodyBytes);
    if (!read.ok) return tooLarge(maxBodyBytes);
    if (read.bytes.byteLength > 0) body = read.bytes;
  }

  const response = await forward(c, deps, upstream, match, body, current.session.token);
  await recordRelayed(deps, match, body, response, current.session.username);
  return response;
}

/**
 * Tells the workspace what the call did (a run, a result, a delete, a reporting send). The browser's
 * answer is never held back by a failure here: it is logged, and the answer goes out as it is.
 */
async function recordRelayed(
  deps: AppDeps,
  match: EndpointMatch,
  requestBody: Uint8Array | undefined,
  response: Response,
  username: string,
): Promise<void> {
  // 499: the browser is gone, and the upstream call was dropped with it: nothing happened to record.
  if (response.status === 499) return;
  try {
    const answerBody = new Uint8Array(await response.clone().arrayBuffer());
    const error =
      response.status >= 400 ? serverErrorSchema.safeParse(parseJsonBytes(answerBody)).data : undefined;
    await deps.recorder.record({
      endpoint: match.name,
      params: match.params,
      requestBody,
      status: response.status,
      answerBody,
      ...(error === undefined ? {} : { errorMessage: error.message, errorCode: error.error }),
      username,
      at: deps.now(),
    });
  } catch (error) {
    deps.logger.error(
      `workspace: could not record ${match.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function parseJsonBytes(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The call itself: the credentials added, the upstream's answer or failure turned into ours. */
async function forward(
  c: Context,
  deps: AppDeps,
  upstream: Upstream,
  match: EndpointMatch,
  body: Uint8Array<ArrayBuffer> | undefined,
  token: string,
): Promise<Response> {
  const apiKey = deps.config.REPORTING_API_KEY;
  const method = c.req.method;
  const headers = pickHeaders(c.req.raw.headers, forwardedRequestHeaders);
  if (upstream === 'orchestrator') headers.set('Authorization', `Bearer ${token}`);
  if (upstream === 'reporting' && apiKey !== undefined) headers.set('x-api-key', apiKey);

  const url = `${baseUrlOf(deps, upstream)}${buildPath(match.def.path, match.params)}`;
  const result = await callUpstream({
    fetch: deps.fetch,
    url,
    init: { method, headers, body: body ?? null },
    timeoutMs: deps.config.UPSTREAM_TIMEOUT_MS,
    clientSignal: c.req.raw.signal,
  });
  const service = upstreamName[upstream];
  switch (result.kind) {
    case 'timeout':
      deps.logger.warn(`proxy: ${service} service timed out on ${match.name}`);
      return jsonError(504, 'upstream-timeout', `The ${service} service did not answer in time.`);
    case 'unreachable':
      deps.logger.warn(`proxy: ${service} service unreachable on ${match.name}`);
      return jsonError(502, 'upstream-unreachable', `The ${service} service could not be reached.`);
    case 'redirected':
      deps.logger.warn(`proxy: ${service} service redirected ${match.name} (status ${result.status})`);
      return jsonError(
        502,
        'upstream-redirect',
        `The ${service} service answered with a redirect, which the server does not follow. Ask whoever ` +
          `runs Robot Console to check ${upstream === 'orchestrator' ? 'ORCHESTRATOR_URL' : 'REPORTING_URL'}.`,
      );
    case 'too-large':
      deps.logger.warn(
        `proxy: ${service} service answered ${match.name} with more than ${maxUpstreamBodyBytes} bytes`,
      );
      return jsonError(
        502,
        'upstream-too-large',
        `The ${service} service sent an answer larger than the server relays.`,
      );
    case 'client-gone':
      // Nobody reads this answer; the status only makes the access log say what happened.
      deps.logger.info(`proxy: client went away during ${match.name}`);
      return jsonError(499, 'client-closed-request', 'The request was abandoned by the client.');
    case 'answer':
      return relayAnswer(c, deps, upstream, match, result, token);
  }
}

async function relayAnswer(
  c: Context,
  deps: AppDeps,
  upstream: Upstream,
  match: EndpointMatch,
  answer: { readonly response: Response; readonly body: Uint8Array<ArrayBuffer> },
  token: string,
): Promise<Response> {
  const service = upstreamName[upstream];
  const { response, body } = answer;
  const { status } = response;
  if (status < 400) {
    const payload = bodylessStatuses.has(status) ? null : body;
    return new Response(payload, {
      status,
      headers: pickHeaders(response.headers, forwardedResponseHeaders),
    });
  }

  // What the upstream said is for the log only, without the user's token or our key.
  const said = loggableText(body, [token, deps.config.REPORTING_API_KEY]);
  deps.logger.warn(`proxy: ${service} service answered ${match.name} with ${status}: ${said}`);
  if (upstream === 'reporting' && (status === 401 || status === 403)) {
    return jsonError(
      status,
      'reporting-key-refused',
      "The server's API key was refused by the reporting service.",
    );
  }
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), deps.now());
  if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
  if (upstream === 'orchestrator' && status === 401) {
    // The upstream no longer accepts the token: the session is over here too.
    await endSession(c, deps);
    for (const cookie of c.res.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  }
  const own = proxiedErrorBody(status, service, {
    browserPath: new URL(c.req.url).pathname,
    now: deps.now(),
    retryAfter,
  });
  return new Response(JSON.stringify(own), { status, headers });
}

/** The handler for one upstream's prefix. */
export function proxyHandler(upstream: Upstream, deps: AppDeps): Handler {
  const prefix = browserPrefix[upstream];
  return async (c) => {
    const url = new URL(c.req.url);
    // The spec's endpoints take no query parameters; refusing one is clearer than silently dropping it.
    if (url.search !== '') {
      return jsonError(400, 'query-not-allowed', 'The API endpoints take no query parameters.');
    }
    // Again here for callers that reach the app without node-listener (tests, other adapters).
    const problem = rawTargetProblem(url.pathname);
    if (problem !== undefined) return jsonError(400, 'bad-request-target', problem);

    const found = lookupEndpoint(c.req.method, url.pathname.slice(prefix.length), {
      upstream,
      browserOnly: true,
    });
    if (found.kind === 'not-found') return jsonError(404, 'not-found', 'There is no such endpoint.');
    if (found.kind === 'method-not-allowed') {
      return jsonError(405, 'method-not-allowed', `Use ${found.allowed.join(' or ')} here.`, {
        Allow: found.allowed.join(', '),
      });
    }
    return proxyMatch(c, deps, upstream, found.match);
  };
}
