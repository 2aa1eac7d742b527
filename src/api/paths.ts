/**
 * Which of the server's paths are its API and which are the app's pages, from the prefixes alone: the
 * server's gates (CSRF, no-store, the database check), its static files (an API-like path gets a JSON
 * 404, never the app's page) and its routes read these, never a pattern of their own.
 *
 * Every spec path starts with `/api/`, so the relayed calls live under `/orchestrator/api/` and
 * `/reporting/api/`, and the app's own pages (e.g. `/reporting/suppliers`) never collide with them.
 * `/orchestrator` has no pages, so all of it is API: anything there not in the table gets a JSON 404.
 */
import { browserPrefix } from './endpoints';
import { sessionPath, workspacePrefix } from './workspace/routes';

/** Whether `path` is `prefix` itself or under it: `/api`, `/api/x` and `/api?x`, not `/apis`. */
export function isUnder(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** Where the server relays the spec's endpoints, one prefix per upstream. */
export const proxiedPrefixes = [browserPrefix.orchestrator, `${browserPrefix.reporting}/api`] as const;

/**
 * The server's relayed API (not `/session`): every method there needs the CSRF header, GET included,
 * because a GET can start a robot (endpoint 4).
 */
export function isProxiedApiPath(path: string): boolean {
  return proxiedPrefixes.some((prefix) => isUnder(prefix, path));
}

/** Whether a path belongs to the server's API (the relayed one, the session, the team's workspace). */
export function isServerApiPath(path: string): boolean {
  return isProxiedApiPath(path) || isUnder(sessionPath, path) || isUnder(workspacePrefix, path);
}
