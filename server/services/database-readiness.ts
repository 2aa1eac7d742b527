/**
 * Bringing the database schema up to date at start-up, and again until it works: a PostgreSQL server
 * that is not reachable yet (starting at the same time, restarting) is waited for with backoff, while
 * the server already answers, with 503 on the routes that need the database.
 */
import type { Logger } from '../logger';
import { isDatabaseUnavailable } from '../storage/database-errors';

export interface Readiness {
  /** Whether the schema is up to date and the database answered. */
  readonly ready: () => boolean;
  /** Settles once ready; rejects on an error that waiting will not cure (a failing migration). */
  readonly done: Promise<void>;
  stop(): void;
}

export function prepareDatabase(
  migrate: () => Promise<void>,
  logger: Logger,
  options: { readonly firstDelayMs?: number; readonly maxDelayMs?: number } = {},
): Readiness {
  let ready = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const attempt = (delayMs: number) => {
      migrate().then(
        () => {
          ready = true;
          resolve();
        },
        (error: unknown) => {
          if (stopped) return;
          if (!isDatabaseUnavailable(error)) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          logger.warn(`database: not reachable yet; trying again in ${Math.round(delayMs / 1000)} s`);
          timer = setTimeout(() => attempt(Math.min(delayMs * 2, options.maxDelayMs ?? 30_000)), delayMs);
        },
      );
    };
    attempt(options.firstDelayMs ?? 1_000);
  });
  return {
    ready: () => ready,
    done,
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
