/**
 * The upstream login behind `POST /session`: calls login v1 or v2 with the user's credentials and turns
 * every way it can fail into the answer the browser gets, without the upstream's internals.
 */
import { isApiError } from '../src/api/api-error';
import { createApiClient } from '../src/api/client';
import { expiresInUnitMs } from '../src/api/spec-gaps';
import { jsonError } from './http-utils';
import type { SessionDeps } from './session-routes';
import { specErrorBody } from '../src/api/upstream-errors';

export type LoginOutcome =
  | { readonly ok: true; readonly token: string; readonly expiresInMs?: number }
  /** `credentialsRefused`: the upstream said 401, which is what the sign-in limiter counts. */
  | { readonly ok: false; readonly response: Response; readonly credentialsRefused?: true };

/** Calls the configured login endpoint; every failure becomes the answer to give the browser. */
export async function upstreamLogin(
  deps: SessionDeps,
  username: string,
  password: string,
): Promise<LoginOutcome> {
  const { config } = deps;
  const client = createApiClient({
    baseUrl: { orchestrator: config.ORCHESTRATOR_URL, reporting: config.REPORTING_URL },
    fetch: deps.fetch,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.UPSTREAM_TIMEOUT_MS);
  try {
    if (config.LOGIN_API === 'v1') {
      return { ok: true, token: await client.loginV1({ username, password }, { signal: controller.signal }) };
    }
    const answer = await client.loginV2({ username, password }, { signal: controller.signal });
    return { ok: true, token: answer.access_token, expiresInMs: answer.expires_in * expiresInUnitMs };
  } catch (error) {
    if (controller.signal.aborted) {
      deps.logger.warn('sign-in: the orchestration service did not answer in time');
      return {
        ok: false,
        response: jsonError(504, 'upstream-timeout', 'The orchestration service did not answer in time.'),
      };
    }
    if (isApiError(error) && error.status === 401) {
      // The spec's 2.7 body, rebuilt from its five fields: anything else the upstream adds (a trace,
      // an exception, its own path) stays here. Without one, the same shape is made up.
      const body = error.body ?? {
        timestamp: deps.now(),
        status: 401,
        error: 'Unauthorized',
        message: 'Unauthorized',
        path: '/session',
      };
      return {
        ok: false,
        credentialsRefused: true,
        response: Response.json(specErrorBody(body, '/session'), { status: 401 }),
      };
    }
    if (isApiError(error) && error.kind === 'network') {
      deps.logger.warn('sign-in: the orchestration service could not be reached');
      return {
        ok: false,
        response: jsonError(502, 'upstream-unreachable', 'The orchestration service could not be reached.'),
      };
    }
    const detail = isApiError(error) && error.status !== undefined ? ` (status ${error.status})` : '';
    deps.logger.warn(`sign-in: unexpected answer from the orchestration service${detail}`);
    return {
      ok: false,
      response: jsonError(
        502,
        'upstream-error',
        `The orchestration service gave an unexpected answer${detail}.`,
      ),
    };
  } finally {
    clearTimeout(timer);
  }
}
