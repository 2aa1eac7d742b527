/**
 * `/orchestrator/<spec path>` and `/reporting/<spec path>`: forwards the browser's call to the upstream
 * when, and only when, the endpoint table lets the browser make it. The server adds the user's token or
 * the reporting key; nothing the browser sends as credentials ever reaches an upstream.
 *
 * One pipeline with two ways in: the Hono app (`proxyRoute`: tests, the mock mode, Vite's dev server)
 * and, in Node, a node:http path in front of Hono (node/proxy-listener.ts) that spares the server's
 * busiest route the Web Request and Response objects. Either way `answer` applies what every request of
 * the app goes through (the bound on requests in progress, CSRF, the database being ready, the security
 * headers), through the same functions as the app's middleware, then relays the call.
 */
import { isProxiedApiPath } from '../../src/api/csrf';
import {
  browserPrefix,
  lookupEndpoint,
  buildPath,
  overLongText,
  type EndpointMatch,
  type Upstream,
} from '../../src/api/endpoints';
import { serverErrorSchema } from '../../src/api/schemas';
import type { AppDeps } from '../deps';
import { databaseUnavailableAnswer, failureAnswer } from '../failures';
import {
  errorAnswer,
  maxBodyBytes,
  readCapped,
  streamChunks,
  toResponse,
  tooLargeAnswer,
  type Answer,
} from '../http-utils';
import { busyAnswer, type LoadShedder } from '../load-shedding';
import { apiHeaders, csrfProblemOf, isSecureFor, rawTargetProblem, type CsrfInput } from '../security';
import { abortAsClientGone, callUpstream } from '../services/upstream-call';
import { forwardedRequestHeaders, pickHeaders, relayed } from './proxy-answers';
import { endSessionById, liveSession, sessionIdIn } from './session-cookie';

/** A request on the proxy's paths, whichever way it came in. */
export interface ProxyRequest extends CsrfInput {
  /** The query part, `?…`, or `''`. */
  readonly search: string;
  /** Whether it came over https (PUBLIC_ORIGIN, when set, says instead: isSecureFor). */
  readonly https: boolean;
  /** The body's chunks, read at most once; `null`: no body. */
  body(): AsyncIterable<Uint8Array> | null;
  /** Aborted with `abortAsClientGone` when the browser goes away: the upstream call is dropped with it. */
  readonly controller: AbortController;
}

/** What the proxy shares with the rest of the app: one count of requests in progress, one readiness. */
export interface ProxyGates {
  readonly shedder: LoadShedder;
  readonly databaseReady: () => boolean;
}

export interface Proxy {
  /** Whether a path is the proxy's: `/orchestrator…` and `/reporting/api…`. */
  handles(path: string): boolean;
  /** The browser's whole answer, the security headers included. */
  answer(request: ProxyRequest): Promise<Answer>;
}

const encoder = new TextEncoder();

function upstreamOf(path: string): Upstream {
  return path.startsWith(browserPrefix.reporting) ? 'reporting' : 'orchestrator';
}

