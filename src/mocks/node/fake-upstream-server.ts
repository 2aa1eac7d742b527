/**
 * The simulator as a real HTTP server on the loopback interface, standing in for both upstream
 * services behind the real server in end-to-end tests. `/__control/` lets a test read what the
 * upstream received, switch scenarios and reset the state.
 */
import { serve } from '@hono/node-server';
import { z } from '@/api/zod';
import type { AddressInfo } from 'node:net';
import { scenarioInputSchema } from '../simulator/scenarios';
import { Simulator, type SimulatorOptions } from '../simulator/simulator';
import { createUpstreamHandler } from '../simulator/upstream';

interface FakeUpstreamOptions extends Omit<SimulatorOptions, 'now'> {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Told of every request to the upstreams (not `/__control/`), e.g. to count result reads. */
  readonly onRequest?: (request: Request) => void;
}

export interface FakeUpstream {
  /** Base URL of both upstreams, e.g. `http://127.0.0.1:4190`. */
  readonly url: string;
  readonly sim: Simulator;
  close(): Promise<void>;
}

const controlPrefix = '/__control';

const controlError = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

/**
 * GET  /__control/requests  every request received, oldest first (headers as received, parsed body)
 * DELETE /__control/requests forgets them
 * GET  /__control/state     the simulator's snapshot
 * POST /__control/scenario  body: a scenario, a list of them, or null (see scenarios.ts)
 * POST /__control/expire-tokens  every token issued so far stops working
 * POST /__control/reset     a fresh state
 */
async function handleControl(sim: Simulator, request: Request): Promise<Response> {
  const route = `${request.method} ${new URL(request.url).pathname.slice(controlPrefix.length)}`;
  switch (route) {
    case 'GET /requests':
      return Response.json(sim.receivedRequests);
    case 'DELETE /requests':
      sim.clearReceivedRequests();
      return new Response(null, { status: 204 });
    case 'GET /state':
      return Response.json(sim.snapshot());
    case 'POST /scenario': {
      const parsed = scenarioInputSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return controlError(400, 'invalid-scenario', z.prettifyError(parsed.error));
      sim.setScenario(parsed.data);
      return Response.json(sim.scenarios);
    }
    case 'POST /expire-tokens':
      for (const token of sim.snapshot().tokens) sim.revokeToken(token.token);
      return new Response(null, { status: 204 });
    case 'POST /reset':
      sim.reset();
      return new Response(null, { status: 204 });
    default:
      return controlError(404, 'not-found', `No control endpoint ${route}.`);
  }
}

export function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const { port = 0, onRequest, ...simOptions } = options;
  const sim = new Simulator(simOptions);
  const upstream = createUpstreamHandler(sim);
  const fetch = (request: Request) => {
    if (new URL(request.url).pathname.startsWith(`${controlPrefix}/`)) return handleControl(sim, request);
    onRequest?.(request);
    return upstream(request);
  };

  return new Promise((resolve, reject) => {
    // The global Request/Response stay Node's own: the handler builds them and tests may run msw beside it.
    const server = serve(
      { fetch, hostname: '127.0.0.1', port, overrideGlobalObjects: false },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          sim,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error === undefined ? done() : fail(error)));
              // Keep-alive connections would otherwise hold close() open until they time out.
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
