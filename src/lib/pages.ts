/**
 * The browser's pages: each address the router serves, declared once. The router (app/routes.tsx), the
 * navigation, the palette, every link and the end-to-end suites read these; no page's path is written
 * anywhere else. A page whose address holds ids has a function that encodes each as one path segment.
 */
export const pages = {
  login: '/login',
  overview: '/overview',
  /** The monthly summary per idea, printable (`?month=YYYY-MM`). */
  overviewSummary: '/overview/summary',
  watchdogs: '/watchdogs',
  run: '/run',
  queue: '/queue',
  catalog: '/catalog',
  activity: '/activity',
  schedules: '/schedules',
  newSchedule: '/schedules/new',
  team: '/team',
  tokens: '/tokens',
  reporting: '/reporting',
  /** The reporting plans: which idea's figures the console sends itself, when. */
  reportingPlans: '/reporting/plans',
  /** What the plans sent, and the sends waiting for an admin's approval. */
  reportingSends: '/reporting/sends',
} as const;

/** The router's patterns of the pages whose address holds ids. */
export const pagePatterns = {
  execution: '/executions/:computerId/:executionId',
  schedule: `${pages.schedules}/:id`,
  reportingForm: `${pages.reporting}/:form`,
} as const;

/** The address of an execution's live view. */
export function executionPath(e: { computerId: string; executionId: string }): string {
  return `/executions/${encodeURIComponent(e.computerId)}/${encodeURIComponent(e.executionId)}`;
}

/** The address of a schedule's page. */
export function schedulePath(id: string): string {
  return `${pages.schedules}/${encodeURIComponent(id)}`;
}

/** The address of a reporting form's page (`suppliers`, `rpa`, …). */
export function reportingFormPath(form: string): string {
  return `${pages.reporting}/${encodeURIComponent(form)}`;
}

/** A page's address with a query, or without one when it is empty. */
export function withQuery(path: string, query: URLSearchParams | string): string {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
