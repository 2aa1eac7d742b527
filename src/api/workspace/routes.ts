/**
 * The one table of the console's own routes, as endpoints.ts is for the service's: the browser's client
 * (src/data: workspace-client.ts, live-journal-connection.ts, session.ts) calls them by name and the server's
 * router (server/routes/*) serves each by name, so a path is written once.
 */
import type { ParamNames } from '../endpoints';

/** Where the team workspace lives on our server; the table's paths are under it. */
export const workspacePrefix = '/api';

/** The server's own session resource (sign in, who am I, sign out), outside the workspace. */
export const sessionPath = '/session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const workspaceRouteTable = {
  // --- journal ---
  journalPage: { method: 'GET', path: '/executions' },
  journalFacets: { method: 'GET', path: '/executions/facets' },
  endedSummary: { method: 'GET', path: '/executions/summary' },
  journalEntry: { method: 'GET', path: '/executions/:computerId/:executionId' },
  track: { method: 'POST', path: '/executions' },
  /** The journal's live stream (live-events.ts). */
  events: { method: 'GET', path: '/events' },
  // --- overview (the morning's state) ---
  overview: { method: 'GET', path: '/overview' },
  // --- watchdogs (docs/watchdogs.md) ---
  alerts: { method: 'GET', path: '/alerts' },
  acknowledgeAlert: { method: 'POST', path: '/alerts/:id/acknowledge' },
  watchdogSettings: { method: 'GET', path: '/watchdog-settings' },
  saveWatchdogSettings: { method: 'PUT', path: '/watchdog-settings' },
  // --- catalog ---
  catalog: { method: 'GET', path: '/catalog' },
  createRuntime: { method: 'POST', path: '/catalog/runtimes' },
  updateRuntime: { method: 'PUT', path: '/catalog/runtimes/:id' },
  deleteRuntime: { method: 'DELETE', path: '/catalog/runtimes/:id' },
  createRobot: { method: 'POST', path: '/catalog/robots' },
  updateRobot: { method: 'PUT', path: '/catalog/robots/:id' },
  deleteRobot: { method: 'DELETE', path: '/catalog/robots/:id' },
  importCatalog: { method: 'POST', path: '/catalog/import' },
  // --- reporting history, activity ---
  history: { method: 'GET', path: '/reporting/history' },
  known: { method: 'GET', path: '/reporting/known' },
  activity: { method: 'GET', path: '/activity' },
  // --- schedules (docs/schedules.md) ---
  schedules: { method: 'GET', path: '/schedules' },
  createSchedule: { method: 'POST', path: '/schedules' },
  previewSchedule: { method: 'POST', path: '/schedules/preview' },
  schedule: { method: 'GET', path: '/schedules/:id' },
  updateSchedule: { method: 'PATCH', path: '/schedules/:id' },
  deleteSchedule: { method: 'DELETE', path: '/schedules/:id' },
  runSchedule: { method: 'POST', path: '/schedules/:id/run' },
  scheduleNotices: { method: 'GET', path: '/schedule-notices' },
  noRunDays: { method: 'GET', path: '/no-run-days' },
  saveNoRunDay: { method: 'PUT', path: '/no-run-days/:day' },
  deleteNoRunDay: { method: 'DELETE', path: '/no-run-days/:day' },
  // --- moving in ---
  moveIn: { method: 'POST', path: '/move-in' },
} as const satisfies Record<string, { readonly method: Method; readonly path: string }>;

export type WorkspaceRouteName = keyof typeof workspaceRouteTable;
type WorkspaceRoute<N extends WorkspaceRouteName = WorkspaceRouteName> = (typeof workspaceRouteTable)[N];

/** A route to call: its name, with the values of its `:name` segments when it has any. */
export type WorkspaceRouteCall = {
  [N in WorkspaceRouteName]: [ParamNames<WorkspaceRoute<N>['path']>] extends [never]
    ? N
    : { readonly name: N; readonly params: Record<ParamNames<WorkspaceRoute<N>['path']>, string> };
}[WorkspaceRouteName];

export const routeName = (route: WorkspaceRouteCall): WorkspaceRouteName =>
  typeof route === 'string' ? route : route.name;

/** A route's path under the prefix, each `:name` segment filled with its value percent-encoded. */
export function workspacePath(route: WorkspaceRouteCall): string {
  const values: Readonly<Record<string, string>> = typeof route === 'string' ? {} : route.params;
  const path = workspaceRouteTable[routeName(route)].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
  return `${workspacePrefix}${path}`;
}
