/**
 * The upstream login behind `POST /session`: calls login v1 or v2 with the user's credentials through
 * `callUpstream` (no redirects, capped answer) and turns every way it can fail into the answer the
 * browser gets, in our own words. What the upstream said goes to the log, never to the browser.
 */
import { readAnswer } from '../../src/api/http';
import { encodePassword } from '../../src/api/password';
import { endpoints } from '../../src/api/endpoints';
import { loginV1ResponseSchema, loginV2ResponseSchema } from '../../src/api/schemas';
import { expiresInUnitMs } from '../../src/api/spec-gaps';
import {
  retryAfterSeconds,
  signInErrorStatus,
  unauthorizedBody,
  upstreamErrorBody,
} from '../../src/api/upstream-errors';
import type { ServerConfig } from '../config';
import type { AppDeps } from '../deps';
import { jsonError } from '../http-utils';
import { callUpstream, loggableText } from './upstream-call';

export type LoginOutcome =
  | { readonly ok: true; readonly token: string; readonly expiresInMs?: number }
  /** `credentialsRefused`: the upstream said 401, which is what the sign-in limiter counts. */
  | { readonly ok: false; readonly response: Response; readonly credentialsRefused?: true };

const unexpectedAnswer = (): LoginOutcome => ({
  ok: false,
  response: jsonError(
    502,
    'upstream-error',
    'The orchestration service gave an unexpected answer to the sign-in. Try again in a moment; if it ' +
      'keeps happening, ask whoever runs Robot Console to check the orchestration service.',
  ),
});

/** What a login call needs: the sign-in's and the runner account's (runner-account.ts). */
export type LoginDeps = Pick<AppDeps, 'upstream' | 'now' | 'logger'> & {
  readonly config: Pick<ServerConfig, 'LOGIN_API' | 'ORCHESTRATOR_URL' | 'UPSTREAM_TIMEOUT_MS'>;
};

/** Calls the configured login endpoint; every failure becomes the answer to give the browser. */
export async function upstreamLogin(
  deps: LoginDeps,
  credentials: { readonly username: string; readonly password: string },
  clientSignal: AbortSignal,
): Promise<LoginOutcome> {
  const { config, logger } = deps;
  const name = config.LOGIN_API === 'v1' ? 'loginV1' : 'loginV2';
  const def = endpoints[name];
  const encoded = encodePassword(credentials.password);
  const result = await callUpstream({
    client: deps.upstream,
    method: def.method,
    base: config.ORCHESTRATOR_URL,
    path: def.path,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain;q=0.9' },
    body: JSON.stringify({ username: credentials.username, password: encoded }),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    clientSignal,
  });

  switch (result.kind) {
    case 'timeout':
      logger.warn('sign-in: the orchestration service did not answer in time');
      return {
        ok: false,
        response: jsonError(504, 'upstream-timeout', 'The orchestration service did not answer in time.'),
      };
    case 'unreachable':
      logger.warn('sign-in: the orchestration service could not be reached');
      return {
        ok: false,
        response: jsonError(502, 'upstream-unreachable', 'The orchestration service could not be reached.'),
      };
    case 'client-gone':
      logger.info('sign-in: the browser went away before the orchestration service answered');
      return {
        ok: false,
        response: jsonError(499, 'client-closed-request', 'The request was abandoned by the client.'),
      };
    case 'too-large':
      logger.warn('sign-in: the orchestration service sent an answer larger than the server reads');
      return unexpectedAnswer();
    case 'redirected':
      logger.warn(`sign-in: the orchestration service answered with a redirect (status ${result.status})`);
      return {
        ok: false,
        response: jsonError(
          502,
          'upstream-redirect',
          'The orchestration service answered the sign-in with a redirect, which the server does not ' +
            'follow. Ask whoever runs Robot Console to check ORCHESTRATOR_URL.',
        ),
      };
    case 'answer':
      break;
  }

  const { response, body } = result;
  if (response.status === 401) {
    return {
      ok: false,
      credentialsRefused: true,
      response: Response.json(unauthorizedBody(deps.now(), '/session'), { status: 401 }),
    };
  }
  if (response.status < 200 || response.status > 299) {
    const text = loggableText(body, [credentials.password, encoded]);
    logger.warn(`sign-in: the orchestration service answered ${response.status}: ${text}`);
    const retryAfter = retryAfterSeconds(response.header('retry-after') ?? null, deps.now());
    const headers: Record<string, string> =
      response.status === 429 && retryAfter !== undefined ? { 'Retry-After': String(retryAfter) } : {};
    const own = upstreamErrorBody(response.status, 'orchestration', retryAfter);
    return {
      ok: false,
      response: jsonError(signInErrorStatus(response.status), own.error, own.message, headers),
    };
  }

  // The client's answer reading, so the login's contract is checked exactly as the browser's calls are.
  const contentType = response.header('content-type');
  const answer = new Response(new Uint8Array(body), {
    status: response.status,
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
  });
  try {
    if (name === 'loginV1') {
      const token = await readAnswer(answer, def.path, { kind: 'text', schema: loginV1ResponseSchema });
      if (token !== undefined) return { ok: true, token };
    } else {
      const v2 = await readAnswer(answer, def.path, { kind: 'json', schema: loginV2ResponseSchema });
      if (v2 !== undefined) {
        return { ok: true, token: v2.access_token, expiresInMs: v2.expires_in * expiresInUnitMs };
      }
    }
  } catch {
    // Falls through: the shape was wrong, which the log says without repeating the token.
  }
  logger.warn(
    `sign-in: the orchestration service's answer (status ${response.status}) is not a login answer`,
  );
  return unexpectedAnswer();
}