export function createProxy(deps: AppDeps, gates: ProxyGates): Proxy {
  const { config } = deps;

  async function relay(request: ProxyRequest, upstream: Upstream, match: EndpointMatch, secure: boolean) {
    const cookies = deps.cookieJar === undefined ? request.header('cookie') : deps.cookieJar.header();
    const current = await liveSession(sessionIdIn(cookies, secure), deps);
    if (current === undefined) {
      return errorAnswer(401, 'unauthenticated', 'You are not signed in, or your session has ended.');
    }
    const apiKey = config.REPORTING_API_KEY;
    if (upstream === 'reporting' && apiKey === undefined) {
      return errorAnswer(
        503,
        'reporting-not-configured',
        'The server has no reporting API key configured. Ask the operator to set REPORTING_API_KEY.',
      );
    }

    const { method } = request;
    let body: Uint8Array | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const read = await readCapped(request.body(), request.header('content-length'), maxBodyBytes);
      if (!read.ok) return tooLargeAnswer(maxBodyBytes);
      if (read.bytes.byteLength > 0) body = read.bytes;
    }
    // A name of thousands of characters is always an accident, and breaks every list that shows it:
    // refused here too, whatever the browser checked, before the upstream stores it.
    const overLong = body === undefined ? undefined : overLongText(match.def, parseJsonBytes(body));
    if (overLong !== undefined) {
      return errorAnswer(
        400,
        'text-too-long',
        `${overLong.what} can be at most ${overLong.max} characters; this one has ${overLong.length}.`,
      );
    }

    const { token, username } = current.session;
    const headers = pickHeaders(request.header, forwardedRequestHeaders);
    if (upstream === 'orchestrator') headers.authorization = `Bearer ${token}`;
    if (upstream === 'reporting' && apiKey !== undefined) headers['x-api-key'] = apiKey;
    const result = await callUpstream({
      client: deps.upstream,
      method,
      base: upstream === 'orchestrator' ? config.ORCHESTRATOR_URL : config.REPORTING_URL,
      path: buildPath(match.def.path, match.params),
      headers,
      body: body ?? null,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      controller: request.controller,
    });
    const outcome = relayed(deps, upstream, match, result, { token, browserPath: request.path });
    let { answer } = outcome;
    if (outcome.sessionOver === true) {
      const setCookies = await endSessionById(current.id, secure, deps);
      if (setCookies.length > 0)
        answer = { ...answer, headers: { ...answer.headers, 'Set-Cookie': setCookies } };
    }
    await recordRelayed(deps, match, body, answer, username);
    return answer;
  }

  async function route(request: ProxyRequest, secure: boolean): Promise<Answer> {
    const csrf = csrfProblemOf(request, config);
    if (csrf !== undefined) return errorAnswer(403, 'csrf-rejected', csrf);
    // Every API path needs the database (sessions live there).
    if (!gates.databaseReady()) return databaseUnavailableAnswer();
    // The spec's endpoints take no query parameters; refusing one is clearer than silently dropping it.
    if (request.search !== '') {
      return errorAnswer(400, 'query-not-allowed', 'The API endpoints take no query parameters.');
    }
    // Again here for callers that reach the app without node-listener (tests, other adapters).
    const problem = rawTargetProblem(request.path);
    if (problem !== undefined) return errorAnswer(400, 'bad-request-target', problem);

    const upstream = upstreamOf(request.path);
    const found = lookupEndpoint(request.method, request.path.slice(browserPrefix[upstream].length), {
      upstream,
      browserOnly: true,
    });
    if (found.kind === 'not-found') return errorAnswer(404, 'not-found', 'There is no such endpoint.');
    if (found.kind === 'method-not-allowed') {
      return errorAnswer(405, 'method-not-allowed', `Use ${found.allowed.join(' or ')} here.`, {
        Allow: found.allowed.join(', '),
      });
    }
    return relay(request, upstream, found.match, secure);
  }

  return {
    handles: isProxiedApiPath,
    async answer(request) {
      const secure = isSecureFor(config, request.https);
      let answer: Answer;
      if (!gates.shedder.enter()) answer = busyAnswer();
      else {
        try {
          answer = await route(request, secure);
        } catch (error) {
          answer = failureAnswer(error, deps.logger, request.method, request.path);
        } finally {
          gates.shedder.leave();
        }
      }
      return { ...answer, headers: { ...answer.headers, ...apiHeaders(secure) } };
    },
  };
}

/**
 * Tells the workspace what the call did (a run, a result, a delete, a reporting send), from the bytes
 * the browser gets: nothing is read or copied again. The browser's answer is never held back by a
 * failure here: it is logged, and the answer goes out as it is.
 */
async function recordRelayed(
  deps: AppDeps,
  match: EndpointMatch,
  requestBody: Uint8Array | undefined,
  answer: Answer,
  username: string,
): Promise<void> {
  // 499: the browser is gone, and the upstream call was dropped with it: nothing happened to record.
  if (answer.status === 499) return;
  try {
    const { body } = answer;
    const answerBody =
      body === null ? new Uint8Array(0) : typeof body === 'string' ? encoder.encode(body) : body;
    const error =
      answer.status >= 400 ? serverErrorSchema.safeParse(parseJsonBytes(answerBody)).data : undefined;
    await deps.recorder.record({
      endpoint: match.name,
      params: match.params,
      requestBody,
      status: answer.status,
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

/** The proxy for a Web request (the Hono app's way in): read into a `ProxyRequest`, answered as a `Response`. */
export function proxyRoute(proxy: Proxy): (raw: Request) => Promise<Response> {
  return async (raw) => {
    const url = new URL(raw.url);
    const controller = new AbortController();
    if (raw.signal.aborted) abortAsClientGone(controller);
    else raw.signal.addEventListener('abort', () => abortAsClientGone(controller), { once: true });
    const answer = await proxy.answer({
      method: raw.method,
      path: url.pathname,
      search: url.search,
      https: url.protocol === 'https:',
      header: (name) => raw.headers.get(name) ?? undefined,
      host: () => url.host,
      body: () => (raw.body === null ? null : streamChunks(raw.body)),
      controller,
    });
    return toResponse(answer);
  };
}
