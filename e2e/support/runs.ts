/**
 * `test` for the flows that follow a run state by state: each test gets a fake upstream of its own, whose
 * clock the test moves (as the demo's flows moved the page's clock), and a server of its own
 * (own-workspace.ts) in front of it. The real server's clock cannot be moved, but the upstream's can:
 * stopped at the run's start, the run stays queued until the test moves it on, so each state lasts until
 * the page has shown it, however slowly a busy machine draws; moved past the end, the run ends at the
 * server's next read instead of seconds later.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Simulator, type ReceivedRequest } from '../../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../../src/mocks/simulator/upstream';
import { test as ownWorkspace } from './own-workspace';
import { e2eReportingKey } from './ports';

export interface SteppedUpstream {
  /** Base URL of both upstream services, the test's server's ORCHESTRATOR_URL and REPORTING_URL. */
  readonly url: string;
  /** The upstream's time now: the machine's, until `setFixedTime` stops it. */
  now(): number;
  /** Stops the upstream's clock at `at` (milliseconds since the epoch); it stays there until set again. */
  setFixedTime(at: number): void;
  /** Every request the upstream received, oldest first. */
  requests(): readonly ReceivedRequest[];
  /** How many times the upstream was asked for the result of `executionId`. */
  resultReads(executionId: string): number;
}

async function startSteppedUpstream(): Promise<SteppedUpstream & { close(): Promise<void> }> {
  let fixed: number | undefined;
  const now = () => fixed ?? Date.now();
  const sim = new Simulator({ now, apiKey: e2eReportingKey });
  const handler = createUpstreamHandler(sim);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const started = serve(
        { fetch: handler, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false },
        (info: AddressInfo) => resolve({ server: started, port: info.port }),
      );
      started.once('error', reject);
    },
  );
  return {
    url: `http://127.0.0.1:${String(port)}`,
    now,
    setFixedTime: (at) => {
      fixed = at;
    },
    requests: () => sim.receivedRequests,
    resultReads: (executionId) =>
      sim.receivedRequests.filter(
        (request) => request.endpoint === 'executionResult' && request.path.endsWith(`/${executionId}`),
      ).length,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error === undefined ? done() : fail(error)));
        // The test's server keeps its connections alive: close() would wait for them to time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

export const test = ownWorkspace.extend<{ upstream: SteppedUpstream }>({
  // eslint-disable-next-line no-empty-pattern
  upstream: async ({}, use) => {
    const upstream = await startSteppedUpstream();
    await use(upstream);
    await upstream.close();
  },
  // The test's server talks to the test's upstream, not to the stack's shared one.
  workspaceSetup: async ({ upstream }, use) =>
    use({ env: { ORCHESTRATOR_URL: upstream.url, REPORTING_URL: upstream.url } }),
});

export { expect } from '@playwright/test';
