/**
 * The runner account (RUNNER_USERNAME / RUNNER_PASSWORD): the identity schedules run as when nobody may
 * be signed in. The server signs in with it through the same login call as a user (LOGIN_API, no
 * redirects), keeps the token sealed in the database for every instance, and signs in again before the
 * token expires or once the service refused it. The password is never logged: a failed sign-in logs the
 * status in our words only. A failed sign-in is not retried for a minute, so a wrong password does not
 * knock on the service every tick.
 */
import { jwtExpiry } from './session-service';
import { upstreamLogin, type LoginDeps } from './upstream-login';
import type { ServerConfig } from '../config';
import type { RunnerTokenStore } from '../storage/runner-token-store';

/** A token this close to its expiry is renewed before it is used. */
export const renewBeforeMs = 10 * 60_000;
/** A token whose expiry neither the answer nor the JWT says is renewed this long after it was got. */
export const unknownExpiryMs = 60 * 60_000;
/** After a failed sign-in, the next attempt waits this long. */
export const signInRetryMs = 60_000;

export interface RunnerAccountDeps extends LoginDeps {
  readonly config: LoginDeps['config'] & Pick<ServerConfig, 'RUNNER_USERNAME' | 'RUNNER_PASSWORD'>;
  readonly store: RunnerTokenStore;
}

export interface RunnerAccount {
  /** Whether one is configured. */
  readonly configured: boolean;
  /** A token to run with (renewed when due), or undefined (none configured, or it cannot sign in). */
  token(): Promise<string | undefined>;
  /** The service refused this token: the next `token()` signs in again. */
  refused(token: string): Promise<void>;
}

export function createRunnerAccount(deps: RunnerAccountDeps): RunnerAccount {
  const { RUNNER_USERNAME: username, RUNNER_PASSWORD: password } = deps.config;
  let signingIn: Promise<string | undefined> | undefined;
  let lastFailure = Number.NEGATIVE_INFINITY;

  async function signIn(kept: string | undefined): Promise<string | undefined> {
    if (username === undefined || password === undefined) return undefined;
    if (deps.now() - lastFailure < signInRetryMs) return kept;
    // Nobody waits on this sign-in but the scheduler: it is never abandoned half-way.
    const outcome = await upstreamLogin(deps, { username, password }, new AbortController().signal);
    const now = deps.now();
    if (!outcome.ok) {
      lastFailure = now;
      deps.logger.warn(
        `runner account: signing in as ${username} failed (the service answered ${outcome.response.status}); ` +
          `schedules run with their owners' sessions meanwhile`,
      );
      return kept;
    }
    const expiries = [jwtExpiry(outcome.token)];
    if (outcome.expiresInMs !== undefined) expiries.push(now + outcome.expiresInMs);
    const known = expiries.filter((at): at is number => at !== undefined);
    const expiresAt = known.length > 0 ? Math.min(...known) : now + unknownExpiryMs;
    await deps.store.write(username, { token: outcome.token, expiresAt });
    return outcome.token;
  }

  return {
    configured: username !== undefined && password !== undefined,
    async token() {
      if (username === undefined) return undefined;
      const kept = await deps.store.read(username);
      const now = deps.now();
      if (kept !== undefined && kept.expiresAt - now > renewBeforeMs) return kept.token;
      const stillValid = kept !== undefined && kept.expiresAt > now ? kept.token : undefined;
      // One sign-in at a time on this instance, however many fires are due together.
      signingIn ??= signIn(stillValid).finally(() => {
        signingIn = undefined;
      });
      return signingIn;
    },
    async refused(token) {
      if (username !== undefined) await deps.store.forget(token, username);
    },
  };
}
