/**
 * The fake upstream (the simulator over HTTP, as `src/mocks/node/fake-upstream-server.ts` serves it) with a
 * ledger of the run calls (endpoints 3 and 5) for the schedules' tests and benchmark: when each arrived,
 * for which robot, the execution id it answered and how long the simulator took to answer it (its own
 * time, apart from the network and the server's). Run answers can be held (`holdRuns`) or delayed
 * (`delayRuns`): the run starts in the simulator at once, as the service's would, and its answer waits
 * for `releaseRuns` or the delay, so a test can kill the instance that is waiting for it.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { lookupEndpoint } from '../../src/api/endpoints';
import { Simulator, type SimulatorOptions } from '../../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../../src/mocks/simulator/upstream';

export interface RunCall {
  /** When the request arrived (Date.now, Unix ms). */
  readonly at: number;
  readonly robotId: string;
  /** When the simulator had its answer ready (before any hold), and what it answered. */
  answeredAt?: number;
  status?: number;
  /** The execution the call started (v2's `id`, v1's text), when it started one. */
  executionId?: string;
}

export interface RunCountingUpstream {
  /** Base URL of both upstreams, e.g. `http://127.0.0.1:4190`. */
  readonly url: string;
  readonly sim: Simulator;
  /** Every run call received, in arrival order. */
  readonly runs: readonly RunCall[];
  /** The run calls for one robot. */
  runsOf(robotId: string): RunCall[];
  /** From now on run answers wait (the runs start) until `releaseRuns`. */
  holdRuns(): void;
  releaseRuns(): void;
  /** From now on each run answer is sent this long after the run started (0: at once). */
  delayRuns(ms: number): void;
  close(): Promise<void>;
}

const runEndpoints = new Set(['runV1', 'runV2']);

export function startRunCountingUpstream(
  options: Omit<SimulatorOptions, 'now'> = {},
): Promise<RunCountingUpstream> {
  const sim = new Simulator(options);
  const upstream = createUpstreamHandler(sim);
  const runs: RunCall[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  let delayMs = 0;

  async function handle(request: Request): Promise<Response> {
    const at = Date.now();
    const lookup = lookupEndpoint(request.method, new URL(request.url).pathname);
    if (lookup.kind !== 'match' || !runEndpoints.has(lookup.match.name)) return upstream(request);
    const call: RunCall = { at, robotId: lookup.match.params.robotId ?? '' };
    runs.push(call);
    const response = await upstream(request);
    const body = await response.text();
    call.answeredAt = Date.now();
    call.status = response.status;
    if (response.ok) {
      try {
        const parsed: unknown = JSON.parse(body);
        call.executionId =
          typeof parsed === 'object' && parsed !== null && 'id' in parsed ? String(parsed.id) : body;
      } catch {
        call.executionId = body;
      }
    }
    if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
    if (held !== undefined) await held;
    return new Response(body, { status: response.status, headers: response.headers });
  }

  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: handle, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          sim,
          runs,
          runsOf: (robotId) => runs.filter((call) => call.robotId === robotId),
          holdRuns() {
            held ??= new Promise<void>((done) => {
              release = done;
            });
          },
          releaseRuns() {
            release();
            held = undefined;
          },
          delayRuns(ms) {
            delayMs = ms;
          },
          close: () =>
            new Promise<void>((done, fail) => {
              release();
              server.close((error) => (error === undefined ? done() : fail(error)));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
