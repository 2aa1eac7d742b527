/**
 * Shared steps of the queue's screen tests: open the page signed in, start runs through the server (so
 * the journal records them as it does for the run form), and write journal rows of other times and
 * other operators through the server's own recorder, as if its proxy had relayed their calls.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { api } from '@/data/browser-client';
import type { ExecutionResult, RunVariable } from '@/api/schemas';
import { demoAccount, demoRuntimeId } from '@/mocks/simulator/demo';
import type { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn, type renderApp } from '@/testing/render-app';
import { tableLayout } from './queue-grid';

export type TestWorkspace = Awaited<ReturnType<typeof renderApp>>['workspace'];

export const me = demoAccount.username;
export const colleague = 'colleague@robot-console.test';

/** The list's scroll box. */
export const queueViewport = (): HTMLElement => {
  const viewport = screen.getByRole('region', { name: 'Executions, scrollable' });
  return viewport;
};

/** Scrolls the list so that row `index` (0 is the first execution) is at the top, as a wheel would. */
export function scrollQueueTo(index: number): void {
  const viewport = queueViewport();
  viewport.scrollTop = index * tableLayout.rowHeight;
  fireEvent.scroll(viewport);
}

/**
 * Lets `before` start runs or write the journal, then opens `path` signed in, come from the run page as
 * an operator would from the menu (a history entry of its own, whose scroll the list keeps).
 */
export async function openQueue(
  path: string,
  options: {
    sim?: Simulator;
    before?: (workspace: TestWorkspace) => Promise<unknown>;
    /** Whether the server follows the executions (render-app.tsx: off for hundreds seeded as queued). */
    live?: boolean;
  } = {},
) {
  const app = await renderSignedIn(path, options.sim, {
    ...(options.before ? { seed: options.before } : {}),
    ...(options.live === undefined ? {} : { live: options.live }),
    cameFrom: ['/run'],
  });
  await screen.findByRole('heading', { name: 'Queue' });
  return app;
}

/** Starts a run through the server (signed in), as the run form does; returns the execution id. */
export function startRun(
  robotId: string,
  variables?: readonly RunVariable[],
  computerId = demoRuntimeId,
): Promise<string> {
  return api.runV2({ computerId, robotId }, variables);
}

/**
 * Reads each execution's result once through the server, which records it in the journal: what the
 * server's follower does on its own every interval, done here at a moment the test chooses.
 */
export async function readResults(...executionIds: string[]): Promise<void> {
  for (const executionId of executionIds) {
    await api.executionResult({ computerId: demoRuntimeId, executionId });
  }
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

export interface SeededRun {
  readonly executionId: string;
  readonly computerId?: string;
  readonly robotId?: string;
  readonly variables?: readonly RunVariable[];
  readonly by?: string;
  /** When the run was accepted (Unix ms). */
  readonly at: number;
  /** What a later result read said, if any. */
  readonly result?: Partial<ExecutionResult>;
}

/** Writes a run (and a result read) into the journal, as the server's proxy records them. */
export async function seedRun(workspace: TestWorkspace, run: SeededRun): Promise<void> {
  const computerId = run.computerId ?? demoRuntimeId;
  const robotId = run.robotId ?? 'invoice-bot';
  const username = run.by ?? me;
  await workspace.recorder.record({
    endpoint: 'runV2',
    params: { computerId, robotId },
    requestBody: run.variables === undefined ? undefined : bytes({ variables: run.variables }),
    status: 200,
    answerBody: bytes({ id: run.executionId }),
    username,
    at: run.at,
  });
  if (run.result === undefined) return;
  const result: ExecutionResult = {
    _id: run.executionId,
    logs: [],
    init: run.at,
    end: null,
    returnValue: null,
    status: 'PENDENT',
    progress: 0,
    ...run.result,
  };
  await workspace.recorder.record({
    endpoint: 'executionResult',
    params: { computerId, executionId: run.executionId },
    requestBody: undefined,
    status: 200,
    answerBody: bytes(result),
    username,
    at: run.at,
  });
}

/** An ended result, so that the queue has nothing to poll for the row. */
export const endedAt = (init: number, status = 'SUCCESS', seconds = 65): Partial<ExecutionResult> => ({
  init,
  end: init + seconds * 1000,
  status,
  progress: 1,
});

// Far enough apart (weeks) that no time zone moves one across a period bound of the tests.
export const january = Date.parse('2026-01-10T12:00:00Z');
export const february = Date.parse('2026-02-10T12:00:00Z');
export const march = Date.parse('2026-03-10T12:00:00Z');

/** Three ended runs: mine in January and March, a colleague's failed one on another Runtime in February. */
export async function seedThree(workspace: TestWorkspace) {
  await seedRun(workspace, {
    executionId: 'aaa111',
    variables: [{ name: 'batch', type: 'text', value: 'NOV-2026' }],
    at: january,
    result: endedAt(january),
  });
  await seedRun(workspace, {
    executionId: 'bbb222',
    computerId: 'RUNTIME-02',
    robotId: 'failing-bot',
    by: colleague,
    at: february,
    result: endedAt(february, 'ERROR', 5),
  });
  await seedRun(workspace, { executionId: 'ccc333', at: march, result: endedAt(march) });
}

/** The query strings of the journal pages the app asked the server for (not the watcher's own list). */
export function journalRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/executions' && url.searchParams.get('active') !== '1') {
      seen.push(url.searchParams);
    }
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return seen;
}

export const rowOf = (id: string) => {
  const row = screen.getByRole('link', { name: id }).closest<HTMLElement>('[role="row"]');
  if (row === null) throw new Error(`No row for ${id}`);
  return within(row);
};

/** The row of an execution, once the page shows it. */
export async function findRow(id: string) {
  await screen.findByRole('link', { name: id });
  return rowOf(id);
}

/** The execution ids shown, top to bottom. */
export const shownIds = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

export interface ManyRuns {
  /** How many executions: `run-0000` … in the order they started, one minute apart from January. */
  readonly count: number;
  /** The status of the i-th (PENDENT, queued, by default); an ended one is given an end. */
  readonly status?: (i: number) => string;
  readonly by?: (i: number) => string;
}

/** The id of the i-th execution of `seedMany`. */
export const manyId = (i: number) => `run-${String(i).padStart(4, '0')}`;

/**
 * Writes many executions into the journal in one statement (a thousand runs one by one would take the
 * test's time), as the server's follower leaves them after reading their results.
 */
export async function seedMany(workspace: TestWorkspace, runs: ManyRuns): Promise<void> {
  const rows = Array.from({ length: runs.count }, (_, i) => {
    const at = new Date(january + i * 60_000);
    const status = runs.status?.(i) ?? 'PENDENT';
    const ended = status !== 'PENDENT' && status !== 'RUNNING';
    return {
      computer_id: demoRuntimeId,
      execution_id: manyId(i),
      robot_id: 'invoice-bot',
      api_version: 'v2',
      variables: null,
      source: 'run',
      started_by: runs.by?.(i) ?? me,
      started_at: at,
      status,
      progress: ended ? 1 : 0,
      init_at: at,
      end_at: ended ? new Date(at.getTime() + 65_000) : null,
      ended,
      updated_at: at,
      search_text: manyId(i),
    };
  });
  await workspace.database.db.insertInto('executions').values(rows).execute();
}
