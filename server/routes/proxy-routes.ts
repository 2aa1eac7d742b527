/**
 * `/orchestrator/<spec path>` and `/reporting/<spec path>`: forwards the browser's call to the upstream
 * when, and only when, the endpoint table lets the browser make it. The server adds the user's token or
 * the reporting key; nothing the browser sends as credentials ever reaches an upstream.
 *
 * An ordinary route of the app: the gates every request goes through (the bound on requests in
 * progress, CSRF, the database being ready, the security headers; the raw target in node-listener.ts)
 * are the app's middleware, applied once, before it.
 */
import type { Handler } from 'hono';
import {
  browserPrefix,
  lookupEndpoint,
  buildPath,
  overLongText,
  type EndpointMatch,
  type Upstream,
} from '../../src/api/endpoints';
import type { Role } from '../../src/api/roles';
import { serverErrorSchema } from '../../src/api/schemas';
import type { AppDeps } from '../deps';
import {
  errorAnswer,
  maxBodyBytes,
  readLimitedBody,
  refusedBodyAnswer,
  toResponse,
  type Answer,
} from '../http-utils';
import { isSecureRequest } from '../security';
import { callUpstream } from '../services/upstream-call';
import { forwardedRequestHeaders, pickHeaders, relayed } from './proxy-answers';
import type { RunnerAccount } from '../services/runner-account';
import type { Admission } from './gate';
import { endSessionById } from './session-cookie';

export interface ProxyGate {
  /** The one gate (gate.ts). */
  readonly admit: (request: Request, needed: Role, change: boolean) => Promise<Admission>;
  /** What a call made with an API token runs as on the orchestrator, as schedules do (docs/api.md). */
  readonly runner: Pick<RunnerAccount, 'token' | 'refused'>;
}

const encoder = new TextEncoder();

function upstreamOf(path: string): Upstream {
  return path.startsWith(browserPrefix.reporting) ? 'reporting' : 'orchestrator';
}

/** The proxy's route, for every method on `/orchestrator…` and `/reporting/api…`. */
export function proxyRoute(deps: AppDeps, gate: ProxyGate): Handler {
  const { config } = deps;

  async function relay(
    request: Request,
    upstream: Upstream,
    match: EndpointMatch,
    browserPath: string,
    secure: boolean,
  ): Promise<Answer> {
    // The endpoint's row says who may call it (a viewer may read a result, not run): refused here, before
    // anything is read or sent. Anything a viewer may not do, or any method but GET, changes something.
    const needed = match.def.browser ? match.def.role : 'admin';
    const admission = await gate.admit(request, needed, needed !== 'viewer' || request.method !== 'GET');
    if (!admission.ok) return admission.answer;
    const { caller } = admission;
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
      // Not hono's bodyLimit: it reads the body before the route runs, so an unknown endpoint or a
      // signed-out caller would be answered 413 instead of 404 or 401, and the body read for nothing.
      const read = await readLimitedBody(request, maxBodyBytes);
      if (!read.ok) return refusedBodyAnswer(read.reason, maxBodyBytes);
      if (read.bytes.byteLength > 0) body = read.bytes;
    }
    // A name of thousands of characters is always an accident, and breaks every list that shows it:
    // refused here too, whatever the browser checked, before the upstream stores it.
    const sent = body === undefined ? undefined : parseJsonBytes(body);
    const overLong = body === undefined ? undefined : overLongText(match.def, sent);
    if (overLong !== undefined) {
      return errorAnswer(
        400,
        'text-too-long',
        `${overLong.what} can be at most ${overLong.max} characters; this one has ${overLong.length}.`,
      );
    }

    // The orchestrator's credential: the session's own token; for an API token the runner account's.
    let token = '';
    if (caller.kind === 'session') token = caller.token;
    else if (upstream === 'orchestrator') {
      const runnerToken = await gate.runner.token();
      if (runnerToken === undefined) {
        return errorAnswer(
          503,
          'no-runner-account',
          'Calls to the service made with an API token run as the runner account, which this server ' +
            'has not got (RUNNER_USERNAME, RUNNER_PASSWORD) or which cannot sign in.',
        );
      }
      token = runnerToken;
    }
    const { username } = caller;
    const headers = pickHeaders((name) => request.headers.get(name) ?? undefined, forwardedRequestHeaders);
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
      clientSignal: request.signal,
    });
    const outcome = relayed(deps, upstream, match, result, { token, browserPath, sent });
    let { answer } = outcome;
    if (outcome.sessionOver === true && caller.kind === 'token') await gate.runner.refused(token);
    else if (outcome.sessionOver === true && caller.kind === 'session') {
      const setCookies = await endSessionById(caller.sessionId, secure, deps);
      if (setCookies.length > 0)
        answer = { ...answer, headers: { ...answer.headers, 'Set-Cookie': setCookies } };
    }
    await recordRelayed(deps, match, body, answer, username);
    return answer;
  }

  return async (c) => {
    // The path as the URL has it, still percent-encoded (Hono's `c.req.path` is decoded): the endpoint
    // table decodes each parameter itself.
    const url = new URL(c.req.url);
    const path = url.pathname;
    // The spec's endpoints take no query parameters; refusing one is clearer than silently dropping it.
    if (url.search !== '') {
      return toResponse(errorAnswer(400, 'query-not-allowed', 'The API endpoints take no query parameters.'));
    }
    const upstream = upstreamOf(path);
    const found = lookupEndpoint(c.req.method, path.slice(browserPrefix[upstream].length), {
      upstream,
      browserOnly: true,
    });
    if (found.kind === 'not-found') {
      return toResponse(errorAnswer(404, 'not-found', 'There is no such endpoint.'));
    }
    if (found.kind === 'method-not-allowed') {
      return toResponse(
        errorAnswer(405, 'method-not-allowed', `Use ${found.allowed.join(' or ')} here.`, {
          Allow: found.allowed.join(', '),
        }),
      );
    }
    const secure = isSecureRequest(config, url.href);
    return toResponse(await relay(c.req.raw, upstream, found.match, path, secure));
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
